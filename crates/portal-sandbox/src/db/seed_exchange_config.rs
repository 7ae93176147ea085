//! The demo exchange configuration: a fee for the first pairs and a rate for every pair.

use portal_api::exchange_config::{ExternalProvider, RateSource};
use portal_api::fees::FeeModel;
use rusqlite::Connection;

use super::exchange_fees::{self, ExchangeFeeRow};
use super::exchange_rates::{self, ExchangeRateRow};
use super::seed_money::{pairs, rate_text, usd_minor};
use crate::demo;

const HOUR_MS: i64 = 60 * 60 * 1000;
const DAY_MS: i64 = 24 * HOUR_MS;

const FEE_RATES: [&str; 4] = ["0.0050", "0.0075", "0.0100", "0.0025"];

/// Writes [`demo::EXCHANGE_FEE_COUNT`] fees and [`demo::EXCHANGE_RATE_COUNT`] rates, an hour
/// apart, starting 60 days before `now`. Every third rate is quoted by an external provider.
pub fn seed(conn: &Connection, now: i64) -> rusqlite::Result<()> {
    let start = now - 60 * DAY_MS;
    let pairs = pairs();
    for (i, (source, target)) in pairs.iter().take(demo::EXCHANGE_FEE_COUNT).enumerate() {
        let model = FeeModel::ALL[i % FeeModel::ALL.len()];
        let bands = (model == FeeModel::Bands).then(|| {
            format!(
                r#"{{"bands":[{{"upTo":{},"feeRate":"0.0100"}},{{"upTo":null,"feeRate":"0.0060"}}]}}"#,
                usd_minor(*source, 1_000.0)
            )
        });
        let created = start + HOUR_MS * i as i64;
        exchange_fees::insert(
            conn,
            &ExchangeFeeRow {
                biz_id: format!("xfe_{:06}", i + 1),
                source_currency: source.value,
                target_currency: target.value,
                fee_model: model.value(),
                fee_fixed_amount: match model {
                    FeeModel::Fixed | FeeModel::FixedPlusRate => usd_minor(*source, 1.0),
                    FeeModel::Rate | FeeModel::Bands => 0,
                },
                fee_rate: FEE_RATES[i % FEE_RATES.len()].to_owned(),
                bands_config: bands,
                min_amount: usd_minor(*source, 10.0),
                max_amount: usd_minor(*source, 50_000.0),
                created_at: created,
                updated_at: created,
            },
        )?;
    }
    for (i, (source, target)) in pairs.iter().enumerate() {
        let external = i % 3 == 2;
        let provider = ExternalProvider::ALL[i / 3 % ExternalProvider::ALL.len()];
        let created = start + HOUR_MS * i as i64;
        exchange_rates::insert(
            conn,
            &ExchangeRateRow {
                biz_id: format!("xrt_{:06}", i + 1),
                source_currency: source.value,
                target_currency: target.value,
                rate_source: if external {
                    RateSource::External
                } else {
                    RateSource::Fixed
                }
                .value(),
                fixed_rate: rate_text(*source, *target),
                external_provider: external.then(|| provider.value()),
                created_at: created,
                updated_at: created,
            },
        )?;
    }
    Ok(())
}
