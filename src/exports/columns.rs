//! The columns of the exports list: export, data (its type), remark, status, requested.

use crate::components::A;
use leptos::prelude::*;
use portal_api::exports::{ExportRecord, ExportType};

use super::create_dialog::type_key;
use crate::components::{EnumBadge, LocalTime};
use crate::i18n::{use_i18n, ExportsKey};
use crate::lists::Column;
use crate::workspace::record_path;

/// The columns; an export's id links to its page under `base`.
pub fn columns(base: impl Fn() -> String + Send + Sync + 'static) -> Vec<Column<ExportRecord>> {
    let i18n = use_i18n();
    vec![
        Column::new(ExportsKey::Export, move |e: &ExportRecord| {
            let (href, id) = (record_path(&base(), &e.biz_id), e.biz_id.clone());
            view! { <A href attr:class="table__link">{id}</A> }.into_any()
        }),
        Column::new(ExportsKey::Type, move |e: &ExportRecord| {
            let code = e.export_type.clone().unwrap_or_default();
            match ExportType::from_code(&code) {
                Some(kind) => (move || i18n.t(type_key(kind))).into_any(),
                None => code.into_any(),
            }
        }),
        // What the person who asked for it wrote: what tells one export from another.
        Column::new(ExportsKey::Remark, |e: &ExportRecord| {
            e.other
                .get("remark")
                .and_then(|r| r.as_str())
                .unwrap_or_default()
                .to_owned()
                .into_any()
        }),
        Column::new(ExportsKey::Status, |e: &ExportRecord| {
            e.status
                .clone()
                .map(|value| view! { <EnumBadge value/> })
                .into_any()
        }),
        Column::new(ExportsKey::Created, |e: &ExportRecord| {
            e.created_at
                .clone()
                .map(|iso| view! { <LocalTime iso/> })
                .into_any()
        }),
    ]
}
