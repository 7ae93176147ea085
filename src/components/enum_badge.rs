//! A badge for an enumerated value, in either wire form, named in the chosen language.

use leptos::prelude::*;
use portal_api::EnumValue;

use crate::i18n::{use_i18n, CodeKey, I18n};

/// What a badge's colour says of its code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tone {
    Success,
    Warning,
    Danger,
    Neutral,
}

/// The codes the portal names itself, in every language, with their tone. The server's label
/// is English or a translation key, whatever the chosen language, so it serves only for codes
/// not listed here.
const KNOWN: [(&str, CodeKey, Tone); 32] = [
    ("ACTIVE", CodeKey::Active, Tone::Success),
    ("INACTIVE", CodeKey::Inactive, Tone::Warning),
    ("ENABLED", CodeKey::Enabled, Tone::Success),
    ("DISABLED", CodeKey::Disabled, Tone::Danger),
    ("PENDING", CodeKey::Pending, Tone::Warning),
    ("PENDING_INIT", CodeKey::PendingInit, Tone::Warning),
    ("PENDING_APPROVAL", CodeKey::PendingApproval, Tone::Warning),
    ("REVIEWING", CodeKey::Reviewing, Tone::Warning),
    ("APPROVED", CodeKey::Approved, Tone::Success),
    ("REJECTED", CodeKey::Rejected, Tone::Danger),
    ("SUSPENDED", CodeKey::Suspended, Tone::Danger),
    ("CLOSED", CodeKey::Closed, Tone::Danger),
    ("CONFIRMED", CodeKey::Confirmed, Tone::Success),
    ("COMPLETED", CodeKey::Completed, Tone::Success),
    ("PROCESSING", CodeKey::Processing, Tone::Warning),
    ("READY", CodeKey::Ready, Tone::Success),
    ("FAILED", CodeKey::Failed, Tone::Danger),
    ("ERROR", CodeKey::Error, Tone::Danger),
    ("EXPIRED", CodeKey::Expired, Tone::Neutral),
    ("CANCELLED", CodeKey::Cancelled, Tone::Neutral),
    ("SETTLED", CodeKey::Settled, Tone::Success),
    ("REWARDED", CodeKey::Rewarded, Tone::Success),
    ("FROZEN", CodeKey::Frozen, Tone::Danger),
    ("SERVICE", CodeKey::Service, Tone::Neutral),
    ("TENANT", CodeKey::Tenant, Tone::Neutral),
    ("PARTNER", CodeKey::Partner, Tone::Neutral),
    ("CONSUMER", CodeKey::Consumer, Tone::Neutral),
    ("OWNER", CodeKey::Owner, Tone::Neutral),
    ("CUSTOM", CodeKey::Custom, Tone::Neutral),
    ("RECHARGES", CodeKey::Recharges, Tone::Neutral),
    ("TRANSFERS", CodeKey::Transfers, Tone::Neutral),
    ("EXCHANGES", CodeKey::Exchanges, Tone::Neutral),
];

/// The portal's own name of `code`, where it has one: badges and filters name codes alike.
pub fn code_name(code: &str) -> Option<CodeKey> {
    known(code).map(|(key, _)| key)
}

fn known(code: &str) -> Option<(CodeKey, Tone)> {
    KNOWN
        .iter()
        .find(|(c, _, _)| *c == code)
        .map(|(_, key, tone)| (*key, *tone))
}

/// Words of codes that are read as letters, so stay in capitals: `FX_CONVERSION` reads
/// "FX conversion", not "Fx conversion".
const ACRONYMS: [&str; 14] = [
    "ACH", "API", "ATM", "BIC", "FX", "IBAN", "ID", "IP", "KYC", "OTP", "POS", "SEPA", "SMS",
    "SMTP",
];

/// A readable form of a symbolic code: `PENDING_INIT` becomes "Pending init".
pub fn humanize_code(code: &str) -> String {
    let words: Vec<String> = code
        .split('_')
        .filter(|w| !w.is_empty())
        .map(|w| {
            if ACRONYMS.contains(&w) {
                w.to_owned()
            } else {
                w.to_ascii_lowercase()
            }
        })
        .collect();
    capitalized(words.join(" "))
}

/// Whether `text` looks like a symbolic code (`CARD_PAYMENT`, `EMAIL`): capital letters,
/// digits and underscores, starting with a letter, two characters at least.
pub fn looks_like_code(text: &str) -> bool {
    text.len() >= 2
        && text.starts_with(|c: char| c.is_ascii_uppercase())
        && text
            .bytes()
            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_')
}

