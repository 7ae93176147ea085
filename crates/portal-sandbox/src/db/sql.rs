//! Pieces of SQL text shared by the listings: LIKE patterns and page bounds.

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
