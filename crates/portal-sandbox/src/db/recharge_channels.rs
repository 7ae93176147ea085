//! Recharge channels: where a recharge's money comes in, with its currency and fees.

use rusqlite::{named_params, Connection, Row};

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
        biz_id: r.get("biz_id")?,
        name: r.get("name")?,
        currency_code: r.get("currency_code")?,
        currency_value: r.get("currency_value")?,
        channel_type: r.get("channel_type")?,
        fee_model: r.get("fee_model")?,
        fee_fixed_amount: r.get("fee_fixed_amount")?,
        fee_rate: r.get("fee_rate")?,
        bands_config: r.get("bands_config")?,
        connection_config: r.get("connection_config")?,
        created_at: r.get("created_at")?,
        updated_at: r.get("updated_at")?,
    })
}

/// Inserts a new channel.
pub fn insert(conn: &Connection, c: &ChannelRow) -> rusqlite::Result<()> {
    table::insert(
        conn,
        "recharge_channels",
        named_params! {
            ":biz_id": c.biz_id,
            ":name": c.name,
            ":currency_code": c.currency_code,
            ":currency_value": c.currency_value,
            ":channel_type": c.channel_type,
            ":fee_model": c.fee_model,
            ":fee_fixed_amount": c.fee_fixed_amount,
            ":fee_rate": c.fee_rate,
            ":bands_config": c.bands_config,
            ":connection_config": c.connection_config,
            ":created_at": c.created_at,
            ":updated_at": c.updated_at,
        },
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
        &c.biz_id,
        named_params! {
            ":name": c.name,
            ":channel_type": c.channel_type,
            ":fee_model": c.fee_model,
            ":fee_fixed_amount": c.fee_fixed_amount,
            ":fee_rate": c.fee_rate,
            ":bands_config": c.bands_config,
            ":connection_config": c.connection_config,
            ":updated_at": c.updated_at,
        },
    )?;
    Ok(())
}
