//! A fee's rate as a person reads it: its rate, or its bands with their bounds in its currency.

use leptos::prelude::*;
use portal_api::decimal::DecimalString;
use portal_api::fees::{FeeBands, FeeModel};
use portal_api::EnumValue;
use serde_json::Value;

use super::amount::{amount_in, decimal_text};
use crate::i18n::{localize_number, use_i18n, ConfigKey, I18n};

/// The bands of a fee ("up to 100.000 KWD: 0.0100 · above that: 0.0050"), bounds written in
/// `currency`; `None` when `bands` is not the bands object.
pub fn bands_text(bands: &Value, currency: Option<&EnumValue>, i18n: I18n) -> Option<String> {
    let bands: FeeBands = serde_json::from_value(bands.clone()).ok()?;
    let parts: Vec<String> = bands
        .bands
        .iter()
        .map(|band| {
            let rate = localize_number(band.fee_rate.as_str());
            match band.up_to {
                Some(bound) => i18n.tf(
                    ConfigKey::BandUpTo,
                    &[("amount", &amount_in(bound, currency)), ("rate", &rate)],
                ),
                None => i18n.tf(ConfigKey::BandAbove, &[("rate", &rate)]),
            }
        })
        .collect();
    (!parts.is_empty()).then(|| parts.join(" · "))
}

/// The rate cell of a fee: its bands for the band model (whose single rate is not used),
/// otherwise its rate.
fn fee_rate_text(
    model: Option<i64>,
    rate: Option<&DecimalString>,
    bands: Option<&Value>,
    currency: Option<&EnumValue>,
    i18n: I18n,
) -> String {
    let by_band = model.and_then(FeeModel::from_value) == Some(FeeModel::Bands);
    bands
        .filter(|_| by_band)
        .and_then(|b| bands_text(b, currency, i18n))
        .unwrap_or_else(|| decimal_text(rate))
}

/// [`fee_rate_text`] as a table cell, in the chosen language.
pub fn fee_rate_cell(
    model: Option<i64>,
    rate: Option<DecimalString>,
    bands: Option<Value>,
    currency: Option<EnumValue>,
) -> AnyView {
    let i18n = use_i18n();
    (move || {
        fee_rate_text(
            model,
            rate.as_ref(),
            bands.as_ref(),
            currency.as_ref(),
            i18n,
        )
    })
    .into_any()
}
