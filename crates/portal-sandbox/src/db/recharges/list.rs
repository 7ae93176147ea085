//! The recharge queue: visible recharges filtered, sorted and paged.

use portal_api::recharges::{RechargeStatus, RECHARGE_STATUSES};
use rusqlite::types::Value;
use rusqlite::{params_from_iter, Connection};

use super::row::{from_row, RechargeRow, SELECT, WORKSPACE};
use crate::db::scope::{Conditions, Scope};
use crate::db::sql::{escape_like, limit_offset};

/// Filters of the queue; `None` means no filtering.
#[derive(Debug, Clone, Default)]
pub struct Filter<'a> {
    /// Exact status.
    pub status: Option<RechargeStatus>,
    /// Exact currency value.
    pub currency_value: Option<i64>,
    /// Exact channel.
    pub channel_biz_id: Option<&'a str>,
    /// Created at or after, epoch ms.
    pub created_from: Option<i64>,
    /// Created before, epoch ms.
    pub created_before: Option<i64>,
    /// Case-insensitive substring of the business id, payer or channel name.
    pub keyword: Option<&'a str>,
}

/// What the queue can be sorted by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SortKey {
    /// Creation time.
    CreatedAt,
    /// Amount in minor units, whatever the currency.
    Amount,
    /// Workflow order: pending, confirmed, rejected.
    Status,
}

/// One sort key and its direction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sort {
    /// The key.
    pub key: SortKey,
    /// Largest (or latest) first.
    pub descending: bool,
}

/// One page of the visible recharges matching `filter`, and their total count. Without
/// `sort`, pending ones come first, then newest first.
pub fn list(
    conn: &Connection,
    scope: &Scope,
    filter: &Filter<'_>,
    sort: &[Sort],
    offset: u64,
    limit: u64,
) -> rusqlite::Result<(Vec<RechargeRow>, u64)> {
    let conditions = filtered(scope, filter);
    let where_sql = conditions.where_sql();
    let total: i64 = conn.query_row(
        &format!(
            "SELECT COUNT(*) AS total FROM recharges r \
             JOIN recharge_channels c ON c.biz_id = r.channel_biz_id{where_sql}"
        ),
        params_from_iter(conditions.args()),
        |r| r.get("total"),
    )?;
    let mut stmt = conn.prepare(&page_sql(&where_sql, sort, offset, limit))?;
    let rows = stmt
        .query_map(params_from_iter(conditions.args()), from_row)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok((rows, u64::try_from(total).unwrap_or(0)))
}

/// The query of one page's rows under `where_sql`.
fn page_sql(where_sql: &str, sort: &[Sort], offset: u64, limit: u64) -> String {
    format!(
        "{SELECT}{where_sql} ORDER BY {}{}",
        order_by(sort),
        limit_offset(limit, offset)
    )
}

fn filtered(scope: &Scope, filter: &Filter<'_>) -> Conditions {
    let mut c = Conditions::visible_to(scope, WORKSPACE);
    if let Some(status) = filter.status {
        c.and("r.status = ?", [Value::Text(status.code().to_owned())]);
    }
    if let Some(currency) = filter.currency_value {
        c.and("r.currency_value = ?", [Value::Integer(currency)]);
    }
    if let Some(channel) = filter.channel_biz_id {
        c.and("r.channel_biz_id = ?", [Value::Text(channel.to_owned())]);
    }
    if let Some(from) = filter.created_from {
        c.and("r.created_at >= ?", [Value::Integer(from)]);
    }
    if let Some(before) = filter.created_before {
        c.and("r.created_at < ?", [Value::Integer(before)]);
    }
    if let Some(keyword) = filter.keyword {
        // SQLite's LIKE ignores ASCII case, which is what the keyword search promises.
        let pattern = Value::Text(format!("%{}%", escape_like(keyword)));
        c.and(
            "(r.biz_id LIKE ? ESCAPE '\\' OR r.payer LIKE ? ESCAPE '\\' \
             OR c.name LIKE ? ESCAPE '\\')",
            [pattern.clone(), pattern.clone(), pattern],
        );
    }
    c
}

/// The workflow position of a status, as SQL over `r.status`.
fn status_rank() -> String {
    let arms: Vec<String> = RECHARGE_STATUSES
        .iter()
        .enumerate()
        .map(|(i, s)| format!("WHEN '{}' THEN {i}", s.code()))
        .collect();
    format!("CASE r.status {} END", arms.join(" "))
}

fn order_by(sort: &[Sort]) -> String {
    let mut keys: Vec<String> = if sort.is_empty() {
        vec![
            format!("r.status <> '{}'", RechargeStatus::Pending.code()),
            "r.created_at DESC".to_owned(),
        ]
    } else {
        sort.iter()
            .map(|s| {
                let column = match s.key {
                    SortKey::CreatedAt => "r.created_at".to_owned(),
                    SortKey::Amount => "r.amount".to_owned(),
                    SortKey::Status => status_rank(),
                };
                let direction = if s.descending { "DESC" } else { "ASC" };
                format!("{column} {direction}")
            })
            .collect()
    };
    // Ties (same second, same amount) still need one order, or pages would overlap.
    keys.push("r.seq DESC".to_owned());
    keys.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::schema;

    /// How SQLite plans the default queue page for `scope`.
    fn default_page_plan(scope: &Scope) -> String {
        let conn = Connection::open_in_memory().unwrap();
        schema::apply(&conn).unwrap();
        let conditions = filtered(scope, &Filter::default());
        let sql = page_sql(&conditions.where_sql(), &[], 100, 20);
        let mut stmt = conn.prepare(&format!("EXPLAIN QUERY PLAN {sql}")).unwrap();
        let steps = stmt
            .query_map(params_from_iter(conditions.args()), |r| {
                r.get::<_, String>("detail")
            })
            .unwrap()
            .collect::<rusqlite::Result<Vec<_>>>()
            .unwrap();
        steps.join("; ")
    }

    #[test]
    fn the_default_order_reads_an_index_instead_of_sorting() {
        let everyone = default_page_plan(&Scope::All);
        assert!(everyone.contains("recharges_queue_order"), "{everyone}");
        assert!(!everyone.contains("TEMP B-TREE"), "{everyone}");
        let one = default_page_plan(&Scope::Institutions(vec!["ins_a".to_owned()]));
        assert!(one.contains("recharges_institution_queue_order"), "{one}");
        assert!(!one.contains("TEMP B-TREE"), "{one}");
    }
}
