//! Transfer orders between a workspace's wallets: one order, the pages of a wallet or a
//! workspace, and the seed's inserts.

use portal_api::transfers::TransferStatus;
use rusqlite::types::{Type, Value};
use rusqlite::{params, Connection, Row};

use super::page::{page, Listing};
use super::scope::{Conditions, Scope};

/// One transfer order.
#[derive(Debug, Clone)]
pub struct TransferRow {
    /// Business id.
    pub biz_id: String,
    /// The institution (workspace) both wallets belong to.
    pub institution_biz_id: String,
    /// The wallet debited.
    pub from_wallet_biz_id: String,
    /// The wallet credited.
    pub to_wallet_biz_id: String,
    /// ISO 4217 code.
    pub currency_code: String,
    /// ISO 4217 numeric value.
    pub currency_value: i64,
    /// Amount in minor units.
    pub amount: i64,
    /// Status.
    pub status: TransferStatus,
    /// What the transfer is for.
    pub remark: String,
    /// Why it failed (failed orders only).
    pub failure_reason: Option<String>,
    /// Booked, epoch ms (completed orders only).
    pub completed_at: Option<i64>,
    /// Created, epoch ms.
    pub created_at: i64,
    /// Updated, epoch ms.
    pub updated_at: i64,
}

/// Which orders a page lists.
#[derive(Debug, Clone, Copy)]
pub enum Of<'a> {
    /// Those debiting or crediting this wallet.
    Wallet(&'a str),
    /// Those of this workspace.
    Workspace(&'a str),
}

const COLUMNS: &str = "o.biz_id, o.institution_biz_id, o.from_wallet_biz_id, \
    o.to_wallet_biz_id, o.currency_code, o.currency_value, o.amount, o.status, o.remark, \
    o.failure_reason, o.completed_at, o.created_at, o.updated_at";
const FROM: &str = "transfer_orders o";
const WORKSPACE: &str = "o.institution_biz_id";

fn from_row(r: &Row<'_>) -> rusqlite::Result<TransferRow> {
    let status: String = r.get(7)?;
    Ok(TransferRow {
        biz_id: r.get(0)?,
        institution_biz_id: r.get(1)?,
        from_wallet_biz_id: r.get(2)?,
        to_wallet_biz_id: r.get(3)?,
        currency_code: r.get(4)?,
        currency_value: r.get(5)?,
        amount: r.get(6)?,
        status: TransferStatus::from_code(&status).ok_or_else(|| {
            rusqlite::Error::FromSqlConversionFailure(
                7,
                Type::Text,
                format!("unknown transfer status {status}").into(),
            )
        })?,
        remark: r.get(8)?,
        failure_reason: r.get(9)?,
        completed_at: r.get(10)?,
        created_at: r.get(11)?,
        updated_at: r.get(12)?,
    })
}

/// The order with this business id, if `scope` shows it.
pub fn by_biz_id(
    conn: &Connection,
    scope: &Scope,
    biz_id: &str,
) -> rusqlite::Result<Option<TransferRow>> {
    let conditions = Conditions::visible_one(scope, WORKSPACE, "o.biz_id", biz_id);
    super::table::first(conn, FROM, COLUMNS, &conditions, from_row)
}

/// One page of the orders `scope` shows of a wallet or workspace, newest first, and their
/// total count.
pub fn list(
    conn: &Connection,
    scope: &Scope,
    of: Of<'_>,
    offset: u64,
    limit: u64,
) -> rusqlite::Result<(Vec<TransferRow>, u64)> {
    let mut conditions = Conditions::visible_to(scope, WORKSPACE);
    match of {
        Of::Wallet(wallet) => {
            let wallet = Value::Text(wallet.to_owned());
            conditions.and(
                "(o.from_wallet_biz_id = ? OR o.to_wallet_biz_id = ?)",
                [wallet.clone(), wallet],
            );
        }
        Of::Workspace(workspace) => conditions.and(
            format!("{WORKSPACE} = ?"),
            [Value::Text(workspace.to_owned())],
        ),
    }
    let listing = Listing {
        from: FROM,
        columns: COLUMNS,
        conditions: &conditions,
        order: "o.created_at DESC, o.seq DESC",
    };
    page(conn, listing, offset, limit, from_row)
}

/// Inserts orders through one prepared statement (the caller holds the transaction).
pub fn insert_all(
    conn: &Connection,
    rows: impl IntoIterator<Item = TransferRow>,
) -> rusqlite::Result<()> {
    let mut stmt = conn.prepare(&format!(
        "INSERT INTO transfer_orders ({}) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
        COLUMNS.replace("o.", "")
    ))?;
    for o in rows {
        stmt.execute(params![
            o.biz_id,
            o.institution_biz_id,
            o.from_wallet_biz_id,
            o.to_wallet_biz_id,
            o.currency_code,
            o.currency_value,
            o.amount,
            o.status.code(),
            o.remark,
            o.failure_reason,
            o.completed_at,
            o.created_at,
            o.updated_at,
        ])?;
    }
    Ok(())
}
