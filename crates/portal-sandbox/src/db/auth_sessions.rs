//! Signed-in sessions: the hashes of their current access and refresh tokens.

use rusqlite::{named_params, Connection, OptionalExtension};

use super::table;

/// The hashes and expiries of one token pair.
#[derive(Debug, Clone)]
pub struct TokenHashes {
    /// SHA-256 of the access token, hex.
    pub access_hash: String,
    /// Access token expiry, epoch ms.
    pub access_expires_at: i64,
    /// SHA-256 of the refresh token, hex.
    pub refresh_hash: String,
    /// Refresh token expiry, epoch ms.
    pub refresh_expires_at: i64,
}

/// Starts a session with its first token pair.
pub fn insert(
    conn: &Connection,
    id: &str,
    account: &str,
    tokens: &TokenHashes,
    now: i64,
) -> rusqlite::Result<()> {
    table::insert(
        conn,
        "auth_sessions",
        named_params! {
            ":session_id": id,
            ":account_biz_id": account,
            ":access_hash": tokens.access_hash,
            ":access_expires_at": tokens.access_expires_at,
            ":refresh_hash": tokens.refresh_hash,
            ":refresh_expires_at": tokens.refresh_expires_at,
            ":created_at": now,
        },
    )
}

/// The session id and account of a live access token.
pub fn by_access(
    conn: &Connection,
    access_hash: &str,
    now: i64,
) -> rusqlite::Result<Option<(String, String)>> {
    live_by(conn, "access", access_hash, now)
}

/// The session id and account of a live refresh token.
pub fn by_refresh(
    conn: &Connection,
    refresh_hash: &str,
    now: i64,
) -> rusqlite::Result<Option<(String, String)>> {
    live_by(conn, "refresh", refresh_hash, now)
}

/// The session id and account of an unended session whose `{token}_hash` is `hash` and
/// whose `{token}_expires_at` is after `now`.
fn live_by(
    conn: &Connection,
    token: &str,
    hash: &str,
    now: i64,
) -> rusqlite::Result<Option<(String, String)>> {
    conn.query_row(
        &format!(
            "SELECT session_id, account_biz_id FROM auth_sessions
             WHERE {token}_hash = :hash AND ended_at IS NULL AND {token}_expires_at > :now"
        ),
        named_params! {":hash": hash, ":now": now},
        |r| Ok((r.get("session_id")?, r.get("account_biz_id")?)),
    )
    .optional()
}

/// Replaces a session's token pair; the previous tokens stop working. The previous refresh
/// token is remembered until it would have expired, so that presenting it again is noticed
/// ([`end_by_retired_refresh`]); remembered ones past their expiry are forgotten.
pub fn rotate(conn: &Connection, id: &str, tokens: &TokenHashes, now: i64) -> rusqlite::Result<()> {
    conn.execute(
        "DELETE FROM retired_refresh_tokens WHERE expires_at <= :now",
        named_params! {":now": now},
    )?;
    conn.execute(
        "INSERT OR IGNORE INTO retired_refresh_tokens (refresh_hash, session_id, expires_at)
         SELECT refresh_hash, session_id, refresh_expires_at FROM auth_sessions
         WHERE session_id = :id",
        named_params! {":id": id},
    )?;
    conn.execute(
        "UPDATE auth_sessions SET access_hash = :access_hash,
         access_expires_at = :access_expires_at, refresh_hash = :refresh_hash,
         refresh_expires_at = :refresh_expires_at WHERE session_id = :id",
        named_params! {
            ":id": id,
            ":access_hash": tokens.access_hash,
            ":access_expires_at": tokens.access_expires_at,
            ":refresh_hash": tokens.refresh_hash,
            ":refresh_expires_at": tokens.refresh_expires_at,
        },
    )?;
    Ok(())
}

/// A rotated-out refresh token presented again: it was copied, so the whole session it came
/// from ends (its newest access and refresh tokens stop working). The ended session's id,
/// or `None` when the hash is no retired token of an open session.
pub fn end_by_retired_refresh(
    conn: &Connection,
    refresh_hash: &str,
    now: i64,
) -> rusqlite::Result<Option<String>> {
    let sid: Option<String> = conn
        .query_row(
            "SELECT session_id FROM retired_refresh_tokens WHERE refresh_hash = :hash",
            named_params! {":hash": refresh_hash},
            |r| r.get("session_id"),
        )
        .optional()?;
    let Some(sid) = sid else {
        return Ok(None);
    };
    let ended = conn.execute(
        "UPDATE auth_sessions SET ended_at = :now WHERE session_id = :id AND ended_at IS NULL",
        named_params! {":id": sid, ":now": now},
    )?;
    Ok((ended > 0).then_some(sid))
}

/// Ends every open session of the account; returns how many ended.
pub fn end_all(conn: &Connection, account: &str, now: i64) -> rusqlite::Result<u64> {
    let n = conn.execute(
        "UPDATE auth_sessions SET ended_at = :now
         WHERE account_biz_id = :account AND ended_at IS NULL",
        named_params! {":account": account, ":now": now},
    )?;
    Ok(n as u64)
}
