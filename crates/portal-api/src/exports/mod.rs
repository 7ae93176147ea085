//! Exports: the create request and its rules, the record, its types and statuses.

mod record;
mod request;
mod status;

pub use record::ExportRecord;
pub use request::{
    validate_export_request, ExportRequest, EXPORT_REMARK_MAX, PARAM_CREATED_BEFORE,
    PARAM_CREATED_SINCE, PARAM_DATE_FROM, PARAM_DATE_TO,
};
pub use status::{ExportStatus, ExportType};
