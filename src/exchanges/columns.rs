//! The columns of the exchanges list.

use crate::components::A;
use leptos::prelude::*;
use portal_api::exchanges::Exchange;

use crate::components::{EnumBadge, LocalTime};
use crate::i18n::ExchangesKey;
use crate::lists::Column;
use crate::money::{amount_in, decimal_text, record_pair};

/// Exchange (a link to its page at `href`), pair, amounts sold and bought and the fee with
/// their currencies' precision, rate, status and creation time.
pub fn columns(href: impl Fn(&str) -> String + Send + Sync + 'static) -> Vec<Column<Exchange>> {
    let amount = |read: fn(&Exchange) -> (Option<i64>, Option<&portal_api::EnumValue>)| {
        move |e: &Exchange| {
            let (amount, currency) = read(e);
            amount.map(|a| amount_in(a, currency)).into_any()
        }
    };
    vec![
        Column::new(ExchangesKey::ColumnExchange, move |e: &Exchange| {
            let (link, text) = (href(&e.biz_id), e.biz_id.clone());
            view! { <A href=link attr:class="table__link">{text}</A> }.into_any()
        }),
        Column::new(ExchangesKey::ColumnPair, |e: &Exchange| {
            record_pair(e.source_currency.as_ref(), e.target_currency.as_ref()).into_any()
        }),
        Column::new(
            ExchangesKey::ColumnSold,
            amount(|e| (e.source_amount, e.source_currency.as_ref())),
        )
        .numeric(),
        Column::new(
            ExchangesKey::ColumnBought,
            amount(|e| (e.target_amount, e.target_currency.as_ref())),
        )
        .numeric(),
        Column::new(ExchangesKey::ColumnRate, |e: &Exchange| {
            decimal_text(e.rate.as_ref()).into_any()
        })
        .numeric(),
        Column::new(
            ExchangesKey::ColumnFee,
            amount(|e| (e.fee_amount, e.source_currency.as_ref())),
        )
        .numeric(),
        Column::new(ExchangesKey::ColumnStatus, |e: &Exchange| {
            e.status
                .clone()
                .map(|status| view! { <EnumBadge value=status/> })
                .into_any()
        }),
        Column::new(ExchangesKey::ColumnCreated, |e: &Exchange| {
            e.created_at
                .clone()
                .map(|iso| view! { <LocalTime iso/> })
                .into_any()
        }),
    ]
}
