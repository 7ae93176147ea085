//! A fee's rate as a person reads it: a percentage ("2.9 %"), or its bands with their bounds
//! in its currency.

use leptos::prelude::*;
use portal_api::decimal::DecimalString;
use portal_api::fees::{FeeBands, FeeModel};
use portal_api::EnumValue;
use serde_json::{Map, Value};

use super::amount::amount_in;
use crate::i18n::{localize_number, use_i18n, ConfigKey, I18n};

/// A fee rate (a fraction on the wire) as the percentage people read, "2.9 %" for 0.029, with
/// the shown locale's decimal mark; empty without one.
pub fn percent_text(i18n: I18n, rate: Option<&DecimalString>) -> String {
    rate.map_or_else(String::new, |r| {
        let percent = localize_number(&r.percent());
        i18n.tf(ConfigKey::Percent, &[("percent", &percent)])
    })
}

/// Writes the fee rates of a record read whole (`feeRate`, `channelFeeRate`, …) as
/// percentages, so the generic record view never shows 0.029 for 2.9 %. Exchange rates and
/// fields of another shape stay.
pub fn show_rates(record: &mut Map<String, Value>, i18n: I18n) {
    for (field, value) in record.iter_mut() {
        if field != "feeRate" && !field.ends_with("FeeRate") {
            continue;
        }
        // Read leniently, as records are: a JSON number is a rate too.
        let text = match value {
            Value::String(text) => text.clone(),
            Value::Number(number) => number.to_string(),
            _ => continue,
        };
        if let Ok(rate) = DecimalString::parse(&text) {
            *value = Value::String(percent_text(i18n, Some(&rate)));
        }
    }
}

/// Each band of a fee ("up to 100.000 KWD: 1 %", then "above that: 0.5 %"), bounds written
/// in `currency`; `None` when `bands` is not the bands object.
fn band_lines(bands: &Value, currency: Option<&EnumValue>, i18n: I18n) -> Option<Vec<String>> {
    let bands: FeeBands = serde_json::from_value(bands.clone()).ok()?;
    let lines: Vec<String> = bands
        .bands
        .iter()
        .map(|band| {
            let rate = percent_text(i18n, Some(&band.fee_rate));
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
/// rate is not used), one a line so the column stays narrow; otherwise its rate, a percentage.
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
        None => percent_text(i18n, rate.as_ref()).into_any(),
    })
    .into_any()
}
