//! Recharge channels: the record, create and partial-update bodies, workspace assignments, checks.

mod assignment;
mod checks;
mod record;
mod request;

pub use assignment::{
    validate_assignment, RechargeChannelAssignment, RechargeChannelAssignmentRequest, UserFeeModel,
};
pub use checks::{
    validate_connection_config, validate_recharge_channel, validate_recharge_channel_update,
    CHANNEL_NAME_MAX, CONNECTION_CONFIG_MAX,
};
pub use record::{RechargeChannel, RechargeSettings};
pub use request::{RechargeChannelRequest, RechargeChannelUpdate};
