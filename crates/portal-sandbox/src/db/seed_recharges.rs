//! The demo recharge channels and recharges: deterministic, written with prepared statements.

use portal_api::recharges::RechargeStatus;
use rusqlite::Connection;

use super::recharge_channels::{self, ChannelRow};
use super::recharges::{self, RechargeRow};
use super::seed_numbers::Numbers;
use crate::currencies::{Currency, EUR, JPY, KWD, USD};
use crate::demo;

const MINUTE_MS: i64 = 60 * 1000;
const DAY_MS: i64 = 24 * 60 * MINUTE_MS;

/// A channel, how often it is used (percent) and its plausible amounts (minor units).
struct ChannelSeed {
    biz_id: &'static str,
    name: &'static str,
    currency: Currency,
    channel_type: i64,
    fee_model: i64,
    fee_fixed_amount: i64,
    fee_rate: &'static str,
    bands: Option<&'static str>,
    connection: &'static str,
    share: u64,
    amounts: (i64, i64),
    /// Round amounts are common: half of them are rounded down to a multiple of this.
    round_to: i64,
}

const CHANNELS: [ChannelSeed; 4] = [
    ChannelSeed {
        biz_id: demo::RECHARGE_CHANNEL_SWIFT_USD,
        name: "SWIFT Transfer",
        currency: USD,
        channel_type: 1,
        fee_model: 1,
        fee_fixed_amount: 1500,
        fee_rate: "0",
        bands: None,
        connection: r#"{"provider":"swift","bic":"DEMOUS33XXX","account":"0001234567"}"#,
        share: 35,
        amounts: (2_000, 2_500_000),
        round_to: 1_000,
    },
    ChannelSeed {
        biz_id: demo::RECHARGE_CHANNEL_SEPA_EUR,
        name: "SEPA Credit Transfer",
        currency: EUR,
        channel_type: 1,
        fee_model: 3,
        fee_fixed_amount: 50,
        fee_rate: "0.0025",
        bands: None,
        connection: r#"{"provider":"sepa","iban":"DE89370400440532013000"}"#,
        share: 30,
        amounts: (2_000, 2_000_000),
        round_to: 500,
    },
    ChannelSeed {
        biz_id: demo::RECHARGE_CHANNEL_CARD_JPY,
        name: "Card Acquiring Japan",
        currency: JPY,
        channel_type: 2,
        fee_model: 2,
        fee_fixed_amount: 0,
        fee_rate: "0.0290",
        bands: None,
        connection: r#"{"provider":"card-acquirer","merchantId":"JP-DEMO-0042"}"#,
        share: 20,
        amounts: (1_000, 3_000_000),
        round_to: 1_000,
    },
    ChannelSeed {
        biz_id: demo::RECHARGE_CHANNEL_KNET_KWD,
        name: "KNET Kuwait",
        currency: KWD,
        channel_type: 3,
        fee_model: 4,
        fee_fixed_amount: 0,
        fee_rate: "0",
        bands: Some(
            r#"{"bands":[{"upTo":100000,"feeRate":"0.0100"},{"upTo":null,"feeRate":"0.0075"}]}"#,
        ),
        connection: r#"{"provider":"knet","terminalId":"KW-DEMO-7"}"#,
        share: 15,
        amounts: (5_000, 750_000),
        round_to: 1_000,
    },
];

const CONFIRM_REMARKS: [&str; 3] = [
    "Funds received",
    "Matched to the bank statement",
    "Verified with the payer",
];
const REJECT_REMARKS: [&str; 4] = [
    "Payer name does not match the account",
    "Duplicate of an earlier transfer",
    "Amount differs from the transfer received",
    "Funds not received within 72 hours",
];
const DECIDERS: [&str; 3] = [demo::ADMIN_EMAIL, demo::OPS_EMAIL, demo::TENANT_ADMIN_EMAIL];

