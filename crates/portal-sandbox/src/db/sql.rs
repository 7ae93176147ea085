//! SQL pieces the tables share: LIKE patterns, page bounds, named inserts, counts, parsed columns.

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

#[cfg(test)]
mod tests {
    use super::*;
    use rusqlite::Connection;

    #[test]
    fn inserts_fill_each_column_by_its_name() {
        assert_eq!(
            insert_sql("t", "a, b"),
            "INSERT INTO t (a, b) VALUES (:a, :b)"
        );
    }

    #[test]
    fn a_parsed_column_is_read_by_name_and_an_unknown_value_is_refused() {
        let conn = Connection::open_in_memory().unwrap();
        let read = |sql: &str| {
            conn.query_row(sql, [], |r| {
                parsed(r, "status", "status", |s: &String| {
                    (s == "OK").then_some(true)
                })
            })
        };
        assert!(read("SELECT 1 AS other, 'OK' AS status").unwrap());
        let refused = read("SELECT 1 AS other, 'NOPE' AS status").unwrap_err();
        assert!(
            matches!(refused, rusqlite::Error::FromSqlConversionFailure(1, _, _)),
            "{refused:?}"
        );
        assert!(
            refused.to_string().contains("unknown status NOPE"),
            "{refused}"
        );
    }
}
