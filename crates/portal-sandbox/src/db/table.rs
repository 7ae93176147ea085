//! Reads and writes shared by the tables keyed by `biz_id` and listed in creation order
//! (`seq`). Writes name their columns by their parameters: `:amount` fills `amount`.

use rusqlite::{Connection, OptionalExtension, Row, ToSql};

use super::page::{self, Listing};
use super::scope::Conditions;
use super::sql::insert_sql;

/// Named parameters: `(":column", value)`.
pub type Named<'a> = [(&'a str, &'a dyn ToSql)];

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
        &format!("SELECT {columns} FROM {table} WHERE biz_id = :biz_id"),
        rusqlite::named_params! {":biz_id": biz_id},
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
        rusqlite::params_from_iter(conditions.args()),
        map,
    )
    .optional()
}

/// The column a named parameter fills: `:amount` fills `amount`.
fn column(name: &str) -> &str {
    name.trim_start_matches(':')
}

/// Inserts one row into `table`, each value into the column its parameter names.
pub fn insert(conn: &Connection, table: &str, values: &Named<'_>) -> rusqlite::Result<()> {
    let columns: Vec<&str> = values.iter().map(|(name, _)| column(name)).collect();
    conn.execute(&insert_sql(table, &columns.join(", ")), values)?;
    Ok(())
}

/// Sets the columns `values` name in the row of `table` whose business id is `biz_id`.
pub fn update(
    conn: &Connection,
    table: &str,
    biz_id: &str,
    values: &Named<'_>,
) -> rusqlite::Result<()> {
    let set: Vec<String> = values
        .iter()
        .map(|(name, _)| format!("{} = {name}", column(name)))
        .collect();
    let mut all = values.to_vec();
    all.push((":biz_id", &biz_id));
    conn.execute(
        &format!(
            "UPDATE {table} SET {} WHERE biz_id = :biz_id",
            set.join(", ")
        ),
        all.as_slice(),
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use rusqlite::named_params;

    #[test]
    fn inserts_and_updates_by_parameter_name() {
        let conn = Connection::open_in_memory().unwrap();
        conn.execute_batch(
            "CREATE TABLE t (seq INTEGER PRIMARY KEY, biz_id TEXT, a TEXT, b INTEGER)",
        )
        .unwrap();
        insert(
            &conn,
            "t",
            named_params! {":b": 1, ":biz_id": "x1", ":a": "one"},
        )
        .unwrap();
        update(&conn, "t", "x1", named_params! {":b": 2, ":a": "two"}).unwrap();
        let row: (String, i64) =
            by_biz_id(&conn, "t", "a, b", "x1", |r| Ok((r.get("a")?, r.get("b")?)))
                .unwrap()
                .unwrap();
        assert_eq!(row, ("two".to_owned(), 2));
    }
}
