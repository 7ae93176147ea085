//! Files: the institution query, delete, the upload's metadata and size limit, the record and
//! the download link.

mod record;
mod requests;
mod upload;

pub use record::{download_link, FileRecord};
pub use requests::{validate_file_query, FileDelete, FileQuery};
pub use upload::{
    validate_upload, UploadMeta, BUCKET_MAX, FILE_MAX_BYTES, FILE_NAME_MAX, FILE_REMARK_MAX,
};
