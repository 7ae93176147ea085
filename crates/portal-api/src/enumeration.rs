//! Enumerations as the wire carries them: objects `{code, value, label, description}` or plain strings.

use serde::{Deserialize, Deserializer, Serialize};

/// An enumeration object as most endpoints return it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EnumObject {
    /// Symbolic name, e.g. `ACTIVE`.
    pub code: String,
    /// Numeric value, e.g. `10010202`.
    pub value: i64,
    /// Display text; may be a translation key.
    #[serde(default)]
    pub label: String,
    /// Optional longer text.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
}

impl EnumObject {
    /// Builds an object whose label is its code.
    pub fn new(code: &str, value: i64) -> Self {
        Self {
            code: code.to_owned(),
            value,
            label: code.to_owned(),
            description: None,
        }
    }
}

/// An enumerated field that arrives either as an object or as a plain string.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum EnumValue {
    /// The object form.
    Object(EnumObject),
    /// The plain string form (the code).
    Plain(String),
}

impl EnumValue {
    /// The symbolic code, whichever form arrived.
    pub fn code(&self) -> &str {
        match self {
            Self::Object(o) => &o.code,
            Self::Plain(s) => s,
        }
    }

    /// The display label: the object's label, or the plain code.
    pub fn label(&self) -> &str {
        match self {
            Self::Object(o) if !o.label.is_empty() => &o.label,
            Self::Object(o) => &o.code,
            Self::Plain(s) => s,
        }
    }
}

/// A selector of a record (a currency, a wallet type) in whichever form the server sends it:
/// an enumeration object, its code, or the bare integer that requests carry (the contract's
/// "selectors are integers"). An integer `known` names becomes that object; another keeps its
/// number as its code, so it still shows.
pub(crate) fn selector<'de, D: Deserializer<'de>>(
    d: D,
    known: fn(i64) -> Option<EnumObject>,
) -> Result<Option<EnumValue>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Wire {
        Number(i64),
        Value(EnumValue),
    }
    Ok(Option::<Wire>::deserialize(d)?.map(|wire| match wire {
        Wire::Value(v) => v,
        Wire::Number(n) => {
            known(n).map_or_else(|| EnumValue::Plain(n.to_string()), EnumValue::Object)
        }
    }))
}

/// Portal / institution type: the service portal.
pub const PORTAL_SERVICE: (&str, i64) = ("SERVICE", 10010101);
/// Portal / institution type: a tenant portal.
pub const PORTAL_TENANT: (&str, i64) = ("TENANT", 10010102);
/// Account status: active.
pub const ACCOUNT_ACTIVE: (&str, i64) = ("ACTIVE", 10010202);
/// Account status: waiting for its password to be set.
pub const ACCOUNT_PENDING_INIT: (&str, i64) = ("PENDING_INIT", 10010207);
/// Institution status (object form): active.
pub const INSTITUTION_ACTIVE: (&str, i64) = ("ACTIVE", 10010403);
/// Role type: the built-in owner role.
pub const ROLE_OWNER: (&str, i64) = ("OWNER", 10010901);
/// Role type: a custom role.
pub const ROLE_CUSTOM: (&str, i64) = ("CUSTOM", 10010902);
/// Notification channel type value: email.
pub const CHANNEL_TYPE_EMAIL: (&str, i64) = ("EMAIL", 80010101);
