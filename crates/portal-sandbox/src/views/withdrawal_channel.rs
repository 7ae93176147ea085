//! A withdrawal channel row as the record the portal reads (docs/sandbox-records.md).

use portal_api::decimal::DecimalString;
use portal_api::withdrawal_channels::{WithdrawalChannel, WithdrawalLimits};
use serde_json::Map;

use crate::clock::iso;
use crate::currencies;
use crate::db::withdrawal_channels::WithdrawalChannelRow;

/// The record, with the currency as an enumeration object.
pub fn withdrawal_channel(row: &WithdrawalChannelRow) -> WithdrawalChannel {
    WithdrawalChannel {
        biz_id: row.biz_id.clone(),
        channel_name: Some(row.name.clone()),
        currency: Some(currencies::of_value(row.currency)),
        channel_type: Some(row.channel_type),
        channel_fee_model: Some(row.fee_model),
        channel_fee_fixed_amount: Some(row.fee_fixed_amount),
        channel_fee_rate: DecimalString::parse(&row.fee_rate).ok(),
        kind: WithdrawalLimits {
            min_amount: Some(row.min_amount),
            max_amount: Some(row.max_amount),
            enabled: Some(row.enabled),
        },
        created_at: Some(iso(row.created_at)),
        updated_at: Some(iso(row.updated_at)),
        other: Map::new(),
    }
}
