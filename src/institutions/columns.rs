//! The columns of an institution list: name, identifier, type, status, created.

use leptos::prelude::*;
use portal_api::institutions::Institution;
use portal_api::{EnumObject, EnumValue};

use crate::components::{Column, EnumBadge, LocalTime};
use crate::i18n::{use_i18n, I18n, InstitutionKey};

/// The portal's own name of a type or status code the contract lists; `None` for another.
pub fn code_label(code: &str) -> Option<InstitutionKey> {
    Some(match code {
        "SERVICE" => InstitutionKey::TypeService,
        "TENANT" => InstitutionKey::TypeTenant,
        "PARTNER" => InstitutionKey::TypePartner,
        "CONSUMER" => InstitutionKey::TypeConsumer,
        "PENDING" => InstitutionKey::StatusPending,
        "REVIEWING" => InstitutionKey::StatusReviewing,
        "ACTIVE" => InstitutionKey::StatusActive,
        "REJECTED" => InstitutionKey::StatusRejected,
        "SUSPENDED" => InstitutionKey::StatusSuspended,
        "CLOSED" => InstitutionKey::StatusClosed,
        _ => return None,
    })
}

// The plain-string form carries no label, so a known code is named in the reader's language
// (as the filters name it), whichever form arrived; an unknown one keeps the badge's own.
fn badge(i18n: I18n, value: &EnumValue) -> AnyView {
    let Some(key) = code_label(value.code()) else {
        let value = value.clone();
        return view! { <EnumBadge value/> }.into_any();
    };
    let mut named = match value {
        EnumValue::Object(o) => o.clone(),
        EnumValue::Plain(code) => EnumObject::new(code, 0),
    };
    (move || {
        named.label = i18n.t(key).to_owned();
        let value = EnumValue::Object(named.clone());
        view! { <EnumBadge value/> }
    })
    .into_any()
}

/// The columns; type and status as badges whichever wire form (object or string) arrived.
pub fn columns() -> Vec<Column<Institution>> {
    let i18n = use_i18n();
    vec![
        Column::new(InstitutionKey::Name, |i: &Institution| {
            i.institution_name.clone().into_any()
        }),
        Column::new(InstitutionKey::Identifier, |i: &Institution| {
            i.biz_id.clone().into_any()
        }),
        Column::new(InstitutionKey::Type, move |i: &Institution| {
            badge(i18n, &i.institution_type)
        }),
        Column::new(InstitutionKey::Status, move |i: &Institution| {
            badge(i18n, &i.institution_status)
        }),
        Column::new(InstitutionKey::Created, |i: &Institution| {
            i.created_at
                .clone()
                .map(|iso| view! { <LocalTime iso/> })
                .into_any()
        }),
    ]
}
