//! Which workspaces may use a recharge channel, and who pays the channel's fee there.

use rusqlite::{named_params, Connection, OptionalExtension, Row};

use super::sql::insert_sql;

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

const SELECT: &str = "SELECT a.biz_id, a.channel_biz_id, a.institution_biz_id, \
    i.name AS institution_name, \
    a.user_fee_model, a.created_at, a.updated_at FROM recharge_channel_assignments a \
    JOIN institutions i ON i.biz_id = a.institution_biz_id";

fn from_row(r: &Row<'_>) -> rusqlite::Result<AssignmentRow> {
    Ok(AssignmentRow {
        biz_id: r.get("biz_id")?,
        channel_biz_id: r.get("channel_biz_id")?,
        institution_biz_id: r.get("institution_biz_id")?,
        institution_name: r.get("institution_name")?,
        user_fee_model: r.get("user_fee_model")?,
        created_at: r.get("created_at")?,
        updated_at: r.get("updated_at")?,
    })
}

/// Assigns the channel to the institution, or changes the fee model of the assignment that
/// exists (which keeps its business id and creation time).
pub fn assign(conn: &Connection, a: &AssignmentRow) -> rusqlite::Result<()> {
    conn.execute(
        &format!(
            "{} ON CONFLICT (channel_biz_id, institution_biz_id) DO UPDATE SET \
             user_fee_model = excluded.user_fee_model, updated_at = excluded.updated_at",
            insert_sql(
                "recharge_channel_assignments",
                "biz_id, channel_biz_id, institution_biz_id, user_fee_model, created_at, \
                 updated_at"
            )
        ),
        named_params! {
            ":biz_id": a.biz_id,
            ":channel_biz_id": a.channel_biz_id,
            ":institution_biz_id": a.institution_biz_id,
            ":user_fee_model": a.user_fee_model,
            ":created_at": a.created_at,
            ":updated_at": a.updated_at,
        },
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
        &format!(
            "{SELECT} WHERE a.channel_biz_id = :channel AND a.institution_biz_id = :institution"
        ),
        named_params! {":channel": channel_biz_id, ":institution": institution_biz_id},
        from_row,
    )
    .optional()
}

/// Every assignment of the channel, oldest first.
pub fn of_channel(conn: &Connection, channel_biz_id: &str) -> rusqlite::Result<Vec<AssignmentRow>> {
    let mut stmt = conn.prepare(&format!(
        "{SELECT} WHERE a.channel_biz_id = :channel ORDER BY a.seq"
    ))?;
    let rows = stmt.query_map(named_params! {":channel": channel_biz_id}, from_row)?;
    rows.collect()
}
