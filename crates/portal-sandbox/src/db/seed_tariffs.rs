//! The demo tariff templates, the workspaces' wallets and the tariffs copied onto them.

use portal_api::currency::{Currency, KWD, SGD, USD};
use portal_api::fees::FeeModel;
use portal_api::wallet_type::WalletType;
use rusqlite::Connection;

use super::tariff_templates::{self, TemplateRow};
use super::wallet_tariffs;
use super::wallets::{self, WalletRow};
use crate::demo;

const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// (id, code, name, description, fee model, fixed amount, rate); the first is the default.
const TEMPLATES: [(&str, &str, &str, &str, FeeModel, i64, &str); 4] = [
    (
        demo::TARIFF_TEMPLATE_STANDARD,
        "STANDARD",
        "Standard",
        "Fixed fee plus a small rate; the default for new wallets.",
        FeeModel::FixedPlusRate,
        50,
        "0.0050",
    ),
    (
        "tpl_premium",
        "PREMIUM",
        "Premium",
        "Rate only, for high-volume wallets.",
        FeeModel::Rate,
        0,
        "0.0025",
    ),
    (
        "tpl_merchant_flat",
        "MERCHANT_FLAT",
        "Merchant flat fee",
        "One fixed fee per transfer.",
        FeeModel::Fixed,
        100,
        "0",
    ),
    (
        "tpl_internal",
        "INTERNAL",
        "Internal (no fee)",
        "Transfers between an institution's own wallets.",
        FeeModel::Fixed,
        0,
        "0",
    ),
];

/// (id, workspace, name, type, currency, template of its tariff).
type WalletSeed = (
    &'static str,
    &'static str,
    &'static str,
    WalletType,
    Currency,
    Option<&'static str>,
);

/// The wallets, oldest first; each workspace's wallets share one currency.
pub(super) const WALLETS: [WalletSeed; 9] = [
    (
        demo::WALLET_ACME_OPERATING,
        demo::INSTITUTION_ACME,
        "Operating account",
        WalletType::Business,
        USD,
        Some(demo::TARIFF_TEMPLATE_STANDARD),
    ),
    (
        "wal_acme_payroll_usd",
        demo::INSTITUTION_ACME,
        "Payroll",
        WalletType::Business,
        USD,
        Some("tpl_premium"),
    ),
    (
        "wal_acme_settlement_usd",
        demo::INSTITUTION_ACME,
        "Merchant settlement",
        WalletType::Merchant,
        USD,
        Some("tpl_merchant_flat"),
    ),
    (
        demo::WALLET_ACME_CARD,
        demo::INSTITUTION_ACME,
        "Card funding",
        WalletType::Card,
        USD,
        None,
    ),
    (
        "wal_globex_float_sgd",
        demo::INSTITUTION_GLOBEX,
        "Customer float",
        WalletType::Personal,
        SGD,
        Some(demo::TARIFF_TEMPLATE_STANDARD),
    ),
    (
        "wal_globex_fees_sgd",
        demo::INSTITUTION_GLOBEX,
        "Fee income",
        WalletType::Business,
        SGD,
        Some("tpl_internal"),
    ),
    (
        "wal_globex_card_sgd",
        demo::INSTITUTION_GLOBEX,
        "Card funding",
        WalletType::Card,
        SGD,
        None,
    ),
    (
        "wal_hooli_main_kwd",
        demo::INSTITUTION_HOOLI,
        "Main account",
        WalletType::Business,
        KWD,
        Some(demo::TARIFF_TEMPLATE_STANDARD),
    ),
    (
        "wal_hooli_reserve_kwd",
        demo::INSTITUTION_HOOLI,
        "Reserve",
        WalletType::Business,
        KWD,
        Some("tpl_premium"),
    ),
];

/// Writes the templates, the wallets and their tariffs, created before the transfers.
pub fn seed(conn: &Connection, now: i64) -> rusqlite::Result<()> {
    let created = now - DAY_MS * 120;
    let mut templates = Vec::new();
    for (i, (biz_id, code, name, description, model, fixed, rate)) in TEMPLATES.iter().enumerate() {
        let row = TemplateRow {
            biz_id: (*biz_id).to_owned(),
            code: (*code).to_owned(),
            name: (*name).to_owned(),
            description: (*description).to_owned(),
            is_default: i == 0,
            fee_model: model.value(),
            fee_fixed_amount: *fixed,
            fee_rate: (*rate).to_owned(),
            created_at: created + i as i64,
            updated_at: created + i as i64,
        };
        tariff_templates::insert(conn, &row)?;
        templates.push(row);
    }
    for (i, (biz_id, workspace, name, kind, currency, template)) in WALLETS.iter().enumerate() {
        let at = created + DAY_MS + i as i64;
        wallets::insert(
            conn,
            &WalletRow {
                biz_id: (*biz_id).to_owned(),
                institution_biz_id: (*workspace).to_owned(),
                name: (*name).to_owned(),
                wallet_type: kind.value(),
                currency_code: currency.code.to_owned(),
                currency_value: currency.value,
                created_at: at,
            },
        )?;
        if let Some(template) = templates
            .iter()
            .find(|t| Some(t.biz_id.as_str()) == *template)
        {
            let tariff = biz_id.replacen("wal_", "wtf_", 1);
            wallet_tariffs::insert_from(conn, &tariff, biz_id, template, at)?;
        }
    }
    Ok(())
}
