//! `POST /exports`: what to export, a remark, and the parameters that narrow it.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::ExportType;
use crate::validation::{Checks, Rule, ValidationErrors};

/// The longest remark.
pub const EXPORT_REMARK_MAX: usize = 255;
/// Parameter: the first day exported (`YYYY-MM-DD`, UTC), inclusive.
pub const PARAM_DATE_FROM: &str = "dateFrom";
/// Parameter: the last day exported (`YYYY-MM-DD`, UTC), inclusive.
pub const PARAM_DATE_TO: &str = "dateTo";
/// Parameter: the first instant exported (`YYYY-MM-DDTHH:MM:SSZ`), inclusive. The portal sends
/// the start of its user's first day in their time zone; it replaces [`PARAM_DATE_FROM`].
pub const PARAM_CREATED_SINCE: &str = "createdSince";
/// Parameter: the first instant no longer exported (`YYYY-MM-DDTHH:MM:SSZ`): the end of the
/// user's last day in their time zone; it replaces [`PARAM_DATE_TO`].
pub const PARAM_CREATED_BEFORE: &str = "createdBefore";

/// The export request: `exportType`, `remark`, `params`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ExportRequest {
    /// One of [`ExportType`]'s codes.
    #[serde(default)]
    pub export_type: String,
    /// Why the export was made.
    #[serde(default)]
    pub remark: String,
    /// Parameters: a JSON object; the known keys are [`PARAM_DATE_FROM`] and [`PARAM_DATE_TO`].
    #[serde(default = "empty_object")]
    pub params: Value,
}

fn empty_object() -> Value {
    Value::Object(Map::new())
}

/// Whether `text` is a calendar date `YYYY-MM-DD` (days checked against the month, leap
/// years included).
fn is_date(text: &str) -> bool {
    let b = text.as_bytes();
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
        return false;
    }
    let num = |r: std::ops::Range<usize>| text.get(r).and_then(|s| s.parse::<u32>().ok());
    let (Some(y), Some(m), Some(d)) = (num(0..4), num(5..7), num(8..10)) else {
        return false;
    };
    if !text
        .bytes()
        .enumerate()
        .all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit())
    {
        return false;
    }
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    let days = match m {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return false,
    };
    (1..=days).contains(&d)
}

/// Whether `text` is an instant `YYYY-MM-DDTHH:MM:SSZ` on a calendar day.
fn is_instant(text: &str) -> bool {
    crate::recharges::instant(text).is_ok() && text.get(..10).is_some_and(is_date)
}

