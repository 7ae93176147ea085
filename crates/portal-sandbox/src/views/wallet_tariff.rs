//! A wallet tariff row, with its wallet, as the record the portal reads (docs/sandbox-records.md).

use portal_api::decimal::DecimalString;
use portal_api::tariffs::WalletTariff;
use serde_json::{Map, Value};

use super::wallet_type;
use crate::clock::iso;
use crate::currencies;
use crate::db::wallet_tariffs::WalletTariffRow;

/// The record: the named fields of [`WalletTariff`], the times in `other`.
pub fn tariff(row: &WalletTariffRow) -> WalletTariff {
    let wallet = &row.wallet;
    let mut other = Map::new();
    other.insert("createdAt".to_owned(), Value::String(iso(row.created_at)));
    other.insert("updatedAt".to_owned(), Value::String(iso(row.updated_at)));
    WalletTariff {
        biz_id: row.biz_id.clone(),
        wallet_biz_id: Some(wallet.biz_id.clone()),
        wallet_name: Some(wallet.name.clone()),
        wallet_type: Some(wallet_type::to_enum(wallet.wallet_type)),
        currency: Some(currencies::to_enum(
            &wallet.currency_code,
            wallet.currency_value,
        )),
        workspace_biz_id: Some(wallet.institution_biz_id.clone()),
        template_biz_id: row.template_biz_id.clone(),
        fee_model: Some(row.fee_model),
        fee_fixed_amount: Some(row.fee_fixed_amount),
        fee_rate: DecimalString::parse(&row.fee_rate).ok(),
        other,
    }
}
