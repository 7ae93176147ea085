//! English texts of the exchanges list and an exchange's page.

use crate::i18n::ExchangeKey;

/// The English text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: ExchangeKey) -> &'static str {
    match key {
        ExchangeKey::Title => "Exchanges",
        ExchangeKey::Intro => "Currency exchanges made in this workspace's wallets.",
        ExchangeKey::Count => "{count} exchanges",
        ExchangeKey::EmptyTitle => "No exchanges yet",
        ExchangeKey::EmptyBody => "Exchanges made in this workspace's wallets appear here.",
        ExchangeKey::ColumnExchange => "Exchange",
        ExchangeKey::ColumnPair => "Currencies",
        ExchangeKey::ColumnSold => "Sold",
        ExchangeKey::ColumnBought => "Bought",
        ExchangeKey::ColumnRate => "Rate",
        ExchangeKey::ColumnFee => "Fee",
        ExchangeKey::ColumnStatus => "Status",
        ExchangeKey::ColumnCreated => "Created",
        ExchangeKey::DetailTitle => "Exchange {id}",
        ExchangeKey::BackToList => "Back to exchanges",
        ExchangeKey::NotFoundTitle => "Exchange not found",
        ExchangeKey::NotFoundBody => {
            "There is no exchange {id} in this workspace. It may belong to another workspace, or the address may be mistyped."
        }
    }
}
