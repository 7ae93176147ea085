//! Counts and sums of the visible recharges, by status and currency.

use portal_api::recharges::RechargeStatus;
use rusqlite::{params_from_iter, Connection};

use super::row::{status_of, WORKSPACE};
use crate::db::scope::{Conditions, Scope};

/// The recharges of one status in one currency.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Group {
    /// The status.
    pub status: RechargeStatus,
    /// ISO 4217 code.
    pub currency_code: String,
    /// How many.
    pub orders: u64,
    /// Their amounts summed, in minor units.
    pub amount: i64,
}

/// One group per status and currency that has visible recharges.
pub fn groups(conn: &Connection, scope: &Scope) -> rusqlite::Result<Vec<Group>> {
    let conditions = Conditions::visible_to(scope, WORKSPACE);
    let mut stmt = conn.prepare(&format!(
        "SELECT r.status, r.currency_code, COUNT(*) AS orders, SUM(r.amount) AS amount
         FROM recharges r{}
         GROUP BY r.status, r.currency_code ORDER BY r.status, r.currency_code",
        conditions.where_sql()
    ))?;
    let groups = stmt
        .query_map(params_from_iter(conditions.args()), |r| {
            let orders: i64 = r.get("orders")?;
            Ok(Group {
                status: status_of(r)?,
                currency_code: r.get("currency_code")?,
                orders: u64::try_from(orders).unwrap_or(0),
                amount: r.get("amount")?,
            })
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(groups)
}
