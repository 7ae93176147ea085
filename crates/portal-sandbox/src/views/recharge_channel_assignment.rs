//! A recharge channel's assignment to a workspace, as the record the portal reads.

use portal_api::recharge_channels::RechargeChannelAssignment;
use serde_json::Map;

use crate::clock::iso;
use crate::db::recharge_channel_assignments::AssignmentRow;

/// The assignment, with the workspace's name.
pub fn assignment(row: &AssignmentRow) -> RechargeChannelAssignment {
    RechargeChannelAssignment {
        biz_id: row.biz_id.clone(),
        channel_biz_id: Some(row.channel_biz_id.clone()),
        workspace_biz_id: Some(row.institution_biz_id.clone()),
        workspace_name: Some(row.institution_name.clone()),
        user_fee_model: Some(row.user_fee_model),
        created_at: Some(iso(row.created_at)),
        updated_at: Some(iso(row.updated_at)),
        other: Map::new(),
    }
}
