//! Which workspaces may use a recharge channel, and who pays the channel's fee there.

use rusqlite::{params, Connection, OptionalExtension, Row};

/// One channel's assignment to one institution (workspace).
#[derive(Debug, Clone)]
pub struct AssignmentRow {
    /// Business id.
    pub biz_id: String,
    /// The channel.
    pub channel_biz_id: String,
    /// The institution.
    pub institution_biz_id: String,
    /// The institution's name (read through a join; not stored on the assignment).
    pub institution_name: String,
    /// Who pays the fee (`UserFeeModel` value).
    pub user_fee_model: i64,
    /// Assigned, epoch ms.
    pub created_at: i64,
    /// Last changed, epoch ms.
    pub updated_at: i64,
}

const SELECT: &str = "SELECT a.biz_id, a.channel_biz_id, a.institution_biz_id, i.name, \
    a.user_fee_model, a.created_at, a.updated_at FROM recharge_channel_assignments a \
    JOIN institutions i ON i.biz_id = a.institution_biz_id";

fn from_row(r: &Row<'_>) -> rusqlite::Result<AssignmentRow> {
    Ok(AssignmentRow {
        biz_id: r.get(0)?,
        channel_biz_id: r.get(1)?,
        institution_biz_id: r.get(2)?,
        institution_name: r.get(3)?,
        user_fee_model: r.get(4)?,
        created_at: r.get(5)?,
        updated_at: r.get(6)?,
    })
}

/// Assigns the channel to the institution, or changes the fee model of the assignment that
/// exists (which keeps its business id and creation time).
pub fn assign(conn: &Connection, a: &AssignmentRow) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO recharge_channel_assignments (biz_id, channel_biz_id, institution_biz_id, \
         user_fee_model, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6) \
         ON CONFLICT (channel_biz_id, institution_biz_id) DO UPDATE SET \
         user_fee_model = excluded.user_fee_model, updated_at = excluded.updated_at",
        params![
            a.biz_id,
            a.channel_biz_id,
            a.institution_biz_id,
            a.user_fee_model,
            a.created_at,
            a.updated_at,
        ],
    )?;
    Ok(())
}

/// The channel's assignment to the institution.
pub fn one(
    conn: &Connection,
    channel_biz_id: &str,
    institution_biz_id: &str,
) -> rusqlite::Result<Option<AssignmentRow>> {
    conn.query_row(
        &format!("{SELECT} WHERE a.channel_biz_id = ?1 AND a.institution_biz_id = ?2"),
        [channel_biz_id, institution_biz_id],
        from_row,
    )
    .optional()
}

/// Every assignment of the channel, oldest first.
pub fn of_channel(conn: &Connection, channel_biz_id: &str) -> rusqlite::Result<Vec<AssignmentRow>> {
    let mut stmt = conn.prepare(&format!(
        "{SELECT} WHERE a.channel_biz_id = ?1 ORDER BY a.seq"
    ))?;
    let rows = stmt.query_map([channel_biz_id], from_row)?;
    rows.collect()
}
