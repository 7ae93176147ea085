//! English texts of the recharge channel screens.

use crate::i18n::RechargeChannelKey;

/// The English text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: RechargeChannelKey) -> &'static str {
    match key {
        RechargeChannelKey::Title => "Recharge channels",
        RechargeChannelKey::Intro => "Where money comes in, what each channel charges, and which workspaces may use it.",
        RechargeChannelKey::Count => "{count} channels",
        RechargeChannelKey::EmptyTitle => "No recharge channels",
        RechargeChannelKey::EmptyBody => "Create a channel so that workspaces can accept recharges through it.",
        RechargeChannelKey::ColumnName => "Name",
        RechargeChannelKey::ColumnCurrency => "Currency",
        RechargeChannelKey::ColumnType => "Type",
        RechargeChannelKey::ColumnFeeModel => "Fee model",
        RechargeChannelKey::ColumnFixedFee => "Fixed fee",
        RechargeChannelKey::ColumnFeeRate => "Fee rate",
        RechargeChannelKey::New => "New channel",
        RechargeChannelKey::CreateTitle => "New recharge channel",
        RechargeChannelKey::Created => "Channel created",
        RechargeChannelKey::ChannelName => "Channel name",
        RechargeChannelKey::Currency => "Currency",
        RechargeChannelKey::CurrencyKept => "A channel keeps its currency: recharges made through it keep theirs.",
        RechargeChannelKey::ChannelType => "Channel type",
        RechargeChannelKey::FeeModel => "Fee model",
        RechargeChannelKey::FixedFee => "Fixed fee, in minor units",
        RechargeChannelKey::FixedFeeHint => "In the currency's smallest unit: 250 is 2.50 USD.",
        RechargeChannelKey::FeeRate => "Fee rate",
        RechargeChannelKey::FeeRateHint => "A fraction of the amount: 0.015 is 1.5%.",
        RechargeChannelKey::Bands => "Fee bands (JSON)",
        RechargeChannelKey::BandsHint => "Optional; needed for rate by amount band. For example {\"bands\": [{\"upTo\": 100000, \"feeRate\": \"0.01\"}, {\"upTo\": null, \"feeRate\": \"0.0075\"}]}",
        RechargeChannelKey::BandsKeptHint => "Leave empty to keep the current bands: bands can be replaced, not removed.",
        RechargeChannelKey::Connection => "Connection settings (JSON)",
        RechargeChannelKey::ConnectionHint => "A JSON object, such as {\"provider\": \"bank\"}.",
        RechargeChannelKey::BackToList => "All recharge channels",
        RechargeChannelKey::EditTitle => "Edit channel",
        RechargeChannelKey::AssignmentsTitle => "Workspaces using this channel",
        RechargeChannelKey::ColumnWorkspace => "Workspace",
        RechargeChannelKey::ColumnUserFee => "Who pays the fee",
        RechargeChannelKey::NoAssignmentsTitle => "No workspace yet",
        RechargeChannelKey::NoAssignmentsBody => "Assign the channel to a workspace so that its users can recharge through it.",
        RechargeChannelKey::AssignTitle => "Assign to a workspace",
        RechargeChannelKey::Workspace => "Workspace to assign",
        RechargeChannelKey::UserFeeModel => "Who pays the fee",
        RechargeChannelKey::AssignHint => "Assigning a workspace again changes who pays the fee there.",
        RechargeChannelKey::Assign => "Assign",
        RechargeChannelKey::Assigned => "Assignment saved",
    }
}
