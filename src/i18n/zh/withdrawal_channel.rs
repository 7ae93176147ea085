//! Simplified Chinese texts of the withdrawal channel list.

use crate::i18n::WithdrawalChannelKey;

/// The Simplified Chinese text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: WithdrawalChannelKey) -> &'static str {
    match key {
        WithdrawalChannelKey::Title => "提现渠道",
        WithdrawalChannelKey::Intro => "资金从钱包流出的渠道，及其手续费和提现限额。",
        WithdrawalChannelKey::Count => "共 {count} 个渠道",
        WithdrawalChannelKey::EmptyTitle => "暂无提现渠道",
        WithdrawalChannelKey::EmptyBody => "平台尚未配置提现渠道。",
        WithdrawalChannelKey::ColumnName => "名称",
        WithdrawalChannelKey::ColumnCurrency => "币种",
        WithdrawalChannelKey::ColumnType => "类型",
        WithdrawalChannelKey::ColumnFeeModel => "手续费模式",
        WithdrawalChannelKey::ColumnFixedFee => "固定手续费",
        WithdrawalChannelKey::ColumnFeeRate => "费率",
        WithdrawalChannelKey::ColumnLimits => "提现限额",
        WithdrawalChannelKey::ColumnStatus => "状态",
        WithdrawalChannelKey::ColumnActions => "操作",
        WithdrawalChannelKey::Enabled => "已启用",
        WithdrawalChannelKey::Disabled => "已停用",
        WithdrawalChannelKey::Limits => "{min} 至 {max}",
        WithdrawalChannelKey::DetailsOf => "{name} 的详情",
        WithdrawalChannelKey::DetailsTitle => "提现渠道",
        WithdrawalChannelKey::Close => "关闭",
    }
}
