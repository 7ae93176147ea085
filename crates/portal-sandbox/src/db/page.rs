//! One page of a listing in a fixed order, and how many rows match in all.

use rusqlite::{params_from_iter, Connection, Row};

use super::scope::Conditions;
use super::sql::limit_offset;

/// What a listing reads: `SELECT {columns} FROM {from}{conditions} ORDER BY {order}`.
#[derive(Debug, Clone, Copy)]
pub struct Listing<'a> {
    /// Table (with alias or joins).
    pub from: &'a str,
    /// The selected columns, each under the name the row mapper reads it by.
    pub columns: &'a str,
    /// Which rows; `Conditions::default()` for all.
    pub conditions: &'a Conditions,
    /// A total order, so that pages never overlap.
    pub order: &'a str,
}

/// Rows `offset..offset + limit` mapped by `map`, and the number of matching rows.
pub fn page<T>(
    conn: &Connection,
    listing: Listing<'_>,
    offset: u64,
    limit: u64,
    map: impl FnMut(&Row<'_>) -> rusqlite::Result<T>,
) -> rusqlite::Result<(Vec<T>, u64)> {
    let Listing {
        from,
        columns,
        conditions,
        order,
    } = listing;
    let where_sql = conditions.where_sql();
    let total: i64 = conn.query_row(
        &format!("SELECT COUNT(*) AS total FROM {from}{where_sql}"),
        params_from_iter(conditions.args()),
        |r| r.get("total"),
    )?;
    let mut stmt = conn.prepare(&format!(
        "SELECT {columns} FROM {from}{where_sql} ORDER BY {order}{}",
        limit_offset(limit, offset)
    ))?;
    let rows = stmt
        .query_map(params_from_iter(conditions.args()), map)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok((rows, u64::try_from(total).unwrap_or(0)))
}
