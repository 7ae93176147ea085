//! Exchanges made in workspaces' wallets: listed newest first, within what a caller may see.

use portal_api::exchanges::ExchangeStatus;
use rusqlite::{named_params, Connection, Row};

use super::page::{self, Listing};
use super::scope::{Conditions, Scope};
use super::sql::parsed;
use super::table;

/// One exchange as stored.
#[derive(Debug, Clone)]
pub struct ExchangeRow {
    /// Business id.
    pub biz_id: String,
    /// The institution (workspace) whose wallet exchanged.
    pub institution_biz_id: String,
    /// ISO 4217 numeric value sold.
    pub source_currency: i64,
    /// ISO 4217 numeric value bought.
    pub target_currency: i64,
    /// Sold, minor units of the source currency.
    pub source_amount: i64,
    /// Bought, minor units of the target currency.
    pub target_amount: i64,
    /// The rate applied, a decimal string.
    pub rate: String,
    /// Fee, minor units of the source currency.
    pub fee_amount: i64,
    /// Status.
    pub status: ExchangeStatus,
    /// Created, epoch ms.
    pub created_at: i64,
    /// Updated, epoch ms.
    pub updated_at: i64,
}

const COLUMNS: &str = "biz_id, institution_biz_id, source_currency, target_currency, \
    source_amount, target_amount, rate, fee_amount, status, created_at, updated_at";
const WORKSPACE: &str = "institution_biz_id";

fn from_row(r: &Row<'_>) -> rusqlite::Result<ExchangeRow> {
    let status = parsed(r, "status", "exchange status", |code: &String| {
        ExchangeStatus::from_code(code)
    })?;
    Ok(ExchangeRow {
        biz_id: r.get("biz_id")?,
        institution_biz_id: r.get("institution_biz_id")?,
        source_currency: r.get("source_currency")?,
        target_currency: r.get("target_currency")?,
        source_amount: r.get("source_amount")?,
        target_amount: r.get("target_amount")?,
        rate: r.get("rate")?,
        fee_amount: r.get("fee_amount")?,
        status,
        created_at: r.get("created_at")?,
        updated_at: r.get("updated_at")?,
    })
}

/// Inserts a new exchange.
pub fn insert(conn: &Connection, e: &ExchangeRow) -> rusqlite::Result<()> {
    table::insert(
        conn,
        "exchanges",
        named_params! {
            ":biz_id": e.biz_id,
            ":institution_biz_id": e.institution_biz_id,
            ":source_currency": e.source_currency,
            ":target_currency": e.target_currency,
            ":source_amount": e.source_amount,
            ":target_amount": e.target_amount,
            ":rate": e.rate,
            ":fee_amount": e.fee_amount,
            ":status": e.status.code(),
            ":created_at": e.created_at,
            ":updated_at": e.updated_at,
        },
    )
}

/// One page of the exchanges `scope` allows, newest first, and their total count.
pub fn list(
    conn: &Connection,
    scope: &Scope,
    offset: u64,
    limit: u64,
) -> rusqlite::Result<(Vec<ExchangeRow>, u64)> {
    let listing = Listing {
        from: "exchanges",
        columns: COLUMNS,
        conditions: &Conditions::visible_to(scope, WORKSPACE),
        order: "created_at DESC, seq DESC",
    };
    page::page(conn, listing, offset, limit, from_row)
}

/// The exchange with this business id, if `scope` lets the caller see it.
pub fn by_biz_id(
    conn: &Connection,
    scope: &Scope,
    biz_id: &str,
) -> rusqlite::Result<Option<ExchangeRow>> {
    let conditions = Conditions::visible_one(scope, WORKSPACE, "biz_id", biz_id);
    table::first(conn, "exchanges", COLUMNS, &conditions, from_row)
}
