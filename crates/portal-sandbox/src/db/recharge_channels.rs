//! Recharge channels: where a recharge's money comes in, with its currency and fees.

use rusqlite::{params, Connection, Row};

use super::sql::limit_offset;

/// One recharge channel as stored.
#[derive(Debug, Clone)]
pub struct ChannelRow {
    /// Business id.
    pub biz_id: String,
    /// Name.
    pub name: String,
    /// ISO 4217 code.
    pub currency_code: String,
    /// ISO 4217 numeric value.
    pub currency_value: i64,
    /// Channel type (sandbox values, docs/sandbox-records.md).
    pub channel_type: i64,
    /// Fee model (sandbox values).
    pub fee_model: i64,
    /// Fixed fee in minor units.
    pub fee_fixed_amount: i64,
    /// Fee rate, a decimal string.
    pub fee_rate: String,
    /// Fee bands, JSON text.
    pub bands_config: Option<String>,
    /// Connection settings, JSON text.
    pub connection_config: String,
    /// Created, epoch ms.
    pub created_at: i64,
    /// Updated, epoch ms.
    pub updated_at: i64,
}

const COLUMNS: &str = "biz_id, name, currency_code, currency_value, channel_type, fee_model, \
    fee_fixed_amount, fee_rate, bands_config, connection_config, created_at, updated_at";

fn from_row(r: &Row<'_>) -> rusqlite::Result<ChannelRow> {
    Ok(ChannelRow {
        biz_id: r.get(0)?,
        name: r.get(1)?,
        currency_code: r.get(2)?,
        currency_value: r.get(3)?,
        channel_type: r.get(4)?,
        fee_model: r.get(5)?,
        fee_fixed_amount: r.get(6)?,
        fee_rate: r.get(7)?,
        bands_config: r.get(8)?,
        connection_config: r.get(9)?,
        created_at: r.get(10)?,
        updated_at: r.get(11)?,
    })
}

/// Inserts a new channel.
pub fn insert(conn: &Connection, c: &ChannelRow) -> rusqlite::Result<()> {
    conn.execute(
        &format!(
            "INSERT INTO recharge_channels ({COLUMNS}) VALUES \
             (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)"
        ),
        params![
            c.biz_id,
            c.name,
            c.currency_code,
            c.currency_value,
            c.channel_type,
            c.fee_model,
            c.fee_fixed_amount,
            c.fee_rate,
            c.bands_config,
            c.connection_config,
            c.created_at,
            c.updated_at,
        ],
    )?;
    Ok(())
}

/// One page of channels in creation order, and the total count.
pub fn list(
    conn: &Connection,
    offset: u64,
    limit: u64,
) -> rusqlite::Result<(Vec<ChannelRow>, u64)> {
    let total: i64 = conn.query_row("SELECT COUNT(*) FROM recharge_channels", [], |r| r.get(0))?;
    let mut stmt = conn.prepare(&format!(
        "SELECT {COLUMNS} FROM recharge_channels ORDER BY seq{}",
        limit_offset(limit, offset)
    ))?;
    let rows = stmt
        .query_map([], from_row)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok((rows, u64::try_from(total).unwrap_or(0)))
}
