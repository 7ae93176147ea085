//! Withdrawal channels: where a wallet's money is paid out, with its currency, fee and limits.

use rusqlite::{params, Connection, Row};

use super::table;

/// One withdrawal channel as stored.
#[derive(Debug, Clone)]
pub struct WithdrawalChannelRow {
    /// Business id.
    pub biz_id: String,
    /// Name.
    pub name: String,
    /// ISO 4217 numeric value.
    pub currency: i64,
    /// `ChannelType` value.
    pub channel_type: i64,
    /// `FeeModel` value.
    pub fee_model: i64,
    /// Fixed fee in minor units.
    pub fee_fixed_amount: i64,
    /// Fee rate, a decimal string.
    pub fee_rate: String,
    /// Smallest payout, minor units.
    pub min_amount: i64,
    /// Largest payout, minor units.
    pub max_amount: i64,
    /// Whether payouts may use it.
    pub enabled: bool,
    /// Created, epoch ms.
    pub created_at: i64,
    /// Updated, epoch ms.
    pub updated_at: i64,
}

const COLUMNS: &str = "biz_id, name, currency, channel_type, fee_model, fee_fixed_amount, \
    fee_rate, min_amount, max_amount, enabled, created_at, updated_at";

fn from_row(r: &Row<'_>) -> rusqlite::Result<WithdrawalChannelRow> {
    Ok(WithdrawalChannelRow {
        biz_id: r.get(0)?,
        name: r.get(1)?,
        currency: r.get(2)?,
        channel_type: r.get(3)?,
        fee_model: r.get(4)?,
        fee_fixed_amount: r.get(5)?,
        fee_rate: r.get(6)?,
        min_amount: r.get(7)?,
        max_amount: r.get(8)?,
        enabled: r.get(9)?,
        created_at: r.get(10)?,
        updated_at: r.get(11)?,
    })
}

/// Inserts a new channel.
pub fn insert(conn: &Connection, c: &WithdrawalChannelRow) -> rusqlite::Result<()> {
    table::insert(
        conn,
        "withdrawal_channels",
        COLUMNS,
        params![
            c.biz_id,
            c.name,
            c.currency,
            c.channel_type,
            c.fee_model,
            c.fee_fixed_amount,
            c.fee_rate,
            c.min_amount,
            c.max_amount,
            c.enabled,
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
) -> rusqlite::Result<(Vec<WithdrawalChannelRow>, u64)> {
    table::in_creation_order(
        conn,
        "withdrawal_channels",
        COLUMNS,
        offset,
        limit,
        from_row,
    )
}