/// Writes the channels and [`demo::RECHARGE_COUNT`] recharges created over the
/// [`demo::RECHARGE_DAYS`] days before `now`, oldest first.
pub fn seed(conn: &Connection, now: i64) -> rusqlite::Result<()> {
    let created = now - DAY_MS * (demo::RECHARGE_DAYS + 1);
    for c in &CHANNELS {
        recharge_channels::insert(
            conn,
            &ChannelRow {
                biz_id: c.biz_id.to_owned(),
                name: c.name.to_owned(),
                currency_code: c.currency.code.to_owned(),
                currency_value: c.currency.value,
                channel_type: c.channel_type,
                fee_model: c.fee_model,
                fee_fixed_amount: c.fee_fixed_amount,
                fee_rate: c.fee_rate.to_owned(),
                bands_config: c.bands.map(str::to_owned),
                connection_config: c.connection.to_owned(),
                created_at: created,
                updated_at: created,
            },
        )?;
    }
    let mut numbers = Numbers::new(0x5EED_2026);
    let count = demo::RECHARGE_COUNT;
    let start = now - DAY_MS * demo::RECHARGE_DAYS;
    let step = DAY_MS * demo::RECHARGE_DAYS / count as i64;
    let rows = (1..=count).map(move |n| {
        let created_at = start + step * (n as i64 - 1) + numbers.below(step as u64) as i64;
        recharge(&mut numbers, n, created_at, now)
    });
    recharges::insert_all(conn, rows)
}

fn recharge(numbers: &mut Numbers, n: usize, created_at: i64, now: i64) -> RechargeRow {
    let channel = &CHANNELS[numbers.weighted(CHANNELS.iter().map(|c| c.share))];
    let institution =
        demo::RECHARGE_INSTITUTIONS[numbers.weighted(demo::RECHARGE_INSTITUTIONS.map(|i| i.1))].0;
    let status = match numbers.below(100) {
        0..=32 => RechargeStatus::Pending,
        33..=79 => RechargeStatus::Confirmed,
        _ => RechargeStatus::Rejected,
    };
    let decided_at = (status != RechargeStatus::Pending)
        .then(|| (created_at + MINUTE_MS * (5 + numbers.below(36 * 60) as i64)).min(now));
    let remark = match status {
        RechargeStatus::Pending => None,
        RechargeStatus::Confirmed => Some(numbers.pick(&CONFIRM_REMARKS)),
        RechargeStatus::Rejected => Some(numbers.pick(&REJECT_REMARKS)),
    };
    RechargeRow {
        biz_id: demo::recharge_biz_id(n),
        institution_biz_id: institution.to_owned(),
        channel_biz_id: channel.biz_id.to_owned(),
        channel_name: channel.name.to_owned(),
        currency_code: channel.currency.code.to_owned(),
        currency_value: channel.currency.value,
        amount: amount(numbers, channel),
        payer: numbers.pick(&demo::RECHARGE_PAYERS).to_owned(),
        status,
        operator_remark: remark.map(str::to_owned),
        decided_by: decided_at.map(|_| numbers.pick(&DECIDERS).to_owned()),
        decided_at,
        created_at,
        updated_at: decided_at.unwrap_or(created_at),
    }
}

/// Mostly small amounts, a few large ones; half of them round.
fn amount(numbers: &mut Numbers, channel: &ChannelSeed) -> i64 {
    let (low, high) = channel.amounts;
    let u = numbers.below(1_000_000) as f64 / 1_000_000.0;
    let amount = low + ((high - low) as f64 * u * u) as i64;
    if numbers.below(2) == 0 {
        (amount / channel.round_to * channel.round_to).max(low)
    } else {
        amount
    }
}

/// Adds `count` pending recharges to `institution`, created at `now`, as payers' transfers
/// arriving while the portal is open would; their business ids, in order.
pub fn arrive(
    conn: &Connection,
    institution: &str,
    count: usize,
    now: i64,
) -> rusqlite::Result<Vec<String>> {
    let stored = super::sql::row_count(conn, "recharges")?;
    let mut numbers = Numbers::new(0xA221_0000 ^ stored as u64);
    let rows: Vec<RechargeRow> = (1..=count)
        .map(|k| {
            let mut row = recharge(&mut numbers, stored as usize + k, now, now);
            row.institution_biz_id = institution.to_owned();
            row.status = RechargeStatus::Pending;
            row.operator_remark = None;
            row.decided_by = None;
            row.decided_at = None;
            row.updated_at = now;
            row
        })
        .collect();
    let ids = rows.iter().map(|r| r.biz_id.clone()).collect();
    recharges::insert_all(conn, rows)?;
    Ok(ids)
}
