//! Stored files: metadata, their bytes (a BLOB beside it), pages of an institution's files,
//! and time-limited download links.

use rusqlite::types::Value;
use rusqlite::{params, params_from_iter, Connection, OptionalExtension, Row};

use sha2::{Digest, Sha256};

use super::page::{page, Listing};
use super::scope::{Conditions, Scope};
use super::table;

/// One stored file, without its bytes.
#[derive(Debug, Clone)]
pub struct FileRow {
    /// Business id.
    pub biz_id: String,
    /// The institution it belongs to.
    pub institution_biz_id: String,
    /// The bucket it was filed in.
    pub bucket: String,
    /// What it is.
    pub remark: String,
    /// The name it was uploaded under.
    pub file_name: String,
    /// The media type it was uploaded with.
    pub content_type: String,
    /// Length in bytes.
    pub size: i64,
    /// SHA-256 of the bytes, lower-case hex.
    pub sha256: String,
    /// The account that uploaded it.
    pub uploaded_by: String,
    /// Uploaded, epoch ms.
    pub created_at: i64,
}

/// The SHA-256 of `bytes`, lower-case hex, as [`FileRow::sha256`] holds it.
pub fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

const COLUMNS: &str = "biz_id, institution_biz_id, bucket, remark, file_name, content_type, \
    size, sha256, uploaded_by, created_at";

fn from_row(r: &Row<'_>) -> rusqlite::Result<FileRow> {
    Ok(FileRow {
        biz_id: r.get(0)?,
        institution_biz_id: r.get(1)?,
        bucket: r.get(2)?,
        remark: r.get(3)?,
        file_name: r.get(4)?,
        content_type: r.get(5)?,
        size: r.get(6)?,
        sha256: r.get(7)?,
        uploaded_by: r.get(8)?,
        created_at: r.get(9)?,
    })
}

/// Stores a file and its bytes.
pub fn insert(conn: &Connection, f: &FileRow, content: &[u8]) -> rusqlite::Result<()> {
    table::insert(
        conn,
        "files",
        &format!("{COLUMNS}, content"),
        params![
            f.biz_id,
            f.institution_biz_id,
            f.bucket,
            f.remark,
            f.file_name,
            f.content_type,
            f.size,
            f.sha256,
            f.uploaded_by,
            f.created_at,
            content
        ],
    )
}

fn visible(scope: &Scope, biz_id: &str) -> Conditions {
    Conditions::visible_one(scope, "institution_biz_id", "biz_id", biz_id)
}

/// The file with this id, if `scope` shows it.
pub fn by_biz_id(
    conn: &Connection,
    scope: &Scope,
    biz_id: &str,
) -> rusqlite::Result<Option<FileRow>> {
    table::first(conn, "files", COLUMNS, &visible(scope, biz_id), from_row)
}

/// The bytes of a file (the caller checked it is visible).
pub fn content(conn: &Connection, biz_id: &str) -> rusqlite::Result<Option<Vec<u8>>> {
    conn.query_row(
        "SELECT content FROM files WHERE biz_id = ?1",
        [biz_id],
        |r| r.get(0),
    )
    .optional()
}

/// Deletes a file `scope` shows, with its links; whether there was one.
pub fn delete(conn: &Connection, scope: &Scope, biz_id: &str) -> rusqlite::Result<bool> {
    let conditions = visible(scope, biz_id);
    let n = conn.execute(
        &format!("DELETE FROM files{}", conditions.where_sql()),
        params_from_iter(conditions.args()),
    )?;
    Ok(n > 0)
}

/// One page of an institution's files `scope` shows, newest first, and their count.
pub fn list(
    conn: &Connection,
    scope: &Scope,
    institution: &str,
    offset: u64,
    limit: u64,
) -> rusqlite::Result<(Vec<FileRow>, u64)> {
    let mut conditions = Conditions::visible_to(scope, "institution_biz_id");
    conditions.and(
        "institution_biz_id = ?",
        [Value::Text(institution.to_owned())],
    );
    let listing = Listing {
        from: "files",
        columns: COLUMNS,
        conditions: &conditions,
        order: "seq DESC",
    };
    page(conn, listing, offset, limit, from_row)
}

/// Stores a download link `token` to a file, usable until `expires_at` (epoch ms); links
/// expired by `now` are forgotten (they open nothing anyway), so the table stays bounded by
/// the links made within one link lifetime.
pub fn add_link(
    conn: &Connection,
    token: &str,
    biz_id: &str,
    now: i64,
    expires_at: i64,
) -> rusqlite::Result<()> {
    conn.execute("DELETE FROM file_links WHERE expires_at <= ?1", [now])?;
    conn.execute(
        "INSERT INTO file_links (token, file_biz_id, expires_at) VALUES (?1, ?2, ?3)",
        params![token, biz_id, expires_at],
    )?;
    Ok(())
}

/// The file a link names, if the link is known and unexpired at `now`.
pub fn by_link(conn: &Connection, token: &str, now: i64) -> rusqlite::Result<Option<FileRow>> {
    conn.query_row(
        &format!(
            "SELECT {} FROM files f JOIN file_links l ON l.file_biz_id = f.biz_id \
             WHERE l.token = ?1 AND l.expires_at > ?2",
            COLUMNS
                .split(", ")
                .map(|c| format!("f.{}", c.trim()))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        params![token, now],
        from_row,
    )
    .optional()
}
