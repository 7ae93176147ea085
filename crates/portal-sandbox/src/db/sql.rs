//! Pieces of SQL shared by the tables: LIKE patterns, page bounds, named inserts, counts, parsed columns.

/// `text` with LIKE's wildcards escaped by `\`, for `LIKE ? ESCAPE '\'`.
pub fn escape_like(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '%' | '_' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// `LIMIT … OFFSET …` for a page, saturating where SQLite's integers end.
pub fn limit_offset(limit: u64, offset: u64) -> String {
    format!(
        " LIMIT {} OFFSET {}",
        i64::try_from(limit).unwrap_or(i64::MAX),
        i64::try_from(offset).unwrap_or(i64::MAX),
    )
}

/// `INSERT INTO {table} ({columns}) VALUES (:column, …)`: each column filled by the named
/// parameter of its name. `columns` is a comma-separated list.
pub fn insert_sql(table: &str, columns: &str) -> String {
    let names: Vec<String> = columns
        .split(',')
        .map(|c| format!(":{}", c.trim()))
        .collect();
    format!(
        "INSERT INTO {table} ({columns}) VALUES ({})",
        names.join(", ")
    )
}

/// How many rows `table` holds.
pub fn row_count(conn: &rusqlite::Connection, table: &str) -> rusqlite::Result<i64> {
    conn.query_row(&format!("SELECT COUNT(*) AS total FROM {table}"), [], |r| {
        r.get("total")
    })
}

/// Column `column` parsed by `parse`; a value it does not know is a conversion error
/// naming `what`.
pub fn parsed<S: rusqlite::types::FromSql + std::fmt::Display, T>(
    r: &rusqlite::Row<'_>,
    column: &str,
    what: &str,
    parse: impl FnOnce(&S) -> Option<T>,
) -> rusqlite::Result<T> {
    let stored: S = r.get(column)?;
    parse(&stored).ok_or_else(|| {
        let index = r.as_ref().column_index(column).unwrap_or_default();
        rusqlite::Error::FromSqlConversionFailure(
            index,
            r.get_ref(index)
                .map(|v| v.data_type())
                .unwrap_or(rusqlite::types::Type::Null),
            format!("unknown {what} {stored}").into(),
        )
    })
}
