//! Provider records (connections, cards, virtual accounts, payment handles, transactions),
//! each stored whole as JSON under its kind and connection.

use rusqlite::{named_params, Connection, OptionalExtension};
use serde_json::Value;

/// What a stored record is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A provider connection (its connection id is its own id).
    Connection,
    /// A card.
    Card,
    /// A virtual account.
    VirtualAccount,
    /// A payment handle.
    Handle,
    /// A transaction.
    Transaction,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Self::Connection => "connection",
            Self::Card => "card",
            Self::VirtualAccount => "virtual_account",
            Self::Handle => "handle",
            Self::Transaction => "transaction",
        }
    }
}

/// One record of `connection`.
pub fn record(
    conn: &Connection,
    kind: Kind,
    connection: &str,
    biz_id: &str,
) -> rusqlite::Result<Option<Value>> {
    let body: Option<String> = conn
        .query_row(
            "SELECT body FROM partner_records
             WHERE kind = :kind AND connection_biz_id = :connection AND biz_id = :biz_id",
            named_params! {":kind": kind.name(), ":connection": connection, ":biz_id": biz_id},
            |r| r.get("body"),
        )
        .optional()?;
    Ok(body.and_then(|b| serde_json::from_str(&b).ok()))
}

/// The connection itself.
pub fn connection(conn: &Connection, biz_id: &str) -> rusqlite::Result<Option<Value>> {
    record(conn, Kind::Connection, biz_id, biz_id)
}

/// Every record of `kind` of `connection`, in creation order.
pub fn list(conn: &Connection, kind: Kind, connection: &str) -> rusqlite::Result<Vec<Value>> {
    let mut stmt = conn.prepare(
        "SELECT body FROM partner_records WHERE kind = :kind AND connection_biz_id = :connection \
         ORDER BY seq",
    )?;
    let rows = stmt.query_map(
        named_params! {":kind": kind.name(), ":connection": connection},
        |r| r.get::<_, String>("body"),
    )?;
    let bodies: Vec<String> = rows.collect::<rusqlite::Result<_>>()?;
    Ok(bodies
        .iter()
        .filter_map(|b| serde_json::from_str(b).ok())
        .collect())
}

/// Writes a record, new or changed; its id is its `bizId`.
pub fn save(conn: &Connection, kind: Kind, connection: &str, body: &Value) -> rusqlite::Result<()> {
    let biz_id = body["bizId"].as_str().unwrap_or_default();
    conn.execute(
        "INSERT INTO partner_records (kind, connection_biz_id, biz_id, body)
         VALUES (:kind, :connection, :biz_id, :body)
         ON CONFLICT (kind, connection_biz_id, biz_id) DO UPDATE SET body = excluded.body",
        named_params! {
            ":kind": kind.name(),
            ":connection": connection,
            ":biz_id": biz_id,
            ":body": body.to_string(),
        },
    )?;
    Ok(())
}
