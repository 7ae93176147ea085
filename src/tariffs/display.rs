//! How a template's or a wallet tariff's fee terms read in the interface.

use portal_api::decimal::DecimalString;
use portal_api::fees::FeeModel;

use crate::i18n::I18n;
use crate::money::{fee_model_name, percent_text};

/// The translated fee model; the bare number when the portal does not know it.
pub fn fee_model_text(i18n: I18n, value: Option<i64>) -> String {
    match value.map(|v| (v, FeeModel::from_value(v))) {
        Some((_, Some(model))) => i18n.t(fee_model_name(model)).to_owned(),
        Some((v, None)) => v.to_string(),
        None => String::new(),
    }
}

/// The rate as a percentage ("0.25 %" for 0.0025), with the shown locale's decimal mark.
pub fn rate_text(i18n: I18n, rate: &Option<DecimalString>) -> String {
    percent_text(i18n, rate.as_ref())
}
