//! Invitations of accounts to institutions, answered by accepting or declining.

use rusqlite::{params, Connection, OptionalExtension};

/// An open invitation joined with its institution's name.
#[derive(Debug, Clone)]
pub struct InvitationRow {
    /// Business id.
    pub biz_id: String,
    /// The invited account.
    pub account_biz_id: String,
    /// The institution (workspace) it joins.
    pub institution_biz_id: String,
    /// The institution's name.
    pub institution_name: String,
    /// The role it would get.
    pub role_name: String,
    /// Who invited (an email).
    pub invited_by: String,
    /// Sent, epoch ms.
    pub invited_at: i64,
    /// Expires, epoch ms.
    pub expires_at: i64,
}

const SELECT: &str = "SELECT v.biz_id, v.account_biz_id, v.institution_biz_id, i.name, v.role_name,
    v.invited_by, v.invited_at, v.expires_at
    FROM invitations v JOIN institutions i ON i.biz_id = v.institution_biz_id";

fn from_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<InvitationRow> {
    Ok(InvitationRow {
        biz_id: r.get(0)?,
        account_biz_id: r.get(1)?,
        institution_biz_id: r.get(2)?,
        institution_name: r.get(3)?,
        role_name: r.get(4)?,
        invited_by: r.get(5)?,
        invited_at: r.get(6)?,
        expires_at: r.get(7)?,
    })
}

/// Inserts an open invitation.
pub fn insert(conn: &Connection, v: &InvitationRow) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO invitations (biz_id, account_biz_id, institution_biz_id, role_name, invited_by,
         invited_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![
            v.biz_id,
            v.account_biz_id,
            v.institution_biz_id,
            v.role_name,
            v.invited_by,
            v.invited_at,
            v.expires_at
        ],
    )?;
    Ok(())
}

/// The account's open, unexpired invitations, newest first.
pub fn open_for(
    conn: &Connection,
    account: &str,
    now: i64,
) -> rusqlite::Result<Vec<InvitationRow>> {
    let mut stmt = conn.prepare(&format!(
        "{SELECT} WHERE v.account_biz_id = ?1 AND v.status = 'OPEN' AND v.expires_at > ?2
         ORDER BY v.invited_at DESC, v.biz_id"
    ))?;
    let rows = stmt.query_map(params![account, now], from_row)?;
    rows.collect()
}

/// One open, unexpired invitation of the account.
pub fn open_one(
    conn: &Connection,
    account: &str,
    biz_id: &str,
    now: i64,
) -> rusqlite::Result<Option<InvitationRow>> {
    conn.query_row(
        &format!(
            "{SELECT} WHERE v.biz_id = ?1 AND v.account_biz_id = ?2 AND v.status = 'OPEN'
             AND v.expires_at > ?3"
        ),
        params![biz_id, account, now],
        from_row,
    )
    .optional()
}

/// Records the answer (`ACCEPTED` or `DECLINED`).
pub fn answer(
    conn: &Connection,
    biz_id: &str,
    status: &str,
    reason: Option<&str>,
    now: i64,
) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE invitations SET status = ?2, decline_reason = ?3, answered_at = ?4 WHERE biz_id = ?1",
        params![biz_id, status, reason, now],
    )?;
    Ok(())
}
