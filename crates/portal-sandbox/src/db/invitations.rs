//! Invitations of accounts to institutions, answered by accepting or declining.

use rusqlite::{named_params, Connection, OptionalExtension};

use super::table;

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

const SELECT: &str =
    "SELECT v.biz_id, v.account_biz_id, v.institution_biz_id, i.name AS institution_name,
    v.role_name,
    v.invited_by, v.invited_at, v.expires_at
    FROM invitations v JOIN institutions i ON i.biz_id = v.institution_biz_id";

fn from_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<InvitationRow> {
    Ok(InvitationRow {
        biz_id: r.get("biz_id")?,
        account_biz_id: r.get("account_biz_id")?,
        institution_biz_id: r.get("institution_biz_id")?,
        institution_name: r.get("institution_name")?,
        role_name: r.get("role_name")?,
        invited_by: r.get("invited_by")?,
        invited_at: r.get("invited_at")?,
        expires_at: r.get("expires_at")?,
    })
}

/// Inserts an open invitation.
pub fn insert(conn: &Connection, v: &InvitationRow) -> rusqlite::Result<()> {
    table::insert(
        conn,
        "invitations",
        named_params! {
            ":biz_id": v.biz_id,
            ":account_biz_id": v.account_biz_id,
            ":institution_biz_id": v.institution_biz_id,
            ":role_name": v.role_name,
            ":invited_by": v.invited_by,
            ":invited_at": v.invited_at,
            ":expires_at": v.expires_at,
        },
    )
}

/// The account's open, unexpired invitations, newest first.
pub fn open_for(
    conn: &Connection,
    account: &str,
    now: i64,
) -> rusqlite::Result<Vec<InvitationRow>> {
    let mut stmt = conn.prepare(&format!(
        "{SELECT} WHERE v.account_biz_id = :account AND v.status = 'OPEN'
         AND v.expires_at > :now ORDER BY v.invited_at DESC, v.biz_id"
    ))?;
    let rows = stmt.query_map(named_params! {":account": account, ":now": now}, from_row)?;
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
            "{SELECT} WHERE v.biz_id = :biz_id AND v.account_biz_id = :account
             AND v.status = 'OPEN' AND v.expires_at > :now"
        ),
        named_params! {":biz_id": biz_id, ":account": account, ":now": now},
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
    table::update(
        conn,
        "invitations",
        biz_id,
        named_params! {":status": status, ":decline_reason": reason, ":answered_at": now},
    )
}
