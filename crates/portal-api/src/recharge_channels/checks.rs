//! The rules a recharge channel's create and update bodies must meet.

use serde_json::Value;

use super::{RechargeChannelRequest, RechargeChannelUpdate};
use crate::fees::{FeeSettings, CHANNEL_FEE_FIELDS};
use crate::validation::{Checks, Rule, ValidationErrors};

/// Longest `channelName` (the contract's field limit).
pub const CHANNEL_NAME_MAX: usize = 255;
/// Longest `connectionConfig` text (a sandbox choice).
pub const CONNECTION_CONFIG_MAX: usize = 4096;

/// `connectionConfig`: at most [`CONNECTION_CONFIG_MAX`] characters of JSON text holding an
/// object (settings are named, so a bare number, string or array is refused).
pub fn validate_connection_config(text: &str) -> Result<(), Rule> {
    if text.chars().count() > CONNECTION_CONFIG_MAX {
        return Err(Rule::TooLong(CONNECTION_CONFIG_MAX));
    }
    match serde_json::from_str::<Value>(text) {
        Ok(Value::Object(_)) => Ok(()),
        _ => Err(Rule::NotJsonObject),
    }
}

/// A name (not blank, at most 255), a supported currency, a valid fee ([`FeeSettings`]) and
/// connection settings that are a JSON object.
pub fn validate_recharge_channel(request: &RechargeChannelRequest) -> Result<(), ValidationErrors> {
    let mut checks = Checks::default();
    checks.required("channelName", &request.channel_name, CHANNEL_NAME_MAX);
    checks.currency("currency", request.currency);
    FeeSettings {
        model: request.channel_fee_model,
        fixed_amount: request.channel_fee_fixed_amount,
        rate: &request.channel_fee_rate,
        bands: request.channel_fee_bands_config.as_ref(),
    }
    .check(CHANNEL_FEE_FIELDS, &mut checks);
    if let Err(rule) = validate_connection_config(&request.connection_config) {
        checks.check(true, "connectionConfig", rule);
    }
    checks.finish()
}

/// An update that names at least one field and leaves `current` (the channel as it is) valid.
pub fn validate_recharge_channel_update(
    update: &RechargeChannelUpdate,
    current: &RechargeChannelRequest,
) -> Result<(), ValidationErrors> {
    if update.is_empty() {
        let mut checks = Checks::default();
        checks.check(true, "body", Rule::NothingToChange);
        return checks.finish();
    }
    validate_recharge_channel(&update.applied_to(current))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decimal::DecimalString;
    use crate::fees::FeeModel;

    fn request() -> RechargeChannelRequest {
        serde_json::from_str(include_str!(
            "../../tests/fixtures/recharge_channel_request.json"
        ))
        .unwrap()
    }

    #[test]
    fn the_contract_example_passes() {
        assert_eq!(validate_recharge_channel(&request()), Ok(()));
    }

    #[test]
    fn connection_config_must_be_a_json_object() {
        assert_eq!(validate_connection_config(r#"{"a":1}"#), Ok(()));
        for bad in ["", "{", "not json", "[1,2]", "42", "\"text\"", "{\"a\":}"] {
            assert_eq!(
                validate_connection_config(bad),
                Err(Rule::NotJsonObject),
                "{bad}"
            );
        }
        let long = format!("{{\"k\":\"{}\"}}", "x".repeat(CONNECTION_CONFIG_MAX));
        assert_eq!(
            validate_connection_config(&long),
            Err(Rule::TooLong(CONNECTION_CONFIG_MAX))
        );
    }

    #[test]
    fn names_currencies_and_fees_are_checked() {
        let mut r = request();
        r.channel_name = "x".repeat(256);
        r.currency = 1;
        r.channel_fee_fixed_amount = -1;
        r.channel_fee_rate = DecimalString::parse("2").unwrap();
        r.channel_fee_bands_config = None;
        r.connection_config = "nope".to_owned();
        let errors = validate_recharge_channel(&r).unwrap_err();
        assert_eq!(errors.rule_of("channelName"), Some(Rule::TooLong(255)));
        assert_eq!(errors.rule_of("currency"), Some(Rule::UnknownCurrency));
        assert_eq!(
            errors.rule_of("channelFeeFixedAmount"),
            Some(Rule::Negative)
        );
        assert_eq!(errors.rule_of("channelFeeRate"), Some(Rule::AboveOne));
        assert_eq!(
            errors.rule_of("channelFeeBandsConfig"),
            Some(Rule::BandsRequired)
        );
        assert_eq!(
            errors.rule_of("connectionConfig"),
            Some(Rule::NotJsonObject)
        );
        r.channel_name = " ".to_owned();
        let errors = validate_recharge_channel(&r).unwrap_err();
        assert_eq!(errors.rule_of("channelName"), Some(Rule::Required));
    }

    #[test]
    fn updates_are_checked_against_the_channel_they_change() {
        let current = request();
        let empty = RechargeChannelUpdate::default();
        let errors = validate_recharge_channel_update(&empty, &current).unwrap_err();
        assert_eq!(errors.rule_of("body"), Some(Rule::NothingToChange));
        let rename = RechargeChannelUpdate {
            channel_name: Some("KNET Kuwait 2".to_owned()),
            ..RechargeChannelUpdate::default()
        };
        assert_eq!(validate_recharge_channel_update(&rename, &current), Ok(()));
        let bad = RechargeChannelUpdate {
            channel_fee_model: Some(FeeModel::Rate),
            connection_config: Some("[]".to_owned()),
            ..RechargeChannelUpdate::default()
        };
        let errors = validate_recharge_channel_update(&bad, &current).unwrap_err();
        assert_eq!(errors.0.len(), 1, "{errors}");
    }
}
