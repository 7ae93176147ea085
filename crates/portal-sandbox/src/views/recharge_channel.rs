//! A recharge channel row as the record the portal reads (docs/sandbox-records.md).

use portal_api::decimal::DecimalString;
use portal_api::recharge_channels::{RechargeChannel, RechargeSettings};
use serde_json::Map;

use crate::clock::iso;
use crate::currencies;
use crate::db::recharge_channels::ChannelRow;

/// The contract's recharge channel fields, with the currency as an enumeration object.
pub fn channel(row: &ChannelRow) -> RechargeChannel {
    RechargeChannel {
        biz_id: row.biz_id.clone(),
        channel_name: Some(row.name.clone()),
        currency: Some(currencies::to_enum(&row.currency_code, row.currency_value)),
        channel_type: Some(row.channel_type),
        channel_fee_model: Some(row.fee_model),
        channel_fee_fixed_amount: Some(row.fee_fixed_amount),
        channel_fee_rate: DecimalString::parse(&row.fee_rate).ok(),
        kind: RechargeSettings {
            channel_fee_bands_config: row
                .bands_config
                .as_deref()
                .and_then(|text| serde_json::from_str(text).ok()),
            connection_config: Some(row.connection_config.clone()),
        },
        created_at: Some(iso(row.created_at)),
        updated_at: Some(iso(row.updated_at)),
        other: Map::new(),
    }
}
