//! Stored files: metadata, their bytes (a BLOB beside it), pages of an institution's files,
//! and time-limited download links.

use rusqlite::types::Value;
use rusqlite::{named_params, params_from_iter, Connection, OptionalExtension, Row};

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
        biz_id: r.get("biz_id")?,
        institution_biz_id: r.get("institution_biz_id")?,
        bucket: r.get("bucket")?,
        remark: r.get("remark")?,
        file_name: r.get("file_name")?,
        content_type: r.get("content_type")?,
        size: r.get("size")?,
        sha256: r.get("sha256")?,
        uploaded_by: r.get("uploaded_by")?,
        created_at: r.get("created_at")?,
    })
}

/// Stores a file and its bytes.
pub fn insert(conn: &Connection, f: &FileRow, content: &[u8]) -> rusqlite::Result<()> {
    table::insert(
        conn,
        "files",
        named_params! {
            ":biz_id": f.biz_id,
            ":institution_biz_id": f.institution_biz_id,
            ":bucket": f.bucket,
            ":remark": f.remark,
            ":file_name": f.file_name,
            ":content_type": f.content_type,
            ":size": f.size,
            ":sha256": f.sha256,
            ":uploaded_by": f.uploaded_by,
            ":created_at": f.created_at,
            ":content": content,
        },
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
        "SELECT content FROM files WHERE biz_id = :biz_id",
        named_params! {":biz_id": biz_id},
        |r| r.get("content"),
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
    conn.execute(
        "DELETE FROM file_links WHERE expires_at <= :now",
        named_params! {":now": now},
    )?;
    table::insert(
        conn,
        "file_links",
        named_params! {":token": token, ":file_biz_id": biz_id, ":expires_at": expires_at},
    )
}

/// The file a link names, if the link is known and unexpired at `now`.
pub fn by_link(conn: &Connection, token: &str, now: i64) -> rusqlite::Result<Option<FileRow>> {
    conn.query_row(
        &format!(
            "SELECT {} FROM files f JOIN file_links l ON l.file_biz_id = f.biz_id \
             WHERE l.token = :token AND l.expires_at > :now",
            COLUMNS
                .split(", ")
                .map(|c| format!("f.{}", c.trim()))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        named_params! {":token": token, ":now": now},
        from_row,
    )
    .optional()
}
