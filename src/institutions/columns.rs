//! The columns of an institution list: name, identifier, type, status, created.

use leptos::prelude::*;
use portal_api::institutions::Institution;

use crate::components::{EnumBadge, LocalTime};
use crate::i18n::InstitutionsKey;
use crate::lists::Column;

/// The columns; type and status as badges whichever wire form (object or string) arrived.
pub fn columns() -> Vec<Column<Institution>> {
    vec![
        Column::new(InstitutionsKey::Name, |i: &Institution| {
            i.institution_name.clone().into_any()
        }),
        Column::new(InstitutionsKey::Identifier, |i: &Institution| {
            i.biz_id.clone().into_any()
        }),
        Column::new(InstitutionsKey::Type, |i: &Institution| {
            let value = i.institution_type.clone();
            view! { <EnumBadge value/> }.into_any()
        }),
        Column::new(InstitutionsKey::Status, |i: &Institution| {
            let value = i.institution_status.clone();
            view! { <EnumBadge value/> }.into_any()
        }),
        Column::new(InstitutionsKey::Created, |i: &Institution| {
            i.created_at
                .clone()
                .map(|iso| view! { <LocalTime iso/> })
                .into_any()
        }),
    ]
}
