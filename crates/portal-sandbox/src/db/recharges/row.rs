//! One recharge as stored (with its channel's name), looked up by business id or inserted.

use portal_api::recharges::RechargeStatus;
use rusqlite::types::{Type, Value};
use rusqlite::{params, params_from_iter, Connection, OptionalExtension, Row};

use super::scope::{Conditions, Scope};
use super::WORKSPACE;

/// One recharge order.
#[derive(Debug, Clone)]
pub struct RechargeRow {
    /// Business id.
    pub biz_id: String,
    /// The institution (workspace) it belongs to.
    pub institution_biz_id: String,
    /// The channel it came through.
    pub channel_biz_id: String,
    /// The channel's name (read through a join; not stored on the recharge).
    pub channel_name: String,
    /// ISO 4217 code.
    pub currency_code: String,
    /// ISO 4217 numeric value.
    pub currency_value: i64,
    /// Amount in minor units.
    pub amount: i64,
    /// Who paid: a name or an e-mail address.
    pub payer: String,
    /// Status.
    pub status: RechargeStatus,
    /// The deciding operator's remark.
    pub operator_remark: Option<String>,
    /// Who decided (an e-mail address).
    pub decided_by: Option<String>,
    /// Decided, epoch ms.
    pub decided_at: Option<i64>,
    /// Created, epoch ms.
    pub created_at: i64,
    /// Updated, epoch ms.
    pub updated_at: i64,
}

/// Every column of [`RechargeRow`], recharges aliased `r`, channels `c`.
pub(super) const SELECT: &str = "SELECT r.biz_id, r.institution_biz_id, r.channel_biz_id, c.name,
    r.currency_code, r.currency_value, r.amount, r.payer, r.status, r.operator_remark,
    r.decided_by, r.decided_at, r.created_at, r.updated_at
    FROM recharges r JOIN recharge_channels c ON c.biz_id = r.channel_biz_id";

/// The status stored in column `column`; anything else is a conversion error.
pub(super) fn status_of(column: usize, code: String) -> rusqlite::Result<RechargeStatus> {
    RechargeStatus::from_code(&code).ok_or_else(|| {
        rusqlite::Error::FromSqlConversionFailure(
            column,
            Type::Text,
            format!("unknown recharge status {code}").into(),
        )
    })
}

pub(super) fn from_row(r: &Row<'_>) -> rusqlite::Result<RechargeRow> {
    let status: String = r.get(8)?;
    Ok(RechargeRow {
        biz_id: r.get(0)?,
        institution_biz_id: r.get(1)?,
        channel_biz_id: r.get(2)?,
        channel_name: r.get(3)?,
        currency_code: r.get(4)?,
        currency_value: r.get(5)?,
        amount: r.get(6)?,
        payer: r.get(7)?,
        status: status_of(8, status)?,
        operator_remark: r.get(9)?,
        decided_by: r.get(10)?,
        decided_at: r.get(11)?,
        created_at: r.get(12)?,
        updated_at: r.get(13)?,
    })
}

/// The recharge with this business id, if `scope` lets the caller see it.
pub fn by_biz_id(
    conn: &Connection,
    scope: &Scope,
    biz_id: &str,
) -> rusqlite::Result<Option<RechargeRow>> {
    let mut conditions = Conditions::visible_to(scope, WORKSPACE);
    conditions.and("r.biz_id = ?", [Value::Text(biz_id.to_owned())]);
    conn.query_row(
        &format!("{SELECT}{}", conditions.where_sql()),
        params_from_iter(conditions.args()),
        from_row,
    )
    .optional()
}

/// Inserts recharges through one prepared statement (the caller holds the transaction).
pub fn insert_all(
    conn: &Connection,
    rows: impl IntoIterator<Item = RechargeRow>,
) -> rusqlite::Result<()> {
    let mut stmt = conn.prepare(
        "INSERT INTO recharges (biz_id, institution_biz_id, channel_biz_id, currency_code,
         currency_value, amount, payer, status, operator_remark, decided_by, decided_at,
         created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
    )?;
    for r in rows {
        stmt.execute(params![
            r.biz_id,
            r.institution_biz_id,
            r.channel_biz_id,
            r.currency_code,
            r.currency_value,
            r.amount,
            r.payer,
            r.status.code(),
            r.operator_remark,
            r.decided_by,
            r.decided_at,
            r.created_at,
            r.updated_at,
        ])?;
    }
    Ok(())
}
