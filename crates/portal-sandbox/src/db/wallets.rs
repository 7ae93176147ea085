//! Wallets: a workspace's accounts in one currency, which tariffs and transfers refer to.

use rusqlite::{params, Connection, Row};

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

/// The columns of [`WalletRow`] for a query that aliases wallets `w`.
pub const COLUMNS: &str = "w.biz_id, w.institution_biz_id, w.name, w.wallet_type, \
    w.currency_code, w.currency_value, w.created_at";

/// Reads [`COLUMNS`] starting at column `at`.
pub fn from_row(r: &Row<'_>, at: usize) -> rusqlite::Result<WalletRow> {
    Ok(WalletRow {
        biz_id: r.get(at)?,
        institution_biz_id: r.get(at + 1)?,
        name: r.get(at + 2)?,
        wallet_type: r.get(at + 3)?,
        currency_code: r.get(at + 4)?,
        currency_value: r.get(at + 5)?,
        created_at: r.get(at + 6)?,
    })
}

/// Inserts a new wallet.
pub fn insert(conn: &Connection, w: &WalletRow) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO wallets (biz_id, institution_biz_id, name, wallet_type, currency_code, \
         currency_value, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![
            w.biz_id,
            w.institution_biz_id,
            w.name,
            w.wallet_type,
            w.currency_code,
            w.currency_value,
            w.created_at,
        ],
    )?;
    Ok(())
}
