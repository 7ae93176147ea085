//! The columns of a list of transfer orders: order, status, amount, wallets, created.

use crate::components::A;
use leptos::prelude::*;
use portal_api::transfers::TransferOrder;

use crate::api::records::RecordKind;
use crate::components::{EnumBadge, LocalTime, RecordLink};
use crate::i18n::TransfersKey;
use crate::lists::Column;
use crate::money::{amount_text, currency_of};
use crate::workspace::sub_path;

/// A wallet, linked to its transfer orders.
fn wallet(id: &Option<String>) -> AnyView {
    id.clone()
        .filter(|id| !id.is_empty())
        .map(|id| view! { <RecordLink kind=RecordKind::Wallet id/> })
        .into_any()
}

/// The columns; an order's id links to its page under `base` (the transfers' address).
pub fn columns(base: impl Fn() -> String + Send + Sync + 'static) -> Vec<Column<TransferOrder>> {
    vec![
        Column::new(TransfersKey::Order, move |o: &TransferOrder| {
            let (href, id) = (sub_path(&base(), &[&o.biz_id]), o.biz_id.clone());
            view! { <A href attr:class="table__link">{id}</A> }.into_any()
        }),
        Column::new(TransfersKey::Status, |o: &TransferOrder| {
            o.status
                .clone()
                .map(|value| view! { <EnumBadge value/> })
                .into_any()
        }),
        Column::new(TransfersKey::Amount, |o: &TransferOrder| {
            let currency = o.currency.as_ref().and_then(currency_of).map(|c| c.value);
            o.amount
                .map(|amount| amount_text(amount, currency))
                .into_any()
        })
        .numeric(),
        Column::new(TransfersKey::FromWallet, |o: &TransferOrder| {
            wallet(&o.from_wallet_biz_id)
        }),
        Column::new(TransfersKey::ToWallet, |o: &TransferOrder| {
            wallet(&o.to_wallet_biz_id)
        }),
        Column::new(TransfersKey::Created, |o: &TransferOrder| {
            o.created_at
                .clone()
                .map(|iso| view! { <LocalTime iso/> })
                .into_any()
        }),
    ]
}
