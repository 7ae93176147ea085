//! Notification channels (stored whole, password included) and notification channel types.

use portal_api::notification_channels::{NotificationChannel, NotificationChannelType, TypeSort};
use portal_api::recharges::SortDirection;
use rusqlite::{params, Connection, OptionalExtension, Row};
use serde_json::Value;

use crate::clock::iso;

/// The channel with this business id, as stored (the password unmasked).
pub fn channel(conn: &Connection, biz_id: &str) -> rusqlite::Result<Option<NotificationChannel>> {
    let body: Option<String> = conn
        .query_row(
            "SELECT body FROM notification_channels WHERE biz_id = ?1",
            [biz_id],
            |r| r.get(0),
        )
        .optional()?;
    Ok(body.and_then(|b| serde_json::from_str(&b).ok()))
}

/// Writes a channel, new or changed.
pub fn save(conn: &Connection, channel: &NotificationChannel) -> rusqlite::Result<()> {
    let body = serde_json::to_string(channel).unwrap_or_default();
    conn.execute(
        "INSERT INTO notification_channels (biz_id, body) VALUES (?1, ?2)
         ON CONFLICT (biz_id) DO UPDATE SET body = excluded.body",
        params![channel.biz_id, body],
    )?;
    Ok(())
}

/// Writes a new channel type.
pub fn insert_type(
    conn: &Connection,
    t: &NotificationChannelType,
    at: i64,
) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO notification_channel_types (biz_id, type_code, type_value, type_name,
            type_description, type_status, display_order, icon_url, extra_config, created_at,
            updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?10)",
        params![
            t.biz_id,
            t.type_code,
            t.type_value,
            t.type_name,
            t.type_description,
            t.type_status,
            t.display_order,
            t.icon_url,
            t.extra_config.as_ref().map(Value::to_string),
            at
        ],
    )?;
    Ok(())
}

/// The filters of the type query, already checked.
#[derive(Debug, Default)]
pub struct TypeFilter<'a> {
    /// Exact business id.
    pub biz_id: Option<&'a str>,
    /// Exact code, without case.
    pub type_code: Option<&'a str>,
    /// Exact status.
    pub type_status: Option<&'a str>,
    /// Only ENABLED.
    pub enabled_only: bool,
}

fn column(field: &str) -> &'static str {
    match field {
        "typeCode" => "type_code",
        "typeName" => "type_name",
        "typeStatus" => "type_status",
        "typeValue" => "type_value",
        "createdAt" => "created_at",
        _ => "display_order",
    }
}

fn from_row(r: &Row<'_>) -> rusqlite::Result<NotificationChannelType> {
    let extra: Option<String> = r.get(8)?;
    Ok(NotificationChannelType {
        biz_id: r.get(0)?,
        type_code: r.get(1)?,
        type_value: r.get(2)?,
        type_name: r.get(3)?,
        type_description: r.get(4)?,
        type_status: r.get(5)?,
        display_order: r.get(6)?,
        icon_url: r.get(7)?,
        extra_config: extra.and_then(|e| serde_json::from_str(&e).ok()),
        created_at: Some(iso(r.get(9)?)),
        updated_at: Some(iso(r.get(10)?)),
        other: Default::default(),
    })
}

/// One page of the types matching `filter` in `sort` order (display order when none), and
/// how many match.
pub fn types(
    conn: &Connection,
    filter: &TypeFilter<'_>,
    sort: &[TypeSort],
    offset: u64,
    limit: u64,
) -> rusqlite::Result<(Vec<NotificationChannelType>, u64)> {
    let condition = "(?1 IS NULL OR biz_id = ?1) AND (?2 IS NULL OR type_code = ?2 COLLATE NOCASE)
        AND (?3 IS NULL OR type_status = ?3) AND (?4 = 0 OR type_status = 'ENABLED')";
    let args = params![
        filter.biz_id,
        filter.type_code,
        filter.type_status,
        filter.enabled_only
    ];
    let total: u64 = conn.query_row(
        &format!("SELECT COUNT(*) FROM notification_channel_types WHERE {condition}"),
        args,
        |r| r.get(0),
    )?;
    // Columns come from a fixed list, never from the request's text.
    let mut order: Vec<String> = sort
        .iter()
        .map(|s| {
            let direction = match s.direction {
                SortDirection::Asc => "ASC",
                SortDirection::Desc => "DESC",
            };
            format!("{} {direction}", column(&s.field))
        })
        .collect();
    order.push("display_order ASC".to_owned());
    order.push("seq ASC".to_owned());
    let sql = format!(
        "SELECT biz_id, type_code, type_value, type_name, type_description, type_status,
            display_order, icon_url, extra_config, created_at, updated_at
         FROM notification_channel_types WHERE {condition} ORDER BY {} LIMIT ?5 OFFSET ?6",
        order.join(", ")
    );
    let mut stmt = conn.prepare(&sql)?;
    let rows = stmt.query_map(
        params![
            filter.biz_id,
            filter.type_code,
            filter.type_status,
            filter.enabled_only,
            limit as i64,
            offset as i64
        ],
        from_row,
    )?;
    Ok((rows.collect::<rusqlite::Result<_>>()?, total))
}
