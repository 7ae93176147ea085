//! Recharge channels: where a recharge's money comes in, with its currency and fees.

use rusqlite::{params, Connection, Row};

use super::table;

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
    table::insert(
        conn,
        "recharge_channels",
        COLUMNS,
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
    )
}

/// One page of channels in creation order, and the total count.
pub fn list(
    conn: &Connection,
    offset: u64,
    limit: u64,
) -> rusqlite::Result<(Vec<ChannelRow>, u64)> {
    table::in_creation_order(conn, "recharge_channels", COLUMNS, offset, limit, from_row)
}

/// The channel with this business id.
pub fn by_biz_id(conn: &Connection, biz_id: &str) -> rusqlite::Result<Option<ChannelRow>> {
    table::by_biz_id(conn, "recharge_channels", COLUMNS, biz_id, from_row)
}

/// Writes every field of `c` but its business id, currency and creation time.
pub fn update(conn: &Connection, c: &ChannelRow) -> rusqlite::Result<()> {
    table::update(
        conn,
        "recharge_channels",
        "name, channel_type, fee_model, fee_fixed_amount, fee_rate, bands_config, connection_config, updated_at",
        params![
            c.biz_id,
            c.name,
            c.channel_type,
            c.fee_model,
            c.fee_fixed_amount,
            c.fee_rate,
            c.bands_config,
            c.connection_config,
            c.updated_at,
        ],
    )?;
    Ok(())
}
