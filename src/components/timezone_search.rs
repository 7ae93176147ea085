//! Searching the time zone list: how a zone reads and which zones a search matches.

use portal_api::constants::Timezone;

/// How a zone reads: `Asia/Singapore (UTC+8)`.
pub fn display(tz: &Timezone) -> String {
    format!("{} ({})", tz.zone_id_code, tz.utc_offset)
}

/// Whether a zone matches a search of its id, name, code or offset ("singa", "UTC+8", "+8").
pub fn matches(tz: &Timezone, query: &str) -> bool {
    let query = query.trim().to_lowercase();
    if query.is_empty() {
        return true;
    }
    let compact = query.replace([' ', '_'], "");
    [&tz.zone_id_code, &tz.label, &tz.utc_offset, &tz.code]
        .iter()
        .any(|field| {
            let field = field.to_lowercase();
            field.contains(&query) || field.replace(['_', ' '], "").contains(&compact)
        })
        || display(tz).to_lowercase() == query
}

#[cfg(test)]
mod tests {
    use super::*;

    fn zone(id: &str, label: &str, offset: &str) -> Timezone {
        Timezone {
            code: id.to_uppercase(),
            value: 1,
            label: label.to_owned(),
            zone_id_code: id.to_owned(),
            utc_offset: offset.to_owned(),
        }
    }

    #[test]
    fn searches_by_name_and_offset() {
        let sg = zone("Asia/Singapore", "Singapore", "UTC+8");
        assert!(matches(&sg, ""));
        assert!(matches(&sg, "singa"));
        assert!(matches(&sg, "UTC+8"));
        assert!(matches(&sg, "+8"));
        assert!(matches(&sg, "Asia/Singapore (UTC+8)"));
        assert!(!matches(&sg, "london"));
        let ny = zone("America/New_York", "Eastern Time", "UTC-5");
        assert!(matches(&ny, "new york"));
        assert!(matches(&ny, "eastern"));
        assert_eq!(display(&ny), "America/New_York (UTC-5)");
    }
}
