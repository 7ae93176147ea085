//! `/w/:workspace/transfers/:order`: every field of one order, whether it completed, and its wallets.

use crate::components::A;
use leptos::prelude::*;
use leptos_router::hooks::use_params_map;
use serde_json::{Map, Value};

use crate::api;
use crate::components::{ErrorView, Fetched, PageHeader};
use crate::i18n::{use_i18n, TransfersKey};
use crate::money::{show_amounts, show_choices};
use crate::records::RecordView;
use crate::registry::use_area_path;
use crate::registry::Area;
use crate::registry::{use_record_href, RecordKind};

/// The wallets a record names (sender first), once each.
fn wallets(record: &Map<String, Value>) -> Vec<String> {
    let mut found: Vec<String> = Vec::new();
    for field in ["fromWalletBizId", "toWalletBizId"] {
        if let Some(id) = record.get(field).and_then(Value::as_str) {
            if !id.is_empty() && !found.iter().any(|f| f == id) {
                found.push(id.to_owned());
            }
        }
    }
    found
}

/// The completed flag as the server answers it, as a badge.
#[component]
fn CompletedFlag(
    /// The order.
    biz_id: String,
) -> impl IntoView {
    let i18n = use_i18n();
    let completed = Fetched::new(move || {
        let id = biz_id.clone();
        async move { api::transfers::order_completed(&id).await }
    });
    let badge = move |done: bool| {
        let (class, key) = if done {
            ("badge badge--success", TransfersKey::Completed)
        } else {
            ("badge badge--warning", TransfersKey::NotCompleted)
        };
        view! { <span class=class>{move || i18n.t(key)}</span> }
    };
    view! {
        <dl class="details">
            <div class="details__row">
                <dt>{move || i18n.t(TransfersKey::Completion)}</dt>
                <dd>
                    {move || completed.get().map(|answer| match answer {
                        Ok(done) => badge(done).into_any(),
                        Err(e) => view! { <ErrorView error=e retry=Callback::new(move |_| completed.refetch())/> }.into_any(),
                    })}
                </dd>
            </div>
        </dl>
    }
}

/// The record through the generic record view (the contract does not show an order's fields),
/// its completed flag, and links to the orders of the wallets it names.
#[component]
pub fn TransferPage() -> impl IntoView {
    let i18n = use_i18n();
    let params = use_params_map();
    let base = use_area_path(Area::Transfers);
    let wallet_orders = use_record_href(RecordKind::Wallet);
    let biz_id = move || params.with(|p| p.get("order").unwrap_or_default());
    let record = Fetched::new(move || {
        let id = biz_id();
        async move { api::transfers::order(&id).await }
    });

    let content = record.show(move |mut map| {
        let links = wallets(&map);
        show_amounts(&mut map, &[("amount", "currency")]);
        show_choices(&mut map, i18n);
        let wallet_links = (!links.is_empty()).then(|| {
            let items = links
                .into_iter()
                .map(|wallet| {
                    let href = wallet_orders(&wallet);
                    let text = move || i18n.tf(TransfersKey::WalletOrders, &[("id", &wallet)]);
                    view! { <li><A href>{text}</A></li> }
                })
                .collect_view();
            view! {
                <section class="section" aria-labelledby="transfer-wallets">
                    <h2 id="transfer-wallets" class="section__title">
                        {move || i18n.t(TransfersKey::Wallets)}
                    </h2>
                    <ul>{items}</ul>
                </section>
            }
        });
        view! {
            <section class="card">
                <CompletedFlag biz_id=biz_id()/>
                <RecordView record=map/>
            </section>
            {wallet_links}
        }
        .into_any()
    });

    view! {
        <div class="page">
            <PageHeader
                back=(base, TransfersKey::BackToTransfers)
                title=Signal::derive(move || i18n.tf(TransfersKey::OrderTitle, &[("id", &biz_id())]))
            />
            {content}
        </div>
    }
}
