//! Simplified Chinese texts of the transfer orders.

use crate::i18n::TransferKey;

/// The Simplified Chinese text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: TransferKey) -> &'static str {
    match key {
        TransferKey::Title => "转账",
        TransferKey::Intro => "工作区钱包之间的转账订单，最新的在前。",
        TransferKey::Workspace => "订单所属工作区",
        TransferKey::Caption => "转账订单",
        TransferKey::Order => "订单",
        TransferKey::Status => "状态",
        TransferKey::Amount => "金额",
        TransferKey::FromWallet => "转出钱包",
        TransferKey::ToWallet => "转入钱包",
        TransferKey::Created => "创建时间",
        TransferKey::Count => "共 {count} 笔订单",
        TransferKey::EmptyTitle => "暂无转账订单",
        TransferKey::EmptyWorkspace => "该工作区没有您可查看的转账订单。",
        TransferKey::EmptyWallet => "该钱包没有您可查看的转账订单。",
        TransferKey::OrderTitle => "转账 {id}",
        TransferKey::BackToTransfers => "返回转账",
        TransferKey::Completion => "完成情况",
        TransferKey::Completed => "已完成",
        TransferKey::NotCompleted => "未完成",
        TransferKey::Wallets => "钱包",
        TransferKey::WalletOrders => "钱包 {id} 的订单",
        TransferKey::WalletTitle => "钱包 {id} 的转账",
    }
}
