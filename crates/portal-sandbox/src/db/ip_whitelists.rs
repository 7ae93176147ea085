//! The IP whitelist of each workspace: off and empty until first saved.

use rusqlite::{named_params, Connection, OptionalExtension, Row};

use super::sql::insert_sql;

/// One workspace's whitelist as stored.
#[derive(Debug, Clone, Default)]
pub struct WhitelistRow {
    /// Whether it is enforced.
    pub enabled: bool,
    /// Entries, as written (trimmed).
    pub entries: Vec<String>,
    /// Last saved, epoch ms; `None` before the first save.
    pub updated_at: Option<i64>,
}

/// The workspace's whitelist (off and empty when never saved).
pub fn get(conn: &Connection, workspace: &str) -> rusqlite::Result<WhitelistRow> {
    let row = conn
        .query_row(
            "SELECT enabled, entries, updated_at FROM ip_whitelists \
             WHERE workspace_biz_id = :workspace",
            named_params! {":workspace": workspace},
            from_row,
        )
        .optional()?;
    Ok(row.unwrap_or_default())
}

fn from_row(r: &Row<'_>) -> rusqlite::Result<WhitelistRow> {
    let entries: String = r.get("entries")?;
    Ok(WhitelistRow {
        enabled: r.get("enabled")?,
        entries: serde_json::from_str(&entries).unwrap_or_default(),
        updated_at: Some(r.get("updated_at")?),
    })
}

/// Replaces the workspace's whitelist.
pub fn put(conn: &Connection, workspace: &str, row: &WhitelistRow) -> rusqlite::Result<()> {
    let entries = serde_json::to_string(&row.entries).unwrap_or_else(|_| "[]".to_owned());
    conn.execute(
        &format!(
            "{} ON CONFLICT (workspace_biz_id) DO UPDATE SET enabled = excluded.enabled, \
             entries = excluded.entries, updated_at = excluded.updated_at",
            insert_sql(
                "ip_whitelists",
                "workspace_biz_id, enabled, entries, updated_at"
            )
        ),
        named_params! {
            ":workspace_biz_id": workspace,
            ":enabled": row.enabled,
            ":entries": entries,
            ":updated_at": row.updated_at.unwrap_or(0),
        },
    )?;
    Ok(())
}
