//! The demo channels beyond the recharge queue's four: more recharge channels, their workspace
//! assignments, and withdrawal channels.

use portal_api::channel_type::ChannelType;
use portal_api::currency::{Currency, AUD, CHF, CNY, EUR, GBP, HKD, JPY, KWD, MYR, SGD, USD, VND};
use portal_api::fees::FeeModel;
use portal_api::recharge_channels::UserFeeModel;
use rusqlite::Connection;

use super::recharge_channel_assignments::{self, AssignmentRow};
use super::recharge_channels::{self, ChannelRow};
use super::seed_money::usd_minor;
use super::withdrawal_channels::{self, WithdrawalChannelRow};
use crate::demo;

const HOUR_MS: i64 = 60 * 60 * 1000;
const DAY_MS: i64 = 24 * HOUR_MS;

/// (business id, name, currency, kind) of the recharge channels after the first four.
const RECHARGE_CHANNELS: [(&str, &str, Currency, ChannelType); 26] = [
    ("rch_ach_usd", "ACH Credit", USD, ChannelType::BankTransfer),
    (
        "rch_fedwire_usd",
        "Fedwire Transfer",
        USD,
        ChannelType::BankTransfer,
    ),
    ("rch_card_usd", "Card Acquiring US", USD, ChannelType::Card),
    (
        "rch_wallet_usd",
        "Digital Wallet US",
        USD,
        ChannelType::EWallet,
    ),
    (
        "rch_sepa_instant_eur",
        "SEPA Instant",
        EUR,
        ChannelType::BankTransfer,
    ),
    ("rch_card_eur", "Card Acquiring EU", EUR, ChannelType::Card),
    (
        "rch_ideal_eur",
        "iDEAL Netherlands",
        EUR,
        ChannelType::EWallet,
    ),
    (
        "rch_fps_gbp",
        "Faster Payments UK",
        GBP,
        ChannelType::BankTransfer,
    ),
    (
        "rch_bacs_gbp",
        "BACS Transfer",
        GBP,
        ChannelType::BankTransfer,
    ),
    ("rch_card_gbp", "Card Acquiring UK", GBP, ChannelType::Card),
    (
        "rch_zengin_jpy",
        "Zengin Transfer",
        JPY,
        ChannelType::BankTransfer,
    ),
    (
        "rch_konbini_jpy",
        "Konbini Payment",
        JPY,
        ChannelType::EWallet,
    ),
    (
        "rch_cips_cny",
        "CIPS Transfer",
        CNY,
        ChannelType::BankTransfer,
    ),
    ("rch_alipay_cny", "Alipay China", CNY, ChannelType::EWallet),
    ("rch_unionpay_cny", "UnionPay Card", CNY, ChannelType::Card),
    (
        "rch_fps_hkd",
        "FPS Hong Kong",
        HKD,
        ChannelType::BankTransfer,
    ),
    (
        "rch_octopus_hkd",
        "Octopus Wallet",
        HKD,
        ChannelType::EWallet,
    ),
    (
        demo::RECHARGE_CHANNEL_PAYNOW_SGD,
        "PayNow Singapore",
        SGD,
        ChannelType::BankTransfer,
    ),
    ("rch_card_sgd", "Card Acquiring SG", SGD, ChannelType::Card),
    (
        "rch_grabpay_sgd",
        "GrabPay Singapore",
        SGD,
        ChannelType::EWallet,
    ),
    (
        "rch_duitnow_myr",
        "DuitNow Malaysia",
        MYR,
        ChannelType::BankTransfer,
    ),
    (
        "rch_tng_myr",
        "Touch 'n Go eWallet",
        MYR,
        ChannelType::EWallet,
    ),
    (
        "rch_napas_vnd",
        "NAPAS Vietnam",
        VND,
        ChannelType::BankTransfer,
    ),
    ("rch_momo_vnd", "MoMo Vietnam", VND, ChannelType::EWallet),
    (
        "rch_payid_aud",
        "PayID Australia",
        AUD,
        ChannelType::BankTransfer,
    ),
    (
        "rch_sic_chf",
        "SIC Transfer Switzerland",
        CHF,
        ChannelType::BankTransfer,
    ),
];

/// (channel, institution, who pays the fee there).
const ASSIGNMENTS: [(&str, &str, UserFeeModel); 6] = [
    (
        demo::RECHARGE_CHANNEL_SWIFT_USD,
        demo::INSTITUTION_ACME,
        UserFeeModel::PassThrough,
    ),
    (
        demo::RECHARGE_CHANNEL_SWIFT_USD,
        demo::INSTITUTION_GLOBEX,
        UserFeeModel::Absorbed,
    ),
    (
        demo::RECHARGE_CHANNEL_SEPA_EUR,
        demo::INSTITUTION_ACME,
        UserFeeModel::PassThrough,
    ),
    (
        demo::RECHARGE_CHANNEL_CARD_JPY,
        demo::INSTITUTION_GLOBEX,
        UserFeeModel::WalletTariff,
    ),
    (
        demo::RECHARGE_CHANNEL_KNET_KWD,
        demo::INSTITUTION_HOOLI,
        UserFeeModel::PassThrough,
    ),
    (
        demo::RECHARGE_CHANNEL_PAYNOW_SGD,
        demo::INSTITUTION_ACME,
        UserFeeModel::Absorbed,
    ),
];

