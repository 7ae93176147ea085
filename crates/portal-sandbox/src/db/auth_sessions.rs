//! Signed-in sessions: the hashes of their current access and refresh tokens.

use rusqlite::{params, Connection, OptionalExtension};

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
    conn.execute(
        "INSERT INTO auth_sessions (session_id, account_biz_id, access_hash, access_expires_at,
         refresh_hash, refresh_expires_at, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![
            id,
            account,
            tokens.access_hash,
            tokens.access_expires_at,
            tokens.refresh_hash,
            tokens.refresh_expires_at,
            now
        ],
    )?;
    Ok(())
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
             WHERE {token}_hash = ?1 AND ended_at IS NULL AND {token}_expires_at > ?2"
        ),
        params![hash, now],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )
    .optional()
}

/// Replaces a session's token pair; the previous tokens stop working. The previous refresh
/// token is remembered until it would have expired, so that presenting it again is noticed
/// ([`end_by_retired_refresh`]); remembered ones past their expiry are forgotten.
pub fn rotate(conn: &Connection, id: &str, tokens: &TokenHashes, now: i64) -> rusqlite::Result<()> {
    conn.execute(
        "DELETE FROM retired_refresh_tokens WHERE expires_at <= ?1",
        [now],
    )?;
    conn.execute(
        "INSERT OR IGNORE INTO retired_refresh_tokens (refresh_hash, session_id, expires_at)
         SELECT refresh_hash, session_id, refresh_expires_at FROM auth_sessions
         WHERE session_id = ?1",
        [id],
    )?;
    conn.execute(
        "UPDATE auth_sessions SET access_hash = ?2, access_expires_at = ?3, refresh_hash = ?4,
         refresh_expires_at = ?5 WHERE session_id = ?1",
        params![
            id,
            tokens.access_hash,
            tokens.access_expires_at,
            tokens.refresh_hash,
            tokens.refresh_expires_at
        ],
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
            "SELECT session_id FROM retired_refresh_tokens WHERE refresh_hash = ?1",
            [refresh_hash],
            |r| r.get(0),
        )
        .optional()?;
    let Some(sid) = sid else {
        return Ok(None);
    };
    let ended = conn.execute(
        "UPDATE auth_sessions SET ended_at = ?2 WHERE session_id = ?1 AND ended_at IS NULL",
        params![sid, now],
    )?;
    Ok((ended > 0).then_some(sid))
}

/// Ends every open session of the account; returns how many ended.
pub fn end_all(conn: &Connection, account: &str, now: i64) -> rusqlite::Result<u64> {
    let n = conn.execute(
        "UPDATE auth_sessions SET ended_at = ?2 WHERE account_biz_id = ?1 AND ended_at IS NULL",
        params![account, now],
    )?;
    Ok(n as u64)
}
