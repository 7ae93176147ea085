//! Provider records (connections, cards, virtual accounts, payment handles, transactions),
//! each stored whole as JSON under its kind and connection.

use rusqlite::{params, Connection, OptionalExtension};
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
             WHERE kind = ?1 AND connection_biz_id = ?2 AND biz_id = ?3",
            params![kind.name(), connection, biz_id],
            |r| r.get(0),
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
        "SELECT body FROM partner_records WHERE kind = ?1 AND connection_biz_id = ?2 ORDER BY seq",
    )?;
    let rows = stmt.query_map(params![kind.name(), connection], |r| r.get::<_, String>(0))?;
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
        "INSERT INTO partner_records (kind, connection_biz_id, biz_id, body) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (kind, connection_biz_id, biz_id) DO UPDATE SET body = excluded.body",
        params![kind.name(), connection, biz_id, body.to_string()],
    )?;
    Ok(())
}
