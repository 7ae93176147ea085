//! The role table's columns: name, type, description, permission count, last change.

use crate::components::A;
use leptos::prelude::*;
use portal_api::roles::Role;

use crate::components::{EnumBadge, LocalTime};
use crate::i18n::{use_i18n, RolesKey};
use crate::lists::Column;
use crate::workspace::record_path;

/// The columns; a role's name links to its page under `base`.
pub fn columns(base: impl Fn() -> String + Send + Sync + 'static) -> Vec<Column<Role>> {
    let i18n = use_i18n();
    vec![
        Column::new(RolesKey::ColName, move |r: &Role| {
            let (href, text) = (record_path(&base(), &r.biz_id), r.role_name.clone());
            view! { <A href attr:class="table__link table__link--name">{text}</A> }.into_any()
        }),
        Column::new(RolesKey::ColType, |r: &Role| {
            r.role_type
                .clone()
                .map(|value| view! { <EnumBadge value/> })
                .into_any()
        }),
        Column::new(RolesKey::ColDescription, |r: &Role| {
            r.description.clone().into_any()
        }),
        Column::new(RolesKey::ColPermissions, move |r: &Role| {
            let count = r.permission_codes.len().to_string();
            (move || i18n.tf(RolesKey::PermissionCount, &[("count", &count)])).into_any()
        })
        .numeric(),
        Column::new(RolesKey::ColUpdated, |r: &Role| {
            let iso = r.updated_at.clone();
            (!iso.is_empty())
                .then(|| view! { <LocalTime iso/> })
                .into_any()
        }),
    ]
}
