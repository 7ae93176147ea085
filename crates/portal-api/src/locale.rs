//! The five locales the API accepts in `X-LOCALE` and `Accept-Language`.

use serde::{Deserialize, Serialize};

/// A locale the API accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Locale {
    /// English (the default).
    #[default]
    #[serde(rename = "en")]
    En,
    /// Simplified Chinese.
    #[serde(rename = "zh")]
    Zh,
    /// Traditional Chinese.
    #[serde(rename = "zh-Hant")]
    ZhHant,
    /// Japanese.
    #[serde(rename = "ja")]
    Ja,
    /// Vietnamese.
    #[serde(rename = "vi")]
    Vi,
}

impl Locale {
    /// Every locale, in menu order.
    pub const ALL: [Locale; 5] = [Self::En, Self::Zh, Self::ZhHant, Self::Ja, Self::Vi];

    /// The wire tag (`en`, `zh`, `zh-Hant`, `ja`, `vi`).
    pub fn tag(self) -> &'static str {
        match self {
            Self::En => "en",
            Self::Zh => "zh",
            Self::ZhHant => "zh-Hant",
            Self::Ja => "ja",
            Self::Vi => "vi",
        }
    }

    /// Parses a wire tag; unknown tags give `None`.
    pub fn from_tag(tag: &str) -> Option<Self> {
        Self::ALL
            .into_iter()
            .find(|l| l.tag().eq_ignore_ascii_case(tag))
    }
}
