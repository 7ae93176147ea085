//! The role table's columns: name, type, description, permission count, last change; and what
//! the roles are found by.

use crate::components::A;
use leptos::prelude::*;
use portal_api::roles::Role;

use crate::components::{enum_text, EnumBadge, LocalTime};
use crate::i18n::{use_i18n, RolesKey};
use crate::lists::{CellValue, Column, Finding, ListFilter};
use crate::registry::record_path;

/// The columns; a role's name links to its page under `base`.
pub fn columns(base: impl Fn() -> String + Send + Sync + 'static) -> Vec<Column<Role>> {
    let i18n = use_i18n();
    let count = move |r: &Role| {
        let count = r.permission_codes.len().to_string();
        i18n.tf(RolesKey::PermissionCount, &[("count", &count)])
    };
    vec![
        Column::new(RolesKey::ColName, move |r: &Role| {
            let (href, text) = (record_path(&base(), &r.biz_id), r.role_name.clone());
            view! { <A href attr:class="table__link table__link--name">{text}</A> }.into_any()
        })
        .found_by("name", |r: &Role| CellValue::text(&r.role_name)),
        Column::new(RolesKey::ColType, |r: &Role| {
            r.role_type
                .clone()
                .map(|value| view! { <EnumBadge value/> })
                .into_any()
        })
        .found_by("type", move |r: &Role| {
            CellValue::text(
                r.role_type
                    .as_ref()
                    .map(|t| enum_text(t, i18n))
                    .unwrap_or_default(),
            )
        }),
        Column::new(RolesKey::ColDescription, |r: &Role| {
            r.description.clone().into_any()
        })
        .found_by("description", |r: &Role| CellValue::text(&r.description)),
        Column::new(RolesKey::ColPermissions, move |r: &Role| {
            let r = r.clone();
            (move || count(&r)).into_any()
        })
        .numeric()
        .found_by("permissions", move |r: &Role| {
            CellValue::Number(r.permission_codes.len() as f64, count(r))
        }),
        Column::new(RolesKey::ColUpdated, |r: &Role| {
            let iso = r.updated_at.clone();
            (!iso.is_empty())
                .then(|| view! { <LocalTime iso/> })
                .into_any()
        })
        .found_by("updatedAt", |r: &Role| CellValue::time(Some(&r.updated_at))),
    ]
}

/// Type and last-change day filters.
pub fn finding() -> Finding<Role> {
    Finding::new("roles")
        .filter(ListFilter::code("type", RolesKey::ColType, |r: &Role| {
            r.role_type.clone()
        }))
        .dated(|r: &Role| Some(r.updated_at.clone()).filter(|d| !d.is_empty()))
}
