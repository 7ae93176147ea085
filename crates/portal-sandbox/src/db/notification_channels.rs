//! Notification channels (stored whole, password included) and notification channel types.

use portal_api::notification_channels::{NotificationChannel, NotificationChannelType, TypeSort};
use portal_api::recharges::SortDirection;
use rusqlite::{named_params, Connection, OptionalExtension, Row};
use serde_json::Value;

use super::sql::{insert_sql, limit_offset};
use crate::clock::iso;

/// The channel with this business id, as stored (the password unmasked).
pub fn channel(conn: &Connection, biz_id: &str) -> rusqlite::Result<Option<NotificationChannel>> {
    let body: Option<String> = conn
        .query_row(
            "SELECT body FROM notification_channels WHERE biz_id = :biz_id",
            named_params! {":biz_id": biz_id},
            |r| r.get("body"),
        )
        .optional()?;
    Ok(body.and_then(|b| serde_json::from_str(&b).ok()))
}

/// Writes a channel, new or changed.
pub fn save(conn: &Connection, channel: &NotificationChannel) -> rusqlite::Result<()> {
    let body = serde_json::to_string(channel).unwrap_or_default();
    conn.execute(
        "INSERT INTO notification_channels (biz_id, body) VALUES (:biz_id, :body)
         ON CONFLICT (biz_id) DO UPDATE SET body = excluded.body",
        named_params! {":biz_id": channel.biz_id, ":body": body},
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
        &insert_sql("notification_channel_types", TYPE_COLUMNS),
        named_params! {
            ":biz_id": t.biz_id,
            ":type_code": t.type_code,
            ":type_value": t.type_value,
            ":type_name": t.type_name,
            ":type_description": t.type_description,
            ":type_status": t.type_status,
            ":display_order": t.display_order,
            ":icon_url": t.icon_url,
            ":extra_config": t.extra_config.as_ref().map(Value::to_string),
            ":created_at": at,
            ":updated_at": at,
        },
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

const TYPE_COLUMNS: &str = "biz_id, type_code, type_value, type_name, type_description, \
    type_status, display_order, icon_url, extra_config, created_at, updated_at";

fn from_row(r: &Row<'_>) -> rusqlite::Result<NotificationChannelType> {
    let extra: Option<String> = r.get("extra_config")?;
    Ok(NotificationChannelType {
        biz_id: r.get("biz_id")?,
        type_code: r.get("type_code")?,
        type_value: r.get("type_value")?,
        type_name: r.get("type_name")?,
        type_description: r.get("type_description")?,
        type_status: r.get("type_status")?,
        display_order: r.get("display_order")?,
        icon_url: r.get("icon_url")?,
        extra_config: extra.and_then(|e| serde_json::from_str(&e).ok()),
        created_at: Some(iso(r.get("created_at")?)),
        updated_at: Some(iso(r.get("updated_at")?)),
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
    let condition = "(:biz_id IS NULL OR biz_id = :biz_id)
        AND (:type_code IS NULL OR type_code = :type_code COLLATE NOCASE)
        AND (:type_status IS NULL OR type_status = :type_status)
        AND (:enabled_only = 0 OR type_status = 'ENABLED')";
    let args = named_params! {
        ":biz_id": filter.biz_id,
        ":type_code": filter.type_code,
        ":type_status": filter.type_status,
        ":enabled_only": filter.enabled_only,
    };
    let total: u64 = conn.query_row(
        &format!("SELECT COUNT(*) AS total FROM notification_channel_types WHERE {condition}"),
        args,
        |r| r.get("total"),
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
        "SELECT {TYPE_COLUMNS} FROM notification_channel_types WHERE {condition} ORDER BY {}{}",
        order.join(", "),
        limit_offset(limit, offset)
    );
    let mut stmt = conn.prepare(&sql)?;
    let rows = stmt.query_map(args, from_row)?;
    Ok((rows.collect::<rusqlite::Result<_>>()?, total))
}
