//! Self-registration sessions (emailed code, verification, account creation, first password),
//! and the password-init sessions of emailed "set your password" links.

use rusqlite::{named_params, Connection, OptionalExtension, Row};

use super::table;

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
    table::insert(
        conn,
        "registrations",
        named_params! {
            ":session_id": r.session_id,
            ":email": r.email,
            ":account_name": r.account_name,
            ":code": r.code,
            ":expires_at": r.expires_at,
        },
    )
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
    table::insert(
        conn,
        "registrations",
        named_params! {
            ":session_id": session_id,
            ":email": email,
            ":account_name": name,
            ":code": "",
            ":expires_at": expires_at,
            ":verified_at": now,
            ":account_biz_id": biz_id,
        },
    )
}

/// The session if it exists and has not expired at `now`.
pub fn live(conn: &Connection, id: &str, now: i64) -> rusqlite::Result<Option<RegistrationRow>> {
    conn.query_row(
        "SELECT session_id, email, account_name, code, expires_at, verified_at, account_biz_id,
         password_set FROM registrations WHERE session_id = :id AND expires_at > :now",
        named_params! {":id": id, ":now": now},
        from_row,
    )
    .optional()
}

fn from_row(r: &Row<'_>) -> rusqlite::Result<RegistrationRow> {
    Ok(RegistrationRow {
        session_id: r.get("session_id")?,
        email: r.get("email")?,
        account_name: r.get("account_name")?,
        code: r.get("code")?,
        expires_at: r.get("expires_at")?,
        verified_at: r.get("verified_at")?,
        account_biz_id: r.get("account_biz_id")?,
        password_set: r.get("password_set")?,
    })
}

/// Marks the code verified.
pub fn mark_verified(conn: &Connection, id: &str, now: i64) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE registrations SET verified_at = :now WHERE session_id = :id",
        named_params! {":id": id, ":now": now},
    )?;
    Ok(())
}

/// Counts a wrong code; the one that makes `max` ends the session (it expires now). Whether
/// it did.
pub fn record_wrong_code(conn: &Connection, id: &str, max: u32) -> rusqlite::Result<bool> {
    let wrong: u32 = conn.query_row(
        "UPDATE registrations SET failed_attempts = failed_attempts + 1,
         expires_at = CASE WHEN failed_attempts + 1 >= :max THEN 0 ELSE expires_at END
         WHERE session_id = :id RETURNING failed_attempts",
        named_params! {":id": id, ":max": max},
        |r| r.get("failed_attempts"),
    )?;
    Ok(wrong >= max)
}

/// Records the created account.
pub fn mark_completed(conn: &Connection, id: &str, account: &str) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE registrations SET account_biz_id = :account WHERE session_id = :id",
        named_params! {":id": id, ":account": account},
    )?;
    Ok(())
}

/// Uses the session up after password/init.
pub fn mark_password_set(conn: &Connection, id: &str) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE registrations SET password_set = 1 WHERE session_id = :id",
        named_params! {":id": id},
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
