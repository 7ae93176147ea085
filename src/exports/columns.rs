//! The columns of the exports list: export, data (its type), remark, status, requested.

use crate::components::A;
use leptos::prelude::*;
use portal_api::exports::{ExportRecord, ExportType};

use super::create_dialog::type_key;
use crate::components::{enum_text, EnumBadge, LocalTime};
use crate::i18n::{use_i18n, ExportsKey, I18n};
use crate::lists::{CellValue, Choice, Column, Finding, ListFilter};
use crate::registry::record_path;

/// What an export holds, by its name when the portal knows its type.
fn type_text(e: &ExportRecord, i18n: I18n) -> String {
    let code = e.export_type.clone().unwrap_or_default();
    match ExportType::from_code(&code) {
        Some(kind) => i18n.t(type_key(kind)).to_owned(),
        None => code,
    }
}

fn remark(e: &ExportRecord) -> String {
    e.other
        .get("remark")
        .and_then(|r| r.as_str())
        .unwrap_or_default()
        .to_owned()
}

/// Status, type and request day filters.
pub fn finding() -> Finding<ExportRecord> {
    let i18n = use_i18n();
    Finding::new("exports")
        .filter(ListFilter::status(|e: &ExportRecord| e.status.clone()))
        .filter(ListFilter::new(
            "type",
            ExportsKey::Type,
            move |e: &ExportRecord| {
                e.export_type.clone().map(|code| Choice {
                    label: type_text(e, i18n),
                    code,
                })
            },
        ))
        .dated(|e: &ExportRecord| e.created_at.clone())
}

/// The columns; an export's id links to its page under `base`.
pub fn columns(base: impl Fn() -> String + Send + Sync + 'static) -> Vec<Column<ExportRecord>> {
    let i18n = use_i18n();
    vec![
        Column::new(ExportsKey::Export, move |e: &ExportRecord| {
            let (href, id) = (record_path(&base(), &e.biz_id), e.biz_id.clone());
            view! { <A href attr:class="table__link">{id}</A> }.into_any()
        })
        .found_by("export", |e: &ExportRecord| CellValue::text(&e.biz_id)),
        Column::new(ExportsKey::Type, move |e: &ExportRecord| {
            let code = e.export_type.clone().unwrap_or_default();
            match ExportType::from_code(&code) {
                Some(kind) => (move || i18n.t(type_key(kind))).into_any(),
                None => code.into_any(),
            }
        })
        .found_by("type", move |e: &ExportRecord| {
            CellValue::text(type_text(e, i18n))
        }),
        // What the person who asked for it wrote: what tells one export from another.
        Column::new(ExportsKey::Remark, |e: &ExportRecord| remark(e).into_any())
            .found_by("remark", |e: &ExportRecord| CellValue::text(remark(e))),
        Column::new(ExportsKey::Status, |e: &ExportRecord| {
            e.status
                .clone()
                .map(|value| view! { <EnumBadge value/> })
                .into_any()
        })
        .found_by("status", move |e: &ExportRecord| {
            CellValue::text(
                e.status
                    .as_ref()
                    .map(|s| enum_text(s, i18n))
                    .unwrap_or_default(),
            )
        }),
        Column::new(ExportsKey::Created, |e: &ExportRecord| {
            e.created_at
                .clone()
                .map(|iso| view! { <LocalTime iso/> })
                .into_any()
        })
        .found_by("createdAt", |e: &ExportRecord| {
            CellValue::time(e.created_at.as_deref())
        }),
    ]
}
