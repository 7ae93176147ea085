//! The demo exchanges: deterministic, spread over the tenant workspaces and the seeded pairs.

use portal_api::exchanges::ExchangeStatus;
use rusqlite::Connection;

use super::exchanges::{self, ExchangeRow};
use super::seed_money::{pairs, per_usd, rate_text};
use super::seed_numbers::Numbers;
use crate::demo;

const MINUTE_MS: i64 = 60 * 1000;
const DAY_MS: i64 = 24 * 60 * MINUTE_MS;
/// The exchange fee the demo charges: 0.5 % of the amount sold.
const FEE_PER_MILLE: i64 = 5;

/// Writes [`demo::EXCHANGE_COUNT`] exchanges made over the [`demo::EXCHANGE_DAYS`] days before
/// `now`, oldest first; most completed, some pending (the newest) or failed.
pub fn seed(conn: &Connection, now: i64) -> rusqlite::Result<()> {
    let mut numbers = Numbers::new(0x0E7C_2026);
    let pairs = pairs();
    let count = demo::EXCHANGE_COUNT as i64;
    let step = DAY_MS * demo::EXCHANGE_DAYS / count;
    let start = now - DAY_MS * demo::EXCHANGE_DAYS;
    for n in 1..=demo::EXCHANGE_COUNT {
        let created_at = start + step * (n as i64 - 1) + numbers.below(step as u64) as i64;
        let (source, target) = pairs[numbers.below(pairs.len() as u64) as usize];
        let institution = demo::RECHARGE_INSTITUTIONS
            [numbers.weighted(demo::RECHARGE_INSTITUTIONS.map(|i| i.1))]
        .0;
        // Between 20 and 20,000 US dollars' worth, mostly small.
        let usd = 20.0 + 19_980.0 * (numbers.below(1_000) as f64 / 1_000.0).powi(3);
        let source_major = (usd * per_usd(source)).round().max(1.0);
        let rate = rate_text(source, target);
        let target_major = source_major * rate.parse::<f64>().unwrap_or(0.0);
        let source_amount = (source_major * 10f64.powi(source.exponent() as i32)) as i64;
        let status = match numbers.below(100) {
            _ if created_at > now - 2 * DAY_MS => ExchangeStatus::Pending,
            0..=5 => ExchangeStatus::Failed,
            _ => ExchangeStatus::Completed,
        };
        let settled = created_at + MINUTE_MS * (1 + numbers.below(30) as i64);
        exchanges::insert(
            conn,
            &ExchangeRow {
                biz_id: demo::exchange_biz_id(n),
                institution_biz_id: institution.to_owned(),
                source_currency: source.value,
                target_currency: target.value,
                source_amount,
                target_amount: (target_major * 10f64.powi(target.exponent() as i32)).round() as i64,
                rate,
                fee_amount: source_amount * FEE_PER_MILLE / 1000,
                status,
                created_at,
                updated_at: if status == ExchangeStatus::Pending {
                    created_at
                } else {
                    settled.min(now)
                },
            },
        )?;
    }
    Ok(())
}
