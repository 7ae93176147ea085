//! Renders any JSON record field by field, for records whose fields the contract does not show;
//! a field naming another record links to it.

use leptos::prelude::*;
use portal_api::{EnumObject, EnumValue};
use serde_json::{Map, Value};

use crate::components::{
    capitalized, code_name, humanize_code, looks_like_code, looks_like_timestamp, EnumBadge,
    LocalTime,
};
use crate::i18n::field_key;
use crate::i18n::{localize_number, native_name, region_name, use_i18n, CommonKey, I18n, Key};
use crate::order::sorted_by_key;
use crate::records::{linked_kind, RecordLink};

/// "createdAt" becomes "Created at", "transactionBizId" becomes "Transaction ID".
pub fn humanize_field(name: &str) -> String {
    let mut words: Vec<String> = Vec::new();
    let mut current = String::new();
    for c in name.chars() {
        if (c.is_uppercase() || c == '_' || c == '-') && !current.is_empty() {
            words.push(std::mem::take(&mut current));
        }
        if c != '_' && c != '-' {
            current.push(c.to_ascii_lowercase());
        }
    }
    if !current.is_empty() {
        words.push(current);
    }
    // "biz" is the wire's word for a business identifier: a person reads "Transaction ID".
    let mut shown: Vec<String> = Vec::new();
    for (i, w) in words.iter().enumerate() {
        if w == "biz" && words.get(i + 1).is_some_and(|next| next == "id") {
            continue;
        }
        shown.push(if w == "id" {
            "ID".to_owned()
        } else {
            w.clone()
        });
    }
    capitalized(shown.join(" "))
}

/// A description list of every field, named in the chosen language where the portal knows
/// the field: enumeration objects as badges, codes the portal knows by name, ISO timestamps in
/// the user's time zone, booleans as Yes/No, arrays as lists and nested objects as nested lists.
#[component]
pub fn RecordView(
    /// The record's fields, shown in [`reading_rank`] order, then by name.
    record: Map<String, Value>,
    /// Names for top-level fields whose meaning on this page is narrower than the contract's
    /// general name (a tariff template's fixed fee counts minor units: it has no currency).
    #[prop(optional)]
    labels: &'static [(&'static str, Key)],
) -> impl IntoView {
    let i18n = use_i18n();
    render_map(record, labels, i18n)
}

/// Where a field comes when a person reads a record: what it is (id, name), its state (status,
/// type), its money (amounts, fees, rates, currency), everything else, then who changed it when.
fn reading_rank(name: &str) -> u8 {
    let lower = name.to_ascii_lowercase();
    // History first: "generatedAt" holds "rate" but is a time.
    if name.ends_with("At") || name.ends_with("By") {
        5
    } else if name == "bizId" || name == "id" {
        0
    } else if name == "name" || name.ends_with("Name") || name == "code" || name.ends_with("Code") {
        1
    } else if lower.ends_with("status") || lower.ends_with("type") || lower.ends_with("category") {
        2
    } else if ["amount", "fee", "rate", "currency", "balance", "limit"]
        .iter()
        .any(|money| lower.contains(money))
    {
        3
    } else {
        4
    }
}

fn render_map(map: Map<String, Value>, labels: &[(&str, Key)], i18n: I18n) -> AnyView {
    // A card opens under the connection its record names.
    let connection = map
        .get("connectionBizId")
        .and_then(Value::as_str)
        .map(str::to_owned);
    // Stable: within a rank the fields keep their name order.
    let fields = sorted_by_key(map.into_iter().collect(), |(name, _)| {
        i64::from(reading_rank(name))
    });
    let rows = fields
        .into_iter()
        .map(|(name, value)| {
            view! {
                <div class="record__row">
                    <dt class="record__name">{field_name(&name, labels, i18n)}</dt>
                    <dd class="record__value">{
                        linked(&name, &value, connection.clone())
                            .or_else(|| classified(&name, &value, i18n))
                            .or_else(|| named_code(&name, &value, i18n))
                            .unwrap_or_else(|| render_value(value, i18n))
                    }</dd>
                </div>
            }
        })
        .collect_view();
    view! { <dl class="record">{rows}</dl> }.into_any()
}

/// A field's name in the chosen language when the page or the portal knows the field, else
/// made readable.
fn field_name(name: &str, labels: &[(&str, Key)], i18n: I18n) -> AnyView {
    let page_label = labels
        .iter()
        .find(|(field, _)| *field == name)
        .map(|(_, key)| *key);
    match page_label.or_else(|| field_key(name).map(Key::from)) {
        Some(key) => (move || i18n.t(key)).into_any(),
        None => humanize_field(name).into_any(),
    }
}

/// Whether `text` is a decimal written with a point ("0.0025", "-1.5"): a rate or a fraction,
/// which then takes the chosen locale's decimal mark. Integers (ids, counts) stay as written.
fn is_decimal(text: &str) -> bool {
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let unsigned = text.strip_prefix('-').unwrap_or(text);
    unsigned
        .split_once('.')
        .is_some_and(|(whole, fraction)| digits(whole) && digits(fraction))
}

fn decimal_or_text(text: String) -> AnyView {
    if is_decimal(&text) {
        view! { <span>{move || localize_number(&text)}</span> }.into_any()
    } else {
        view! { <span>{text}</span> }.into_any()
    }
}

/// A field that names another record the portal opens, as a link to it.
fn linked(field: &str, value: &Value, parent: Option<String>) -> Option<AnyView> {
    let kind = linked_kind(field)?;
    let id = value
        .as_str()
        .filter(|id| !id.trim().is_empty())?
        .to_owned();
    Some(view! { <RecordLink kind id parent/> }.into_any())
}

