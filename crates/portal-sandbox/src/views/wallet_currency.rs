//! A wallet currency row as the record the portal reads (docs/sandbox-records.md).

use portal_api::wallet_currencies::WalletCurrency;
use portal_api::EnumValue;
use serde_json::{Map, Value};

use crate::clock::iso;
use crate::currencies;
use crate::db::wallet_currencies::WalletCurrencyRow;

/// The record: the named fields of [`WalletCurrency`], `createdAt` in `other`.
pub fn wallet_currency(row: &WalletCurrencyRow) -> WalletCurrency {
    let mut other = Map::new();
    other.insert("createdAt".to_owned(), Value::String(iso(row.created_at)));
    WalletCurrency {
        biz_id: row.biz_id.clone(),
        wallet_type: Some(EnumValue::Object(row.wallet_type.to_enum())),
        currency: Some(currencies::to_enum(&row.currency_code, row.currency_value)),
        enabled: Some(row.enabled),
        updated_at: Some(iso(row.updated_at)),
        other,
    }
}
