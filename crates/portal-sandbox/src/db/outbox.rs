//! The dev outbox: every email the sandbox would have sent, with its code.

use rusqlite::{named_params, Connection, Row};
use serde::Serialize;

use crate::clock::iso;

/// Kinds of message.
pub mod kind {
    /// A sign-in code (`mfa/send`).
    pub const LOGIN_MFA: &str = "LOGIN_MFA";
    /// A registration code (`register/initiate`).
    pub const REGISTRATION: &str = "REGISTRATION";
    /// A password reset link (`password/forgot`).
    pub const PASSWORD_RESET: &str = "PASSWORD_RESET";
    /// A new administrator's link to set a first password (`accounts/admin/init`).
    pub const ACCOUNT_INVITE: &str = "ACCOUNT_INVITE";
}

/// One message as `GET /__sandbox/outbox` lists it.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OutboxMessage {
    /// Recipient.
    pub to: String,
    /// One of [`kind`].
    pub kind: String,
    /// The code or token it carries.
    pub code: Option<String>,
    /// The portal page it links to (from the portal's root), for messages that carry a link.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub link: Option<String>,
    /// Subject line.
    pub subject: String,
    /// When it was sent, ISO 8601.
    pub sent_at: String,
}

/// The portal page a password link opens, the session in its `session` parameter.
pub const SET_PASSWORD_PAGE: &str = "/set-password";

/// The portal address (from its root) that a message of `message_kind` carrying `code` links
/// to, for the kinds that carry a link (`password_links` sends them).
pub fn link(message_kind: &str, code: &str) -> Option<String> {
    [kind::ACCOUNT_INVITE, kind::PASSWORD_RESET]
        .contains(&message_kind)
        .then(|| format!("{SET_PASSWORD_PAGE}?session={code}"))
}

/// Most messages kept; the oldest go first. Every field is the sandbox's own (addresses are
/// checked emails, codes and subjects its own), so the count bounds the size too.
pub const MAX_MESSAGES: i64 = 1000;

/// Appends a message, forgetting the oldest past [`MAX_MESSAGES`].
pub fn push(
    conn: &Connection,
    to: &str,
    kind: &str,
    code: Option<&str>,
    subject: &str,
    now: i64,
) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO outbox (to_addr, kind, code, subject, sent_at) \
         VALUES (:to_addr, :kind, :code, :subject, :sent_at)",
        named_params! {
            ":to_addr": to,
            ":kind": kind,
            ":code": code,
            ":subject": subject,
            ":sent_at": now,
        },
    )?;
    conn.execute(
        "DELETE FROM outbox WHERE id <= (SELECT MAX(id) FROM outbox) - :kept",
        named_params! {":kept": MAX_MESSAGES},
    )?;
    Ok(())
}

/// Messages newest first, optionally only those to `to` (case-insensitive).
pub fn list(conn: &Connection, to: Option<&str>) -> rusqlite::Result<Vec<OutboxMessage>> {
    let mut stmt = conn.prepare(
        "SELECT to_addr, kind, code, subject, sent_at FROM outbox
         WHERE :to IS NULL OR to_addr = :to COLLATE NOCASE ORDER BY id DESC",
    )?;
    let rows = stmt.query_map(named_params! {":to": to}, from_row)?;
    rows.collect()
}

fn from_row(r: &Row<'_>) -> rusqlite::Result<OutboxMessage> {
    let kind: String = r.get("kind")?;
    let code: Option<String> = r.get("code")?;
    Ok(OutboxMessage {
        to: r.get("to_addr")?,
        link: code.as_deref().and_then(|c| link(&kind, c)),
        kind,
        code,
        subject: r.get("subject")?,
        sent_at: iso(r.get("sent_at")?),
    })
}
