//! The columns of a list of files: name, size, uploaded.

use crate::components::A;
use leptos::prelude::*;
use portal_api::files::FileRecord;

use super::size::size_text;
use crate::components::{Column, LocalTime};
use crate::i18n::FileKey;
use crate::workspace::record_path;

/// The columns; a file's name (its id when nameless) links to its page under `base`.
pub fn columns(base: impl Fn() -> String + Send + Sync + 'static) -> Vec<Column<FileRecord>> {
    vec![
        Column::new(FileKey::Name, move |f: &FileRecord| {
            let href = record_path(&base(), &f.biz_id);
            let name = f.file_name.clone().unwrap_or_else(|| f.biz_id.clone());
            view! { <A href attr:class="table__link table__link--name">{name}</A> }.into_any()
        }),
        Column::new(FileKey::Size, |f: &FileRecord| {
            f.size.map(size_text).into_any()
        })
        .numeric(),
        Column::new(FileKey::Uploaded, |f: &FileRecord| {
            f.created_at
                .clone()
                .map(|iso| view! { <LocalTime iso/> })
                .into_any()
        }),
    ]
}