/// Currencies paid out by the withdrawal channels, each by bank, card and e-wallet.
const PAYOUT_CURRENCIES: [Currency; 8] = [USD, EUR, GBP, JPY, SGD, HKD, CNY, KWD];

const CARD_RATES: [&str; 3] = ["0.0250", "0.0290", "0.0195"];

/// A fee plausible for the kind of channel: banks charge a fixed fee, cards a rate, e-wallets
/// a fixed fee plus rate or a rate by band.
fn fee(kind: ChannelType, currency: Currency, i: usize) -> (FeeModel, i64, String, Option<String>) {
    match kind {
        ChannelType::BankTransfer => (FeeModel::Fixed, usd_minor(currency, 1.5), "0".into(), None),
        ChannelType::Card => (FeeModel::Rate, 0, CARD_RATES[i % 3].into(), None),
        ChannelType::EWallet if i.is_multiple_of(2) => (
            FeeModel::FixedPlusRate,
            usd_minor(currency, 0.3),
            "0.0150".into(),
            None,
        ),
        ChannelType::EWallet => {
            let bands = format!(
                r#"{{"bands":[{{"upTo":{},"feeRate":"0.0200"}},{{"upTo":null,"feeRate":"0.0120"}}]}}"#,
                usd_minor(currency, 500.0)
            );
            (FeeModel::Bands, 0, "0".into(), Some(bands))
        }
    }
}

/// Writes the recharge channels after the first four (a day apart, after them), the
/// assignments and the withdrawal channels.
pub fn seed(conn: &Connection, now: i64) -> rusqlite::Result<()> {
    let start = now - DAY_MS * (demo::RECHARGE_DAYS - 1);
    for (i, (biz_id, name, currency, kind)) in RECHARGE_CHANNELS.into_iter().enumerate() {
        let (model, fixed, rate, bands) = fee(kind, currency, i);
        let created = start + DAY_MS * i as i64;
        let slug = biz_id.trim_start_matches("rch_");
        recharge_channels::insert(
            conn,
            &ChannelRow {
                biz_id: biz_id.to_owned(),
                name: name.to_owned(),
                currency_code: currency.code.to_owned(),
                currency_value: currency.value,
                channel_type: kind.value(),
                fee_model: model.value(),
                fee_fixed_amount: fixed,
                fee_rate: rate,
                bands_config: bands,
                connection_config: format!(
                    r#"{{"provider":"{slug}","merchantId":"DEMO-{:04}"}}"#,
                    i + 1
                ),
                created_at: created,
                updated_at: created,
            },
        )?;
    }
    for (n, (channel, institution, model)) in ASSIGNMENTS.into_iter().enumerate() {
        let created = now - DAY_MS * (ASSIGNMENTS.len() - n) as i64;
        recharge_channel_assignments::assign(
            conn,
            &AssignmentRow {
                biz_id: format!("asg_{:06}", n + 1),
                channel_biz_id: channel.to_owned(),
                institution_biz_id: institution.to_owned(),
                institution_name: String::new(),
                user_fee_model: model.value(),
                created_at: created,
                updated_at: created,
            },
        )?;
    }
    let kinds = [
        ChannelType::BankTransfer,
        ChannelType::Card,
        ChannelType::EWallet,
    ];
    for (i, (currency, kind)) in PAYOUT_CURRENCIES
        .into_iter()
        .flat_map(|c| kinds.map(|k| (c, k)))
        .enumerate()
    {
        withdrawal_channels::insert(
            conn,
            &withdrawal(currency, kind, i, start + HOUR_MS * i as i64),
        )?;
    }
    Ok(())
}

fn withdrawal(
    currency: Currency,
    kind: ChannelType,
    i: usize,
    created: i64,
) -> WithdrawalChannelRow {
    let (prefix, label, max_usd) = match kind {
        ChannelType::BankTransfer => ("bank", "Bank payout", 100_000.0),
        ChannelType::Card => ("card", "Card payout", 5_000.0),
        ChannelType::EWallet => ("wallet", "E-wallet payout", 2_000.0),
    };
    let (model, fixed, rate) = match kind {
        ChannelType::BankTransfer => (FeeModel::Fixed, usd_minor(currency, 2.0), "0"),
        ChannelType::Card => (FeeModel::Rate, 0, "0.0150"),
        ChannelType::EWallet => (FeeModel::FixedPlusRate, usd_minor(currency, 0.25), "0.0100"),
    };
    WithdrawalChannelRow {
        biz_id: format!("wch_{prefix}_{}", currency.code.to_ascii_lowercase()),
        name: format!("{label} {}", currency.code),
        currency: currency.value,
        channel_type: kind.value(),
        fee_model: model.value(),
        fee_fixed_amount: fixed,
        fee_rate: rate.to_owned(),
        min_amount: usd_minor(currency, 10.0),
        max_amount: usd_minor(currency, max_usd),
        // Two channels are switched off, so the list shows both states.
        enabled: !matches!(i, 11 | 22),
        created_at: created,
        updated_at: created,
    }
}
