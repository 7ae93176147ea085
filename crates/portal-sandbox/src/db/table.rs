//! Reads shared by the tables keyed by `biz_id` and listed in creation order (`seq`).

use rusqlite::{Connection, OptionalExtension, Row};

use super::page::{self, Listing};
use super::scope::Conditions;

/// Rows `offset..offset + limit` of `table` in creation order, and how many there are.
pub fn in_creation_order<T>(
    conn: &Connection,
    table: &str,
    columns: &str,
    offset: u64,
    limit: u64,
    map: impl FnMut(&Row<'_>) -> rusqlite::Result<T>,
) -> rusqlite::Result<(Vec<T>, u64)> {
    let listing = Listing {
        from: table,
        columns,
        conditions: &Conditions::default(),
        order: "seq",
    };
    page::page(conn, listing, offset, limit, map)
}

/// The row of `table` with business id `biz_id`.
pub fn by_biz_id<T>(
    conn: &Connection,
    table: &str,
    columns: &str,
    biz_id: &str,
    map: impl FnOnce(&Row<'_>) -> rusqlite::Result<T>,
) -> rusqlite::Result<Option<T>> {
    conn.query_row(
        &format!("SELECT {columns} FROM {table} WHERE biz_id = ?1"),
        [biz_id],
        map,
    )
    .optional()
}
