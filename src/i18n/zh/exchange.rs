//! Simplified Chinese texts of the exchanges list and an exchange's page.

use crate::i18n::ExchangeKey;

/// The Simplified Chinese text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: ExchangeKey) -> &'static str {
    match key {
        ExchangeKey::Title => "兑换",
        ExchangeKey::Intro => "此工作区钱包中的货币兑换。",
        ExchangeKey::Count => "共 {count} 笔兑换",
        ExchangeKey::EmptyTitle => "暂无兑换",
        ExchangeKey::EmptyBody => "此工作区钱包中的兑换会显示在这里。",
        ExchangeKey::ColumnExchange => "兑换",
        ExchangeKey::ColumnPair => "币种",
        ExchangeKey::ColumnSold => "卖出",
        ExchangeKey::ColumnBought => "买入",
        ExchangeKey::ColumnRate => "汇率",
        ExchangeKey::ColumnFee => "手续费",
        ExchangeKey::ColumnStatus => "状态",
        ExchangeKey::ColumnCreated => "创建时间",
        ExchangeKey::DetailTitle => "兑换 {id}",
        ExchangeKey::BackToList => "返回兑换列表",
        ExchangeKey::NotFoundTitle => "未找到兑换",
        ExchangeKey::NotFoundBody => "此工作区中没有兑换 {id}。它可能属于其他工作区，或地址有误。",
    }
}
