//! Confirming or rejecting pending recharges, each atomically and at most once.

use portal_api::recharges::RechargeStatus;
use rusqlite::types::Value;
use rusqlite::{params_from_iter, Connection, OptionalExtension};

use super::row::{by_biz_id, RechargeRow, WORKSPACE};
use crate::db::scope::{Conditions, Scope};

/// An operator's decision.
#[derive(Debug, Clone, Copy)]
pub struct Verdict<'a> {
    /// CONFIRMED or REJECTED.
    pub status: RechargeStatus,
    /// The operator's remark.
    pub remark: &'a str,
    /// Who decided (an e-mail address).
    pub by: &'a str,
    /// When, epoch ms.
    pub at: i64,
}

/// Why a recharge was not decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// Unknown, or not visible to the caller.
    NotFound,
    /// Already confirmed or rejected.
    NotPending,
}

/// Decides each of `biz_ids` in one transaction; one outcome per id, in order.
pub fn decide_many(
    conn: &mut Connection,
    scope: &Scope,
    biz_ids: &[String],
    verdict: Verdict<'_>,
) -> rusqlite::Result<Vec<Result<(), Refusal>>> {
    let tx = conn.transaction()?;
    let outcomes = {
        // The id is the last placeholder of both statements; it is swapped in per recharge.
        let mut pending = Conditions::visible_to(scope, WORKSPACE);
        pending.and(
            "r.status = ?",
            [Value::Text(RechargeStatus::Pending.code().to_owned())],
        );
        pending.and("r.biz_id = ?", [Value::Null]);
        let mut update_args = vec![
            Value::Text(verdict.status.code().to_owned()),
            Value::Text(verdict.remark.to_owned()),
            Value::Text(verdict.by.to_owned()),
            Value::Integer(verdict.at),
            Value::Integer(verdict.at),
        ];
        update_args.extend_from_slice(pending.args());
        // `WHERE status = PENDING` makes the change atomic: of concurrent decisions on one
        // recharge, only the first changes a row.
        let mut update = tx.prepare(&format!(
            "UPDATE recharges AS r SET status = ?, operator_remark = ?, decided_by = ?, \
             decided_at = ?, updated_at = ?{}",
            pending.where_sql()
        ))?;
        let mut visible = Conditions::visible_to(scope, WORKSPACE);
        visible.and("r.biz_id = ?", [Value::Null]);
        let mut probe_args = visible.args().to_vec();
        let mut probe = tx.prepare(&format!(
            "SELECT 1 FROM recharges AS r{}",
            visible.where_sql()
        ))?;
        let mut outcomes = Vec::with_capacity(biz_ids.len());
        for biz_id in biz_ids {
            set_last(&mut update_args, biz_id);
            if update.execute(params_from_iter(&update_args))? == 1 {
                outcomes.push(Ok(()));
                continue;
            }
            set_last(&mut probe_args, biz_id);
            let exists = probe
                .query_row(params_from_iter(&probe_args), |_| Ok(()))
                .optional()?
                .is_some();
            outcomes.push(Err(if exists {
                Refusal::NotPending
            } else {
                Refusal::NotFound
            }));
        }
        outcomes
    };
    tx.commit()?;
    Ok(outcomes)
}

fn set_last(args: &mut [Value], biz_id: &str) {
    if let Some(last) = args.last_mut() {
        *last = Value::Text(biz_id.to_owned());
    }
}

/// Decides one recharge and returns it as it is now.
pub fn decide_one(
    conn: &mut Connection,
    scope: &Scope,
    biz_id: &str,
    verdict: Verdict<'_>,
) -> rusqlite::Result<Result<RechargeRow, Refusal>> {
    let outcome = decide_many(conn, scope, &[biz_id.to_owned()], verdict)?
        .pop()
        .unwrap_or(Err(Refusal::NotFound));
    if let Err(refusal) = outcome {
        return Ok(Err(refusal));
    }
    Ok(by_biz_id(conn, scope, biz_id)?.ok_or(Refusal::NotFound))
}
