//! Self-registration sessions (emailed code, verification, account creation, first password),
//! and the password-init sessions of emailed "set your password" links.

use rusqlite::{params, Connection, OptionalExtension};

/// One registration session.
#[derive(Clone)]
pub struct RegistrationRow {
    /// Session id.
    pub session_id: String,
    /// The email being registered.
    pub email: String,
    /// The name given at initiate.
    pub account_name: String,
    /// The emailed code.
    pub code: String,
    /// Expiry, epoch ms.
    pub expires_at: i64,
    /// When the code was verified.
    pub verified_at: Option<i64>,
    /// The account created by complete.
    pub account_biz_id: Option<String>,
    /// Whether password/init has used the session.
    pub password_set: bool,
}

/// Leaves out the emailed code.
impl std::fmt::Debug for RegistrationRow {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RegistrationRow")
            .field("session_id", &self.session_id)
            .field("email", &self.email)
            .field("expires_at", &self.expires_at)
            .field("verified_at", &self.verified_at)
            .finish_non_exhaustive()
    }
}

/// Opens a session.
pub fn insert(conn: &Connection, r: &RegistrationRow) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO registrations (session_id, email, account_name, code, expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5)",
        params![r.session_id, r.email, r.account_name, r.code, r.expires_at],
    )?;
    Ok(())
}

/// Opens a password-init session for an existing account (a new administrator's first
/// password, or a reset): already verified and complete, so `password/init` may use it once.
pub fn insert_password_link(
    conn: &Connection,
    session_id: &str,
    account: (&str, &str, &str),
    now: i64,
    expires_at: i64,
) -> rusqlite::Result<()> {
    let (biz_id, email, name) = account;
    conn.execute(
        "INSERT INTO registrations (session_id, email, account_name, code, expires_at,
         verified_at, account_biz_id) VALUES (?1, ?2, ?3, '', ?4, ?5, ?6)",
        params![session_id, email, name, expires_at, now, biz_id],
    )?;
    Ok(())
}

/// The session if it exists and has not expired at `now`.
pub fn live(conn: &Connection, id: &str, now: i64) -> rusqlite::Result<Option<RegistrationRow>> {
    conn.query_row(
        "SELECT session_id, email, account_name, code, expires_at, verified_at, account_biz_id,
         password_set FROM registrations WHERE session_id = ?1 AND expires_at > ?2",
        params![id, now],
        |r| {
            Ok(RegistrationRow {
                session_id: r.get(0)?,
                email: r.get(1)?,
                account_name: r.get(2)?,
                code: r.get(3)?,
                expires_at: r.get(4)?,
                verified_at: r.get(5)?,
                account_biz_id: r.get(6)?,
                password_set: r.get(7)?,
            })
        },
    )
    .optional()
}

/// Marks the code verified.
pub fn mark_verified(conn: &Connection, id: &str, now: i64) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE registrations SET verified_at = ?2 WHERE session_id = ?1",
        params![id, now],
    )?;
    Ok(())
}

/// Counts a wrong code; the one that makes `max` ends the session (it expires now). Whether
/// it did.
pub fn record_wrong_code(conn: &Connection, id: &str, max: u32) -> rusqlite::Result<bool> {
    let wrong: u32 = conn.query_row(
        "UPDATE registrations SET failed_attempts = failed_attempts + 1,
         expires_at = CASE WHEN failed_attempts + 1 >= ?2 THEN 0 ELSE expires_at END
         WHERE session_id = ?1 RETURNING failed_attempts",
        params![id, max],
        |r| r.get(0),
    )?;
    Ok(wrong >= max)
}

/// Records the created account.
pub fn mark_completed(conn: &Connection, id: &str, account: &str) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE registrations SET account_biz_id = ?2 WHERE session_id = ?1",
        params![id, account],
    )?;
    Ok(())
}

/// Uses the session up after password/init.
pub fn mark_password_set(conn: &Connection, id: &str) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE registrations SET password_set = 1 WHERE session_id = ?1",
        [id],
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_leaves_out_the_emailed_code() {
        let row = RegistrationRow {
            session_id: "rs-1".into(),
            email: "a@portal.test".into(),
            account_name: "A".into(),
            code: "739155".into(),
            expires_at: 1,
            verified_at: None,
            account_biz_id: None,
            password_set: false,
        };
        let debug = format!("{row:?}");
        assert!(
            debug.contains("rs-1") && !debug.contains("739155"),
            "{debug}"
        );
    }
}
