//! Records: opening one by its identifier, its page and fields, links between records, and the
//! records opened recently. Above forms and lists: a record's page uses both.

mod arrival_notice;
mod open_by_id;
mod recent_list;
mod record_link;
mod record_page;
mod record_view;

pub use arrival_notice::ArrivalNotice;
pub use open_by_id::OpenById;
pub use recent_list::RecentList;
pub use record_link::{linked_kind, marked_from, RecordLink};
pub use record_page::{fields_of, use_record, DetailsCard};
pub use record_view::{code_label, RecordView};
