//! English texts of the withdrawal channel list.

use crate::i18n::WithdrawalChannelKey;

/// The English text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: WithdrawalChannelKey) -> &'static str {
    match key {
        WithdrawalChannelKey::Title => "Withdrawal channels",
        WithdrawalChannelKey::Intro => {
            "Where money leaves wallets, with its fees and payout limits."
        }
        WithdrawalChannelKey::Count => "{count} channels",
        WithdrawalChannelKey::EmptyTitle => "No withdrawal channels",
        WithdrawalChannelKey::EmptyBody => "The platform has no withdrawal channel yet.",
        WithdrawalChannelKey::ColumnName => "Name",
        WithdrawalChannelKey::ColumnCurrency => "Currency",
        WithdrawalChannelKey::ColumnType => "Type",
        WithdrawalChannelKey::ColumnFeeModel => "Fee model",
        WithdrawalChannelKey::ColumnFixedFee => "Fixed fee",
        WithdrawalChannelKey::ColumnFeeRate => "Fee rate",
        WithdrawalChannelKey::ColumnLimits => "Payout limits",
        WithdrawalChannelKey::ColumnStatus => "Status",
        WithdrawalChannelKey::ColumnActions => "Actions",
        WithdrawalChannelKey::Enabled => "Enabled",
        WithdrawalChannelKey::Disabled => "Disabled",
        WithdrawalChannelKey::Limits => "{min} to {max}",
        WithdrawalChannelKey::DetailsOf => "Details of {name}",
        WithdrawalChannelKey::DetailsTitle => "Withdrawal channel",
        WithdrawalChannelKey::Close => "Close",
    }
}
