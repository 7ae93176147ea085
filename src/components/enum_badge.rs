//! A badge for an enumerated value, in either wire form.

use leptos::prelude::*;
use portal_api::EnumValue;

/// A readable form of a symbolic code: `PENDING_INIT` becomes "Pending init".
pub fn humanize_code(code: &str) -> String {
    let lower = code.replace('_', " ").to_lowercase();
    let mut chars = lower.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

// A label that is really a translation key ("status.active") or the bare code reads badly;
// the humanised code reads better.
fn display_label(value: &EnumValue) -> String {
    let label = value.label();
    let looks_like_key = !label.contains(' ') && (label.contains('.') || label == value.code());
    if label.is_empty() || looks_like_key {
        humanize_code(value.code())
    } else {
        label.to_owned()
    }
}

fn tone(code: &str) -> &'static str {
    match code {
        "ACTIVE" | "ENABLED" | "APPROVED" | "CONFIRMED" | "COMPLETED" => "badge badge--success",
        "PENDING" | "PENDING_INIT" | "REVIEWING" | "INACTIVE" | "PROCESSING" => {
            "badge badge--warning"
        }
        "REJECTED" | "SUSPENDED" | "CLOSED" | "ERROR" | "DISABLED" | "FAILED" => {
            "badge badge--danger"
        }
        _ => "badge badge--neutral",
    }
}

/// Shows an enumeration object or plain string as a coloured badge; the code is in the title.
#[component]
pub fn EnumBadge(
    /// The value.
    #[prop(into)]
    value: EnumValue,
) -> impl IntoView {
    let title = match &value {
        EnumValue::Object(o) => o
            .description
            .clone()
            .filter(|d| !d.is_empty())
            .unwrap_or_else(|| o.code.clone()),
        EnumValue::Plain(code) => code.clone(),
    };
    view! {
        <span class=tone(value.code()) title=title>
            {display_label(&value)}
        </span>
    }
}

#[cfg(test)]
mod tests {
    use super::{humanize_code, tone};

    #[test]
    fn humanizes_codes() {
        assert_eq!(humanize_code("PENDING_INIT"), "Pending init");
        assert_eq!(humanize_code("TENANT"), "Tenant");
        assert_eq!(humanize_code(""), "");
    }

    #[test]
    fn outcomes_have_the_tone_of_their_meaning() {
        assert_eq!(tone("CONFIRMED"), "badge badge--success");
        assert_eq!(tone("COMPLETED"), "badge badge--success");
        assert_eq!(tone("PROCESSING"), "badge badge--warning");
        assert_eq!(tone("FAILED"), "badge badge--danger");
        assert_eq!(tone("SOMETHING_NEW"), "badge badge--neutral");
    }
}
