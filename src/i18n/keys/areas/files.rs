//! Keys of the file texts.

/// Files: an institution's files, upload, one file's page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FilesKey {
    /// Files
    Title,
    /// Files stored for an institution, newest first.
    Intro,
    /// Upload
    Upload,
    /// Upload a file
    UploadTitle,
    /// The file will belong to {institution}.
    UploadInto,
    /// File uploaded.
    UploadDone,
    /// The upload of "{name}" did not finish (told after its dialog was closed).
    UploadFailed,
    /// Close (shown instead of Cancel while the upload runs)
    CloseWhileUploading,
    /// Closing this window does not stop the upload…
    CloseKeepsUploading,
    /// Files of institution
    Institution,
    /// Files
    Caption,
    /// {count} files
    Count,
    /// No files
    EmptyTitle,
    /// This institution has no files you can see. Upload one to start.
    EmptyBody,
    /// Name
    Name,
    /// Size
    Size,
    /// Uploaded
    Uploaded,
    /// File
    File,
    /// Up to 25 MB.
    FileHint,
    /// {name} ({size})
    Chosen,
    /// Choose a file to upload.
    ChooseFile,
    /// This file is empty. Choose a file with content.
    EmptyFile,
    /// This file is larger than 25 MB, the most the server accepts.
    TooLarge,
    /// Bucket
    Bucket,
    /// Letters, digits, "_" and "-", such as documents.
    BucketHint,
    /// Remark
    Remark,
    /// Upload progress
    Progress,
    /// Uploading… {percent}%
    ProgressText,
    /// Download
    Download,
    /// Delete
    Delete,
    /// Delete this file?
    DeleteTitle,
    /// "{name}" will be deleted for everyone, with its download links. This cannot be undone.
    DeleteIntro,
    /// File deleted.
    Deleted,
    /// Back to files
    BackToFiles,
    /// File {name}
    FileTitle,
    /// Download link
    LinkTitle,
    /// Get download link
    GetLink,
    /// Link
    Link,
    /// Anyone with this link can download the file until it expires.
    LinkHint,
    /// Anyone with this link can download the file until {time}.
    LinkHintUntil,
    /// Copy link
    CopyLink,
    /// Link copied.
    LinkCopied,
    /// Copying is not available on this connection. Select the link and copy it yourself.
    CopyUnavailable,
    /// Open link
    OpenLink,
}
