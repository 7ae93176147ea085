//! The columns of a list of transfer orders: order, status, amount, wallets, created.

use crate::components::A;
use leptos::prelude::*;
use portal_api::transfers::TransferOrder;

use crate::components::{enum_text, EnumBadge, LocalTime};
use crate::i18n::{use_i18n, TransfersKey};
use crate::lists::{CellValue, Column, Finding, ListFilter};
use crate::money::{amount_text, currency_of};
use crate::records::RecordLink;
use crate::registry::sub_path;
use crate::registry::RecordKind;

/// A wallet, linked to its transfer orders.
fn wallet(id: &Option<String>) -> AnyView {
    id.clone()
        .filter(|id| !id.is_empty())
        .map(|id| view! { <RecordLink kind=RecordKind::Wallet id/> })
        .into_any()
}

fn amount(o: &TransferOrder) -> Option<String> {
    let currency = o.currency.as_ref().and_then(currency_of).map(|c| c.value);
    o.amount.map(|amount| amount_text(amount, currency))
}

/// Status, currency and creation day filters; saved sets kept under `saved`.
pub fn finding(saved: &'static str) -> Finding<TransferOrder> {
    Finding::new(saved)
        .filter(ListFilter::status(|o: &TransferOrder| o.status.clone()))
        .filter(ListFilter::record_currency(|o: &TransferOrder| {
            o.currency.as_ref()
        }))
        .dated(|o: &TransferOrder| o.created_at.clone())
}

/// The columns; an order's id links to its page under `base` (the transfers' address).
pub fn columns(base: impl Fn() -> String + Send + Sync + 'static) -> Vec<Column<TransferOrder>> {
    let i18n = use_i18n();
    vec![
        Column::new(TransfersKey::Order, move |o: &TransferOrder| {
            let (href, id) = (sub_path(&base(), &[&o.biz_id]), o.biz_id.clone());
            view! { <A href attr:class="table__link">{id}</A> }.into_any()
        })
        .found_by("order", |o: &TransferOrder| CellValue::text(&o.biz_id)),
        Column::new(TransfersKey::Status, |o: &TransferOrder| {
            o.status
                .clone()
                .map(|value| view! { <EnumBadge value/> })
                .into_any()
        })
        .found_by("status", move |o: &TransferOrder| {
            CellValue::text(
                o.status
                    .as_ref()
                    .map(|s| enum_text(s, i18n))
                    .unwrap_or_default(),
            )
        }),
        Column::new(TransfersKey::Amount, |o: &TransferOrder| {
            amount(o).into_any()
        })
        .numeric()
        .found_by_amount("amount", |o: &TransferOrder| {
            let code = o.currency.as_ref().map(|c| c.code());
            CellValue::amount(o.amount, code, amount(o).unwrap_or_default())
        }),
        Column::new(TransfersKey::FromWallet, |o: &TransferOrder| {
            wallet(&o.from_wallet_biz_id)
        })
        .found_by("fromWallet", |o: &TransferOrder| {
            CellValue::text(o.from_wallet_biz_id.clone().unwrap_or_default())
        }),
        Column::new(TransfersKey::ToWallet, |o: &TransferOrder| {
            wallet(&o.to_wallet_biz_id)
        })
        .found_by("toWallet", |o: &TransferOrder| {
            CellValue::text(o.to_wallet_biz_id.clone().unwrap_or_default())
        }),
        Column::new(TransfersKey::Created, |o: &TransferOrder| {
            o.created_at
                .clone()
                .map(|iso| view! { <LocalTime iso/> })
                .into_any()
        })
        .found_by("createdAt", |o: &TransferOrder| {
            CellValue::time(o.created_at.as_deref())
        }),
    ]
}
