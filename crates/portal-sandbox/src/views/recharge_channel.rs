//! A recharge channel row as the record `GET /recharge-channels` lists.

use portal_api::EnumValue;
use serde::Serialize;
use serde_json::Value;

use crate::clock::iso;
use crate::currencies;
use crate::db::recharge_channels::ChannelRow;

/// The contract's recharge channel fields, with the currency as an enumeration object.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RechargeChannel {
    biz_id: String,
    channel_name: String,
    currency: EnumValue,
    channel_type: i64,
    channel_fee_model: i64,
    channel_fee_fixed_amount: i64,
    channel_fee_rate: String,
    channel_fee_bands_config: Option<Value>,
    connection_config: String,
    created_at: String,
    updated_at: String,
}

/// The record of a stored channel.
pub fn channel(row: &ChannelRow) -> RechargeChannel {
    RechargeChannel {
        biz_id: row.biz_id.clone(),
        channel_name: row.name.clone(),
        currency: currencies::to_enum(&row.currency_code, row.currency_value),
        channel_type: row.channel_type,
        channel_fee_model: row.fee_model,
        channel_fee_fixed_amount: row.fee_fixed_amount,
        channel_fee_rate: row.fee_rate.clone(),
        channel_fee_bands_config: row
            .bands_config
            .as_deref()
            .and_then(|text| serde_json::from_str(text).ok()),
        connection_config: row.connection_config.clone(),
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
    }
}
