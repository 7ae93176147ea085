//! Transfer orders between a workspace's wallets: one order, the pages of a wallet or a
//! workspace, and the seed's inserts.

use portal_api::transfers::TransferStatus;
use rusqlite::types::Value;
use rusqlite::{named_params, Connection, Row};

use super::page::{page, Listing};
use super::scope::{Conditions, Scope};
use super::sql::{insert_sql, parsed};

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
    Ok(TransferRow {
        biz_id: r.get("biz_id")?,
        institution_biz_id: r.get("institution_biz_id")?,
        from_wallet_biz_id: r.get("from_wallet_biz_id")?,
        to_wallet_biz_id: r.get("to_wallet_biz_id")?,
        currency_code: r.get("currency_code")?,
        currency_value: r.get("currency_value")?,
        amount: r.get("amount")?,
        status: parsed(r, "status", "transfer status", |code: &String| {
            TransferStatus::from_code(code)
        })?,
        remark: r.get("remark")?,
        failure_reason: r.get("failure_reason")?,
        completed_at: r.get("completed_at")?,
        created_at: r.get("created_at")?,
        updated_at: r.get("updated_at")?,
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
    let mut stmt = conn.prepare(&insert_sql("transfer_orders", &COLUMNS.replace("o.", "")))?;
    for o in rows {
        stmt.execute(named_params! {
            ":biz_id": o.biz_id,
            ":institution_biz_id": o.institution_biz_id,
            ":from_wallet_biz_id": o.from_wallet_biz_id,
            ":to_wallet_biz_id": o.to_wallet_biz_id,
            ":currency_code": o.currency_code,
            ":currency_value": o.currency_value,
            ":amount": o.amount,
            ":status": o.status.code(),
            ":remark": o.remark,
            ":failure_reason": o.failure_reason,
            ":completed_at": o.completed_at,
            ":created_at": o.created_at,
            ":updated_at": o.updated_at,
        })?;
    }
    Ok(())
}
