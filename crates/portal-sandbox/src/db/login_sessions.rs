//! Login sessions: between a checked password and a completed second factor.

use rusqlite::{named_params, Connection, OptionalExtension, Row};

use super::table;

/// One login session.
#[derive(Clone)]
pub struct LoginSessionRow {
    /// Session id.
    pub session_id: String,
    /// The account signing in.
    pub account_biz_id: String,
    /// The latest emailed code.
    pub email_code: Option<String>,
    /// Its expiry, epoch ms.
    pub email_code_expires_at: Option<i64>,
    /// When a code was last sent, epoch ms.
    pub last_sent_at: Option<i64>,
}

/// Leaves out the emailed code.
impl std::fmt::Debug for LoginSessionRow {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LoginSessionRow")
            .field("session_id", &self.session_id)
            .field("account_biz_id", &self.account_biz_id)
            .field("email_code_expires_at", &self.email_code_expires_at)
            .finish_non_exhaustive()
    }
}

/// Opens a session.
pub fn insert(conn: &Connection, id: &str, account: &str, expires_at: i64) -> rusqlite::Result<()> {
    table::insert(
        conn,
        "login_sessions",
        named_params! {":session_id": id, ":account_biz_id": account, ":expires_at": expires_at},
    )
}

/// The session if it exists, is unused and has not expired at `now`.
pub fn live(conn: &Connection, id: &str, now: i64) -> rusqlite::Result<Option<LoginSessionRow>> {
    conn.query_row(
        "SELECT session_id, account_biz_id, email_code, email_code_expires_at,
         last_sent_at FROM login_sessions
         WHERE session_id = :id AND used = 0 AND expires_at > :now",
        named_params! {":id": id, ":now": now},
        from_row,
    )
    .optional()
}

fn from_row(r: &Row<'_>) -> rusqlite::Result<LoginSessionRow> {
    Ok(LoginSessionRow {
        session_id: r.get("session_id")?,
        account_biz_id: r.get("account_biz_id")?,
        email_code: r.get("email_code")?,
        email_code_expires_at: r.get("email_code_expires_at")?,
        last_sent_at: r.get("last_sent_at")?,
    })
}

/// Records a sent email code (replacing the previous one).
pub fn record_sent_code(
    conn: &Connection,
    id: &str,
    code: &str,
    code_expires_at: i64,
    now: i64,
) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE login_sessions SET email_code = :code, email_code_expires_at = :expires_at,
         last_sent_at = :now WHERE session_id = :id",
        named_params! {
            ":id": id,
            ":code": code,
            ":expires_at": code_expires_at,
            ":now": now,
        },
    )?;
    Ok(())
}

/// Counts a wrong code; the one that makes `max` uses the session up. Whether it did.
pub fn record_wrong_code(conn: &Connection, id: &str, max: u32) -> rusqlite::Result<bool> {
    let wrong: u32 = conn.query_row(
        "UPDATE login_sessions SET failed_attempts = failed_attempts + 1,
         used = CASE WHEN failed_attempts + 1 >= :max THEN 1 ELSE used END
         WHERE session_id = :id RETURNING failed_attempts",
        named_params! {":id": id, ":max": max},
        |r| r.get("failed_attempts"),
    )?;
    Ok(wrong >= max)
}

/// Uses the session up (after a completed sign-in).
pub fn mark_used(conn: &Connection, id: &str) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE login_sessions SET used = 1 WHERE session_id = :id",
        named_params! {":id": id},
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_leaves_out_the_emailed_code() {
        let row = LoginSessionRow {
            session_id: "ls-1".into(),
            account_biz_id: "acc_1".into(),
            email_code: Some("482913".into()),
            email_code_expires_at: Some(1),
            last_sent_at: None,
        };
        let debug = format!("{row:?}");
        assert!(
            debug.contains("ls-1") && !debug.contains("482913"),
            "{debug}"
        );
    }
}