/// A code in a field that sorts things: a status as the badge tables show; a type, category,
/// method, kind or mode by the portal's name for it, else the code made readable
/// (`CARD_PAYMENT` reads "Card payment"), the code itself in the title.
fn classified(field: &str, value: &Value, i18n: I18n) -> Option<AnyView> {
    let code = value
        .as_str()
        .filter(|text| looks_like_code(text))?
        .to_owned();
    let lower = field.to_ascii_lowercase();
    if lower.ends_with("status") || lower.ends_with("state") {
        return Some(view! { <EnumBadge value=EnumValue::Plain(code)/> }.into_any());
    }
    if !["type", "category", "method", "kind", "mode"]
        .iter()
        .any(|sort| lower.ends_with(sort))
    {
        return None;
    }
    Some(code_label(code, i18n))
}

/// A code that sorts things, by the portal's name for it, else made readable, with the code
/// itself in the title.
pub fn code_label(code: String, i18n: I18n) -> AnyView {
    let text = match code_name(&code) {
        Some(key) => (move || i18n.t(key)).into_any(),
        None => humanize_code(&code).into_any(),
    };
    view! { <span title=code>{text}</span> }.into_any()
}

/// A country (`…Country`, an ISO code) or a language (`…Language`, a tag the portal speaks)
/// by its name in the chosen language, as the pickers name them: "Singapore (SG)", "日本語".
fn named_code(field: &str, value: &Value, i18n: I18n) -> Option<AnyView> {
    let code = value.as_str()?.to_owned();
    let is = |suffix: &str, whole: &str| field == whole || field.ends_with(suffix);
    if is("Country", "country") && code.len() == 2 && code.bytes().all(|b| b.is_ascii_uppercase()) {
        let text = move || match region_name(i18n.ui_locale(), &code) {
            Some(name) => format!("{name} ({code})"),
            None => code.clone(),
        };
        return Some(view! { <span>{text}</span> }.into_any());
    }
    if is("Language", "language") {
        let locale = portal_api::Locale::from_tag(&code)?;
        return Some(view! { <span>{native_name(locale)}</span> }.into_any());
    }
    None
}

fn render_value(value: Value, i18n: I18n) -> AnyView {
    match value {
        // A blank text says as little as a null: both read "Not set" rather than nothing.
        Value::Null => view! {
            <span class="record__empty">{move || i18n.t(CommonKey::NotSet)}</span>
        }
        .into_any(),
        Value::String(s) if s.trim().is_empty() => render_value(Value::Null, i18n),
        Value::Bool(b) => {
            let key = if b { CommonKey::Yes } else { CommonKey::No };
            view! { <span>{move || i18n.t(key)}</span> }.into_any()
        }
        Value::Number(n) => decimal_or_text(n.to_string()),
        Value::String(s) if looks_like_timestamp(&s) => view! { <LocalTime iso=s/> }.into_any(),
        Value::String(s) if is_decimal(&s) => decimal_or_text(s),
        Value::String(s) => match code_name(&s) {
            Some(key) => view! { <span>{move || i18n.t(key)}</span> }.into_any(),
            None => view! { <span>{s}</span> }.into_any(),
        },
        Value::Array(items) if items.is_empty() => view! {
            <span class="record__empty">{move || i18n.t(CommonKey::NoItems)}</span>
        }
        .into_any(),
        Value::Array(items) => {
            let items = items
                .into_iter()
                .map(|item| view! { <li>{render_value(item, i18n)}</li> })
                .collect_view();
            view! { <ul class="record__list">{items}</ul> }.into_any()
        }
        // An empty object holds nothing to list: it reads as "Not set", as a null does.
        Value::Object(map) if map.is_empty() => render_value(Value::Null, i18n),
        Value::Object(map) => match enum_object(&map) {
            Some(e) => view! { <EnumBadge value=EnumValue::Object(e)/> }.into_any(),
            None => render_map(map, &[], i18n),
        },
    }
}

fn enum_object(map: &Map<String, Value>) -> Option<EnumObject> {
    if map.get("code").is_some_and(Value::is_string) && map.get("value").is_some_and(Value::is_i64)
    {
        serde_json::from_value(Value::Object(map.clone())).ok()
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::{humanize_field, is_decimal, reading_rank};

    #[test]
    fn only_plain_decimals_count_as_decimals() {
        assert!(is_decimal("0.0025"));
        assert!(is_decimal("-1.5"));
        assert!(!is_decimal("42"));
        assert!(!is_decimal("10.0.0.1"));
        assert!(!is_decimal(".5"));
        assert!(!is_decimal("1.2a"));
        assert!(!is_decimal("2026-01-01"));
    }

    #[test]
    fn reads_identity_state_money_rest_then_history() {
        let mut names = vec![
            "amount",
            "bizId",
            "channelBizId",
            "channelName",
            "createdAt",
            "createdBy",
            "currency",
            "generatedAt",
            "remark",
            "status",
            "updatedAt",
            "walletType",
        ];
        names.sort_by_key(|name| reading_rank(name));
        assert_eq!(
            names,
            [
                "bizId",
                "channelName",
                "status",
                "walletType",
                "amount",
                "currency",
                "channelBizId",
                "remark",
                "createdAt",
                "createdBy",
                "generatedAt",
                "updatedAt",
            ]
        );
    }

    #[test]
    fn humanizes_field_names() {
        assert_eq!(humanize_field("createdAt"), "Created at");
        assert_eq!(humanize_field("transactionBizId"), "Transaction ID");
        assert_eq!(humanize_field("bizId"), "ID");
        assert_eq!(humanize_field("bizName"), "Biz name");
        assert_eq!(humanize_field("invitation_status"), "Invitation status");
        assert_eq!(humanize_field("name"), "Name");
    }
}
