//! Reads and writes shared by the tables keyed by `biz_id` and listed in creation order
//! (`seq`).

use rusqlite::{params_from_iter, Connection, OptionalExtension, Row, ToSql};

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

/// The first row of `from` (a table, or tables joined) that `conditions` allow.
pub fn first<T>(
    conn: &Connection,
    from: &str,
    columns: &str,
    conditions: &Conditions,
    map: impl FnOnce(&Row<'_>) -> rusqlite::Result<T>,
) -> rusqlite::Result<Option<T>> {
    conn.query_row(
        &format!("SELECT {columns} FROM {from}{}", conditions.where_sql()),
        params_from_iter(conditions.args()),
        map,
    )
    .optional()
}

/// Inserts one row into `table`: `values` in the order of `columns` (a comma-separated list).
pub fn insert(
    conn: &Connection,
    table: &str,
    columns: &str,
    values: &[&dyn ToSql],
) -> rusqlite::Result<()> {
    let marks = vec!["?"; values.len()].join(", ");
    conn.execute(
        &format!("INSERT INTO {table} ({columns}) VALUES ({marks})"),
        values,
    )?;
    Ok(())
}

/// Sets `columns` (a comma-separated list) of the row of `table` whose business id is
/// `values[0]` to the rest of `values`, in order.
pub fn update(
    conn: &Connection,
    table: &str,
    columns: &str,
    values: &[&dyn ToSql],
) -> rusqlite::Result<()> {
    let set: Vec<String> = columns
        .split(',')
        .enumerate()
        .map(|(i, column)| format!("{} = ?{}", column.trim(), i + 2))
        .collect();
    conn.execute(
        &format!("UPDATE {table} SET {} WHERE biz_id = ?1", set.join(", ")),
        values,
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use rusqlite::params;

    #[test]
    fn inserts_and_updates_by_column_list() {
        let conn = Connection::open_in_memory().unwrap();
        conn.execute_batch(
            "CREATE TABLE t (seq INTEGER PRIMARY KEY, biz_id TEXT, a TEXT, b INTEGER)",
        )
        .unwrap();
        insert(&conn, "t", "biz_id, a, b", params!["x1", "one", 1]).unwrap();
        update(&conn, "t", "a, b", params!["x1", "two", 2]).unwrap();
        let row: (String, i64) =
            by_biz_id(&conn, "t", "a, b", "x1", |r| Ok((r.get(0)?, r.get(1)?)))
                .unwrap()
                .unwrap();
        assert_eq!(row, ("two".to_owned(), 2));
    }
}