/// `text` with its first letter in capitals, for machine words (codes, field names), which
/// are ASCII.
pub fn capitalized(mut text: String) -> String {
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    text
}

// A label that is really a translation key ("status.active") or the bare code reads badly;
// the humanised code reads better.
fn server_label(value: &EnumValue) -> String {
    let label = value.label();
    let looks_like_key = !label.contains(' ') && (label.contains('.') || label == value.code());
    if label.is_empty() || looks_like_key {
        humanize_code(value.code())
    } else {
        label.to_owned()
    }
}

/// The text an [`EnumBadge`] shows for `value`, for searching and filtering what it shows.
pub fn enum_text(value: &EnumValue, i18n: I18n) -> String {
    match known(value.code()) {
        Some((key, _)) => i18n.t(key).to_owned(),
        None => server_label(value),
    }
}

fn class(tone: Tone) -> &'static str {
    match tone {
        Tone::Success => "badge badge--success",
        Tone::Warning => "badge badge--warning",
        Tone::Danger => "badge badge--danger",
        Tone::Neutral => "badge badge--neutral",
    }
}

/// The badge's tooltip: the code, or for a code the portal does not name, the server's
/// description of it when it sent one. The server writes its descriptions in English (or as
/// translation keys) whatever the chosen language, so a known code's is not shown.
fn title(value: &EnumValue) -> String {
    let description = match value {
        EnumValue::Object(o) if known(&o.code).is_none() => o.description.as_deref(),
        _ => None,
    };
    description
        .filter(|d| !d.is_empty())
        .unwrap_or(value.code())
        .to_owned()
}

/// Shows an enumeration object or plain string as a coloured badge, named in the chosen
/// language where the portal knows the code; the code is in the title.
#[component]
pub fn EnumBadge(
    /// The value.
    #[prop(into)]
    value: EnumValue,
) -> impl IntoView {
    let i18n = use_i18n();
    let title = title(&value);
    let (text, tone) = match known(value.code()) {
        Some((key, tone)) => ((move || i18n.t(key)).into_any(), tone),
        None => (server_label(&value).into_any(), Tone::Neutral),
    };
    view! {
        <span class=class(tone) title=title>
            {text}
        </span>
    }
}

#[cfg(test)]
mod tests {
    use super::{humanize_code, known, looks_like_code, title, Tone, KNOWN};
    use portal_api::{EnumObject, EnumValue};

    #[test]
    fn the_title_shows_the_servers_description_only_for_codes_the_portal_does_not_name() {
        let with = |code: &str| {
            EnumValue::Object(EnumObject {
                code: code.to_owned(),
                value: 1,
                label: "Label".to_owned(),
                description: Some("In English".to_owned()),
            })
        };
        assert_eq!(title(&with("PENDING")), "PENDING");
        assert_eq!(title(&with("QUEUED")), "In English");
        assert_eq!(title(&EnumValue::Plain("QUEUED".to_owned())), "QUEUED");
    }

    #[test]
    fn humanizes_codes() {
        assert_eq!(humanize_code("PENDING_INIT"), "Pending init");
        assert_eq!(humanize_code("TENANT"), "Tenant");
        assert_eq!(humanize_code("FX_CONVERSION"), "FX conversion");
        assert_eq!(humanize_code("SMS_OTP"), "SMS OTP");
        assert_eq!(humanize_code(""), "");
    }

    #[test]
    fn tells_codes_from_other_text() {
        assert!(looks_like_code("CARD_PAYMENT"));
        assert!(looks_like_code("EMAIL"));
        assert!(looks_like_code("TIER_2"));
        assert!(!looks_like_code("USD 10"));
        assert!(!looks_like_code("Card"));
        assert!(!looks_like_code("_X"));
        assert!(!looks_like_code("A"));
    }

    #[test]
    fn outcomes_have_the_tone_of_their_meaning() {
        let tone = |code| known(code).map(|(_, tone)| tone);
        assert_eq!(tone("CONFIRMED"), Some(Tone::Success));
        assert_eq!(tone("COMPLETED"), Some(Tone::Success));
        assert_eq!(tone("PROCESSING"), Some(Tone::Warning));
        assert_eq!(tone("FAILED"), Some(Tone::Danger));
        assert_eq!(tone("SOMETHING_NEW"), None);
    }

    #[test]
    fn each_code_is_named_once() {
        for (i, (code, _, _)) in KNOWN.iter().enumerate() {
            assert!(
                KNOWN[i + 1..].iter().all(|(other, _, _)| other != code),
                "{code} is listed twice"
            );
        }
    }
}
