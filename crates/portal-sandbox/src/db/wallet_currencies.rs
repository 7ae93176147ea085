//! Wallet currencies: one row per wallet type and currency, switched on or off.

use portal_api::currency::Currency;
use portal_api::wallet_type::WalletType;
use rusqlite::{named_params, Connection, Row};

use super::sql::{insert_sql, parsed};

/// One wallet type and currency pair.
#[derive(Debug, Clone)]
pub struct WalletCurrencyRow {
    /// Business id, `wcy_<type>_<currency>` in lower case.
    pub biz_id: String,
    /// The wallet type.
    pub wallet_type: WalletType,
    /// ISO 4217 code.
    pub currency_code: String,
    /// ISO 4217 numeric value.
    pub currency_value: i64,
    /// Whether wallets of the type may hold the currency.
    pub enabled: bool,
    /// Created, epoch ms.
    pub created_at: i64,
    /// Updated, epoch ms.
    pub updated_at: i64,
}

/// Which rows a listing shows.
#[derive(Debug, Clone, Copy, Default)]
pub struct Filter {
    /// Only this currency's (numeric value).
    pub currency_value: Option<i64>,
    /// Only enabled ones.
    pub enabled_only: bool,
}

const COLUMNS: &str =
    "biz_id, wallet_type, currency_code, currency_value, enabled, created_at, updated_at";

fn from_row(r: &Row<'_>) -> rusqlite::Result<WalletCurrencyRow> {
    Ok(WalletCurrencyRow {
        biz_id: r.get("biz_id")?,
        wallet_type: parsed(r, "wallet_type", "wallet type", |value: &i64| {
            WalletType::from_value(*value)
        })?,
        currency_code: r.get("currency_code")?,
        currency_value: r.get("currency_value")?,
        enabled: r.get("enabled")?,
        created_at: r.get("created_at")?,
        updated_at: r.get("updated_at")?,
    })
}

/// The business id of a pair.
pub fn biz_id(wallet_type: WalletType, currency: Currency) -> String {
    format!(
        "wcy_{}_{}",
        wallet_type.code().to_ascii_lowercase(),
        currency.code.to_ascii_lowercase()
    )
}

/// The rows `filter` shows, by wallet type and then in creation order.
pub fn list(conn: &Connection, filter: Filter) -> rusqlite::Result<Vec<WalletCurrencyRow>> {
    let mut stmt = conn.prepare(&format!(
        "SELECT {COLUMNS} FROM wallet_currencies \
         WHERE (:currency_value IS NULL OR currency_value = :currency_value) \
         AND (:enabled_only = 0 OR enabled = 1) ORDER BY wallet_type, seq"
    ))?;
    let rows = stmt.query_map(
        named_params! {
            ":currency_value": filter.currency_value,
            ":enabled_only": filter.enabled_only,
        },
        from_row,
    )?;
    rows.collect()
}

/// Switches a pair on or off (creating its row when missing) and returns it.
pub fn set_enabled(
    conn: &Connection,
    wallet_type: WalletType,
    currency: Currency,
    enabled: bool,
    at: i64,
) -> rusqlite::Result<WalletCurrencyRow> {
    conn.query_row(
        &format!(
            "{} ON CONFLICT (wallet_type, currency_value) \
             DO UPDATE SET enabled = excluded.enabled, updated_at = excluded.updated_at \
             RETURNING {COLUMNS}",
            insert_sql("wallet_currencies", COLUMNS)
        ),
        named_params! {
            ":biz_id": biz_id(wallet_type, currency),
            ":wallet_type": wallet_type.value(),
            ":currency_code": currency.code,
            ":currency_value": currency.value,
            ":enabled": enabled,
            ":created_at": at,
            ":updated_at": at,
        },
        from_row,
    )
}
