//! The area registry: every area of a workspace declared once, with everything else derived.
//!
//! A row names the area's route segment, its navigation group and label, its name inside a
//! sentence, its permission group, the API paths that belong to it and the kinds of record it
//! opens. The side navigation, the command palette, refusals, permission names, record links
//! and the routes all read this table; adding an area is one row here (and its folder, its
//! routes in `src/app/routes.rs` and its texts).

mod address;
mod api_paths;
mod chunks;
mod record_kind;
mod table;

pub use address::{
    record_path, sub_path, use_area_path, use_record_href, with_param, workspace_path,
};
// Called only by the recharge decisions' fetching ahead, which only a split build has.
#[cfg(any(portal_split, not(target_family = "wasm")))]
pub use chunks::after_answers;
pub use chunks::{mark_areas_there, AreaChunks};
pub use record_kind::RecordKind;
pub use table::{Area, NavGroup, Opens};
