//! Withdrawal channels: where a wallet's money is paid out, with its currency, fee and limits.

use rusqlite::{named_params, Connection, Row};

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
        biz_id: r.get("biz_id")?,
        name: r.get("name")?,
        currency: r.get("currency")?,
        channel_type: r.get("channel_type")?,
        fee_model: r.get("fee_model")?,
        fee_fixed_amount: r.get("fee_fixed_amount")?,
        fee_rate: r.get("fee_rate")?,
        min_amount: r.get("min_amount")?,
        max_amount: r.get("max_amount")?,
        enabled: r.get("enabled")?,
        created_at: r.get("created_at")?,
        updated_at: r.get("updated_at")?,
    })
}

/// Inserts a new channel.
pub fn insert(conn: &Connection, c: &WithdrawalChannelRow) -> rusqlite::Result<()> {
    table::insert(
        conn,
        "withdrawal_channels",
        named_params! {
            ":biz_id": c.biz_id,
            ":name": c.name,
            ":currency": c.currency,
            ":channel_type": c.channel_type,
            ":fee_model": c.fee_model,
            ":fee_fixed_amount": c.fee_fixed_amount,
            ":fee_rate": c.fee_rate,
            ":min_amount": c.min_amount,
            ":max_amount": c.max_amount,
            ":enabled": c.enabled,
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
