//! Wallets: a workspace's accounts in one currency, which tariffs and transfers refer to.

use rusqlite::{named_params, Connection, Row};

use super::table;

/// One wallet as stored.
#[derive(Debug, Clone)]
pub struct WalletRow {
    /// Business id.
    pub biz_id: String,
    /// The institution (workspace) it belongs to.
    pub institution_biz_id: String,
    /// Name.
    pub name: String,
    /// Wallet type value.
    pub wallet_type: i64,
    /// ISO 4217 code.
    pub currency_code: String,
    /// ISO 4217 numeric value.
    pub currency_value: i64,
    /// Created, epoch ms.
    pub created_at: i64,
}

/// The columns of [`WalletRow`] for a query that aliases wallets `w`, each named
/// `wallet_<column>` so that they stay apart from the joined table's own.
pub const COLUMNS: &str = "w.biz_id AS wallet_biz_id, \
    w.institution_biz_id AS wallet_institution_biz_id, w.name AS wallet_name, \
    w.wallet_type AS wallet_wallet_type, w.currency_code AS wallet_currency_code, \
    w.currency_value AS wallet_currency_value, w.created_at AS wallet_created_at";

/// Reads [`COLUMNS`].
pub fn from_row(r: &Row<'_>) -> rusqlite::Result<WalletRow> {
    Ok(WalletRow {
        biz_id: r.get("wallet_biz_id")?,
        institution_biz_id: r.get("wallet_institution_biz_id")?,
        name: r.get("wallet_name")?,
        wallet_type: r.get("wallet_wallet_type")?,
        currency_code: r.get("wallet_currency_code")?,
        currency_value: r.get("wallet_currency_value")?,
        created_at: r.get("wallet_created_at")?,
    })
}

/// Inserts a new wallet.
pub fn insert(conn: &Connection, w: &WalletRow) -> rusqlite::Result<()> {
    table::insert(
        conn,
        "wallets",
        named_params! {
            ":biz_id": w.biz_id,
            ":institution_biz_id": w.institution_biz_id,
            ":name": w.name,
            ":wallet_type": w.wallet_type,
            ":currency_code": w.currency_code,
            ":currency_value": w.currency_value,
            ":created_at": w.created_at,
        },
    )
}
