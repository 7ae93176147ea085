//! A fee's rate as a person reads it: its rate, or its bands with their bounds in its currency.

use leptos::prelude::*;
use portal_api::decimal::DecimalString;
use portal_api::fees::{FeeBands, FeeModel};
use portal_api::EnumValue;
use serde_json::Value;

use super::amount::{amount_in, decimal_text};
use crate::i18n::{localize_number, use_i18n, ConfigKey, I18n};

/// Each band of a fee ("up to 100.000 KWD: 0.0100", then "above that: 0.0050"), bounds written
/// in `currency`; `None` when `bands` is not the bands object.
fn band_lines(bands: &Value, currency: Option<&EnumValue>, i18n: I18n) -> Option<Vec<String>> {
    let bands: FeeBands = serde_json::from_value(bands.clone()).ok()?;
    let lines: Vec<String> = bands
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
    (!lines.is_empty()).then_some(lines)
}

/// The bands of a fee on one line, " · " between them.
pub fn bands_text(bands: &Value, currency: Option<&EnumValue>, i18n: I18n) -> Option<String> {
    band_lines(bands, currency, i18n).map(|lines| lines.join(" · "))
}

/// The rate cell of a fee, in the chosen language: its bands for the band model (whose single
/// rate is not used), one a line so the column stays narrow; otherwise its rate.
pub fn fee_rate_cell(
    model: Option<i64>,
    rate: Option<DecimalString>,
    bands: Option<Value>,
    currency: Option<EnumValue>,
) -> AnyView {
    let i18n = use_i18n();
    let by_band = model.and_then(FeeModel::from_value) == Some(FeeModel::Bands);
    let bands = bands.filter(|_| by_band);
    (move || match bands
        .as_ref()
        .and_then(|b| band_lines(b, currency.as_ref(), i18n))
    {
        Some(lines) => {
            let lines = lines
                .into_iter()
                .map(|line| view! { <span class="fee-bands__band">{line}</span> })
                .collect_view();
            view! { <span class="fee-bands">{lines}</span> }.into_any()
        }
        None => decimal_text(rate.as_ref()).into_any(),
    })
    .into_any()
}
