//! One recharge as stored (with its channel's name), looked up by business id or inserted.

use portal_api::recharges::RechargeStatus;
use rusqlite::types::Value;
use rusqlite::{named_params, params_from_iter, Connection, OptionalExtension, Row};

use crate::db::scope::{Conditions, Scope};
use crate::db::sql::{insert_sql, parsed};

/// The institution column of recharges, aliased `r` in every query.
pub(super) const WORKSPACE: &str = "r.institution_biz_id";

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
pub(super) const SELECT: &str =
    "SELECT r.biz_id, r.institution_biz_id, r.channel_biz_id, c.name AS channel_name,
    r.currency_code, r.currency_value, r.amount, r.payer, r.status, r.operator_remark,
    r.decided_by, r.decided_at, r.created_at, r.updated_at
    FROM recharges r JOIN recharge_channels c ON c.biz_id = r.channel_biz_id";

/// The recharge status in column `status`; anything else is a conversion error.
pub(super) fn status_of(r: &Row<'_>) -> rusqlite::Result<RechargeStatus> {
    parsed(r, "status", "recharge status", |code: &String| {
        RechargeStatus::from_code(code)
    })
}

pub(super) fn from_row(r: &Row<'_>) -> rusqlite::Result<RechargeRow> {
    Ok(RechargeRow {
        biz_id: r.get("biz_id")?,
        institution_biz_id: r.get("institution_biz_id")?,
        channel_biz_id: r.get("channel_biz_id")?,
        channel_name: r.get("channel_name")?,
        currency_code: r.get("currency_code")?,
        currency_value: r.get("currency_value")?,
        amount: r.get("amount")?,
        payer: r.get("payer")?,
        status: status_of(r)?,
        operator_remark: r.get("operator_remark")?,
        decided_by: r.get("decided_by")?,
        decided_at: r.get("decided_at")?,
        created_at: r.get("created_at")?,
        updated_at: r.get("updated_at")?,
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
    let mut stmt = conn.prepare(&insert_sql(
        "recharges",
        "biz_id, institution_biz_id, channel_biz_id, currency_code, currency_value, amount, \
         payer, status, operator_remark, decided_by, decided_at, created_at, updated_at",
    ))?;
    for r in rows {
        stmt.execute(named_params! {
            ":biz_id": r.biz_id,
            ":institution_biz_id": r.institution_biz_id,
            ":channel_biz_id": r.channel_biz_id,
            ":currency_code": r.currency_code,
            ":currency_value": r.currency_value,
            ":amount": r.amount,
            ":payer": r.payer,
            ":status": r.status.code(),
            ":operator_remark": r.operator_remark,
            ":decided_by": r.decided_by,
            ":decided_at": r.decided_at,
            ":created_at": r.created_at,
            ":updated_at": r.updated_at,
        })?;
    }
    Ok(())
}
