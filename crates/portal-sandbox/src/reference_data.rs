//! The countries and time zones of the constants endpoints, embedded from `data/*.json`.

use std::sync::LazyLock;

use portal_api::constants::{Country, Timezone};

static COUNTRIES: LazyLock<Vec<Country>> = LazyLock::new(|| {
    serde_json::from_str(include_str!("../data/countries.json")).unwrap_or_else(|e| {
        tracing::error!(%e, "data/countries.json does not parse");
        Vec::new()
    })
});

static TIMEZONES: LazyLock<Vec<Timezone>> = LazyLock::new(|| {
    serde_json::from_str(include_str!("../data/timezones.json")).unwrap_or_else(|e| {
        tracing::error!(%e, "data/timezones.json does not parse");
        Vec::new()
    })
});

/// Every ISO 3166-1 country.
pub fn countries() -> &'static [Country] {
    &COUNTRIES
}

/// Every listed IANA zone.
pub fn timezones() -> &'static [Timezone] {
    &TIMEZONES
}

/// Whether `zone` is one of the listed IANA zone ids.
pub fn is_known_zone(zone: &str) -> bool {
    TIMEZONES.iter().any(|t| t.zone_id_code == zone)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn data_parses() {
        assert!(countries().len() >= 249);
        assert!(timezones().len() >= 400);
        assert!(is_known_zone("Asia/Singapore"));
        assert!(!is_known_zone("Mars/Olympus"));
    }
}
