//! English texts of the file area.

use crate::i18n::FileKey;

/// The English text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: FileKey) -> &'static str {
    match key {
        FileKey::Title => "Files",
        FileKey::Intro => "Files stored for an institution, newest first.",
        FileKey::Upload => "Upload",
        FileKey::UploadTitle => "Upload a file",
        FileKey::UploadDone => "File uploaded.",
        FileKey::Institution => "Files of institution",
        FileKey::Caption => "Files",
        FileKey::Count => "{count} files",
        FileKey::EmptyTitle => "No files",
        FileKey::EmptyBody => "This institution has no files you can see. Upload one to start.",
        FileKey::Name => "Name",
        FileKey::Size => "Size",
        FileKey::Uploaded => "Uploaded",
        FileKey::File => "File",
        FileKey::FileHint => "Up to 25 MB.",
        FileKey::Chosen => "{name} ({size})",
        FileKey::ChooseFile => "Choose a file to upload.",
        FileKey::EmptyFile => "This file is empty. Choose a file with content.",
        FileKey::TooLarge => "This file is larger than 25 MB, the most the server accepts.",
        FileKey::Bucket => "Bucket",
        FileKey::BucketHint => "Letters, digits, \"_\" and \"-\", such as documents.",
        FileKey::Remark => "Remark",
        FileKey::Progress => "Upload progress",
        FileKey::ProgressText => "Uploading… {percent}%",
        FileKey::Download => "Download",
        FileKey::Delete => "Delete",
        FileKey::DeleteTitle => "Delete this file?",
        FileKey::DeleteIntro => "\"{name}\" will be deleted for everyone, with its download links. This cannot be undone.",
        FileKey::Deleted => "File deleted.",
        FileKey::BackToFiles => "Back to files",
        FileKey::FileTitle => "File {id}",
        FileKey::LinkTitle => "Download link",
        FileKey::GetLink => "Get download link",
        FileKey::Link => "Link",
        FileKey::LinkHint => "Anyone with this link can download the file until it expires.",
        FileKey::CopyLink => "Copy link",
        FileKey::LinkCopied => "Link copied.",
        FileKey::OpenLink => "Open link",
    }
}
