//! The columns of a list of files: name, size, uploaded.

use crate::components::A;
use leptos::prelude::*;
use portal_api::files::FileRecord;

use super::size::size_text;
use crate::components::LocalTime;
use crate::i18n::{localize_number, FilesKey};
use crate::lists::{query_with, with_search, CellValue, Column, Finding};
use crate::registry::record_path;

/// `?institution=…` when the list shows an institution named in the address, so a file's
/// page leads back to that list; empty otherwise.
pub fn institution_query(institution: Option<String>) -> String {
    let institution = institution.unwrap_or_default();
    with_search("", &query_with("", &[("institution", &institution)]))
}

/// The columns; a file's name (its id when nameless) links to its page under `base`, keeping
/// the institution the list shows (`query`, from [`institution_query`]).
pub fn columns(
    base: impl Fn() -> String + Send + Sync + 'static,
    query: impl Fn() -> String + Send + Sync + 'static,
) -> Vec<Column<FileRecord>> {
    vec![
        Column::new(FilesKey::Name, move |f: &FileRecord| {
            let href = record_path(&base(), &f.biz_id) + &query();
            let name = f.file_name.clone().unwrap_or_else(|| f.biz_id.clone());
            view! { <A href attr:class="table__link table__link--name">{name}</A> }.into_any()
        })
        .found_by("name", |f: &FileRecord| {
            CellValue::text(f.file_name.clone().unwrap_or_else(|| f.biz_id.clone()))
        }),
        Column::new(FilesKey::Size, |f: &FileRecord| {
            f.size.map(|s| localize_number(&size_text(s))).into_any()
        })
        .numeric()
        .found_by("size", |f: &FileRecord| {
            f.size.map_or(CellValue::Empty, |s| {
                CellValue::Number(s as f64, localize_number(&size_text(s)))
            })
        }),
        Column::new(FilesKey::Uploaded, |f: &FileRecord| {
            f.created_at
                .clone()
                .map(|iso| view! { <LocalTime iso/> })
                .into_any()
        })
        .found_by("createdAt", |f: &FileRecord| {
            CellValue::time(f.created_at.as_deref())
        }),
    ]
}

/// Upload day filters; saved sets kept per workspace.
pub fn finding() -> Finding<FileRecord> {
    Finding::new("files")
        .per_workspace()
        .dated(|f: &FileRecord| f.created_at.clone())
}

#[cfg(test)]
mod tests {
    use super::institution_query;

    #[test]
    fn names_the_institution_encoded() {
        assert_eq!(institution_query(None), "");
        assert_eq!(
            institution_query(Some("ins a&b".into())),
            "?institution=ins+a%26b"
        );
    }
}