/// The type must be a known one, the remark at most 255 characters, and `params` an object
/// whose `dateFrom` and `dateTo`, when given, are days (`YYYY-MM-DD`), `dateFrom` not after
/// `dateTo`, and whose `createdSince` and `createdBefore`, when given, are instants, the first
/// before the second. Other keys are left alone: the contract does not list them, and a deployment
/// may take more.
pub fn validate_export_request(request: &ExportRequest) -> Result<(), ValidationErrors> {
    let mut checks = Checks::default();
    if request.export_type.trim().is_empty() {
        checks.check(true, "exportType", Rule::Required);
    } else {
        let unknown = ExportType::from_code(request.export_type.trim()).is_none();
        checks.check(unknown, "exportType", Rule::Unknown);
    }
    checks.max_len("remark", &request.remark, EXPORT_REMARK_MAX);
    match &request.params {
        Value::Object(map) => {
            let date = |key: &str| map.get(key).and_then(Value::as_str);
            let bad = [PARAM_DATE_FROM, PARAM_DATE_TO]
                .iter()
                .filter_map(|key| map.get(*key))
                .any(|value| !value.as_str().is_some_and(is_date));
            let bad_instant = [PARAM_CREATED_SINCE, PARAM_CREATED_BEFORE]
                .iter()
                .filter_map(|key| map.get(*key))
                .any(|value| !value.as_str().is_some_and(is_instant));
            checks.check(bad || bad_instant, "params", Rule::Unknown);
            // Days out of order are wrong whatever else the parameters hold.
            if let (Some(from), Some(to)) = (date(PARAM_DATE_FROM), date(PARAM_DATE_TO)) {
                checks.check(
                    is_date(from) && is_date(to) && from > to,
                    "params",
                    Rule::MinAboveMax,
                );
            }
            let instant = |key: &str| date(key).filter(|t| is_instant(t));
            if let (Some(since), Some(before)) =
                (instant(PARAM_CREATED_SINCE), instant(PARAM_CREATED_BEFORE))
            {
                // Instants of one form compare as text.
                checks.check(since >= before, "params", Rule::MinAboveMax);
            }
        }
        _ => checks.check(true, "params", Rule::NotJsonObject),
    }
    checks.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn request(body: Value) -> ExportRequest {
        serde_json::from_value(body).unwrap()
    }

    #[test]
    fn reads_the_contract_fields_and_checks_them() {
        let ok = request(json!({"exportType": "TRANSFERS", "remark": "month end",
            "params": {"dateFrom": "2024-02-01", "dateTo": "2024-02-29"}}));
        assert_eq!(validate_export_request(&ok), Ok(()));
        let bare = request(json!({"exportType": "RECHARGES"}));
        assert_eq!(bare.params, json!({}));
        assert_eq!(validate_export_request(&bare), Ok(()));

        let rule = |body: Value, field: &str| {
            validate_export_request(&request(body))
                .unwrap_err()
                .rule_of(field)
        };
        assert_eq!(rule(json!({}), "exportType"), Some(Rule::Required));
        assert_eq!(
            rule(json!({"exportType": "CATS"}), "exportType"),
            Some(Rule::Unknown)
        );
        assert_eq!(
            rule(json!({"exportType": "TRANSFERS", "params": [1]}), "params"),
            Some(Rule::NotJsonObject)
        );
        let other = request(json!({"exportType": "TRANSFERS", "params": {"region": "eu"}}));
        assert_eq!(validate_export_request(&other), Ok(()));
        assert_eq!(
            rule(
                json!({"exportType": "TRANSFERS", "params": {"dateTo": 20240201}}),
                "params"
            ),
            Some(Rule::Unknown)
        );
        assert_eq!(
            rule(
                json!({"exportType": "TRANSFERS", "params": {"dateFrom": "2023-02-29"}}),
                "params"
            ),
            Some(Rule::Unknown)
        );
        assert_eq!(
            rule(
                json!({"exportType": "TRANSFERS", "params": {"dateFrom": "2024-03-01", "dateTo": "2024-02-01"}}),
                "params"
            ),
            Some(Rule::MinAboveMax)
        );
        // Days out of order are refused beside a bad day.
        let both = validate_export_request(&request(json!({"exportType": "TRANSFERS",
            "params": {"dateFrom": "2024-03-01", "dateTo": "2024-02-01x", "region": "eu"}})))
        .unwrap_err();
        let rules: Vec<Rule> = both.0.iter().map(|e| e.rule).collect();
        assert_eq!(rules, [Rule::Unknown]);
        // The user's days as instants: well formed, in order.
        let since = json!({"exportType": "TRANSFERS", "params": {"dateFrom": "2024-02-01",
            "createdSince": "2024-01-31T15:00:00Z", "createdBefore": "2024-02-29T15:00:00Z"}});
        assert_eq!(validate_export_request(&request(since)), Ok(()));
        assert_eq!(
            rule(
                json!({"exportType": "TRANSFERS", "params": {"createdSince": "2024-02-30T00:00:00Z"}}),
                "params"
            ),
            Some(Rule::Unknown)
        );
        assert_eq!(
            rule(
                json!({"exportType": "TRANSFERS", "params": {"createdSince": "2024-03-01T00:00:00Z",
                    "createdBefore": "2024-02-01T00:00:00Z"}}),
                "params"
            ),
            Some(Rule::MinAboveMax)
        );
        let long = "x".repeat(256);
        assert_eq!(
            rule(json!({"exportType": "TRANSFERS", "remark": long}), "remark"),
            Some(Rule::TooLong(255))
        );
    }

    #[test]
    fn dates_are_calendar_days() {
        assert!(is_date("2024-02-29") && is_date("2000-02-29") && is_date("2026-12-31"));
        assert!(!is_date("1900-02-29") && !is_date("2026-13-01") && !is_date("2026-1-01"));
        assert!(!is_date("2026-04-31") && !is_date("2026+04-30") && !is_date("2026-04-3x"));
    }
}
