//! The columns of the exchanges list.

use crate::components::A;
use leptos::prelude::*;
use portal_api::exchanges::Exchange;

use crate::components::{enum_text, EnumBadge, LocalTime};
use crate::i18n::{use_i18n, ExchangesKey};
use crate::lists::{CellValue, Column, Finding, ListFilter};
use crate::money::{amount_in, decimal_text, record_pair};
use portal_api::EnumValue;

/// Status, pair and creation day filters.
pub fn finding() -> Finding<Exchange> {
    Finding::new("exchanges")
        .filter(ListFilter::status(|e: &Exchange| e.status.clone()))
        .filter(ListFilter::pair(|e: &Exchange| {
            Some((
                e.source_currency.as_ref()?.code().to_owned(),
                e.target_currency.as_ref()?.code().to_owned(),
            ))
        }))
        .dated(|e: &Exchange| e.created_at.clone())
}

/// Exchange (a link to its page at `href`), pair, amounts sold and bought and the fee with
/// their currencies' precision, rate, status and creation time.
pub fn columns(href: impl Fn(&str) -> String + Send + Sync + 'static) -> Vec<Column<Exchange>> {
    let i18n = use_i18n();
    type Read = fn(&Exchange) -> (Option<i64>, Option<&EnumValue>);
    let amount = |read: Read| {
        move |e: &Exchange| {
            let (amount, currency) = read(e);
            amount.map(|a| amount_in(a, currency)).into_any()
        }
    };
    // Ordered within their currency.
    let amount_value = |read: Read| {
        move |e: &Exchange| {
            let (amount, currency) = read(e);
            let shown = amount.map(|a| amount_in(a, currency)).unwrap_or_default();
            CellValue::amount(amount, currency.map(EnumValue::code), shown)
        }
    };
    let sold: Read = |e| (e.source_amount, e.source_currency.as_ref());
    let bought: Read = |e| (e.target_amount, e.target_currency.as_ref());
    let fee: Read = |e| (e.fee_amount, e.source_currency.as_ref());
    vec![
        Column::new(ExchangesKey::ColumnExchange, move |e: &Exchange| {
            let (link, text) = (href(&e.biz_id), e.biz_id.clone());
            view! { <A href=link attr:class="table__link">{text}</A> }.into_any()
        })
        .found_by("exchange", |e: &Exchange| CellValue::text(&e.biz_id)),
        Column::new(ExchangesKey::ColumnPair, |e: &Exchange| {
            record_pair(e.source_currency.as_ref(), e.target_currency.as_ref()).into_any()
        })
        .found_by("pair", |e: &Exchange| {
            CellValue::text(record_pair(
                e.source_currency.as_ref(),
                e.target_currency.as_ref(),
            ))
        }),
        Column::new(ExchangesKey::ColumnSold, amount(sold))
            .numeric()
            .found_by_amount("sourceAmount", amount_value(sold)),
        Column::new(ExchangesKey::ColumnBought, amount(bought))
            .numeric()
            .found_by_amount("targetAmount", amount_value(bought)),
        Column::new(ExchangesKey::ColumnRate, |e: &Exchange| {
            decimal_text(e.rate.as_ref()).into_any()
        })
        .numeric()
        .found_by("rate", |e: &Exchange| {
            let rate = e.rate.as_ref();
            CellValue::decimal(rate.map(|r| r.as_str()), decimal_text(rate))
        }),
        Column::new(ExchangesKey::ColumnFee, amount(fee))
            .numeric()
            .found_by_amount("feeAmount", amount_value(fee)),
        Column::new(ExchangesKey::ColumnStatus, |e: &Exchange| {
            e.status
                .clone()
                .map(|status| view! { <EnumBadge value=status/> })
                .into_any()
        })
        .found_by("status", move |e: &Exchange| {
            CellValue::text(
                e.status
                    .as_ref()
                    .map(|s| enum_text(s, i18n))
                    .unwrap_or_default(),
            )
        }),
        Column::new(ExchangesKey::ColumnCreated, |e: &Exchange| {
            e.created_at
                .clone()
                .map(|iso| view! { <LocalTime iso/> })
                .into_any()
        })
        .found_by("createdAt", |e: &Exchange| {
            CellValue::time(e.created_at.as_deref())
        }),
    ]
}
