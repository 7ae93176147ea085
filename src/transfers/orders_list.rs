//! One page of transfer orders (a workspace's or a wallet's), the page kept in the address.

use leptos::prelude::*;
use leptos::task::spawn_local;
use portal_api::transfers::TransferOrder;
use portal_api::{Page, PageRequest};

use super::columns::columns;
use crate::api::{self, ApiError};
use crate::components::{use_page_param, DataTable, EmptyState, ErrorView, LoadingState, Pager};
use crate::i18n::{use_i18n, TransferKey};
use crate::workspace::use_area_path;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Shown {
    Loading,
    Failed,
    Empty,
    Rows,
}

/// Whose orders to list, by business id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OrderSource {
    /// The orders between a workspace's wallets.
    Workspace(String),
    /// The orders debiting or crediting a wallet.
    Wallet(String),
}

async fn fetch(source: OrderSource, page: u64) -> Result<Page<TransferOrder>, ApiError> {
    let request = PageRequest {
        page: page as i64,
        ..PageRequest::default()
    };
    match source {
        OrderSource::Workspace(id) => api::transfers::workspace_orders(&id, request).await,
        OrderSource::Wallet(id) => api::transfers::wallet_orders(&id, request).await,
    }
}

/// The orders of `source`, newest first, with loading, error and empty states and a pager.
/// A new source or page loads anew; meanwhile the current rows stay.
#[component]
pub fn OrdersList(
    /// Whose orders.
    #[prop(into)]
    source: Signal<OrderSource>,
) -> impl IntoView {
    let i18n = use_i18n();
    let base = use_area_path("transfers");
    let (page, on_page) = use_page_param();
    let loaded = RwSignal::new(None::<Result<Page<TransferOrder>, ApiError>>);
    let busy = RwSignal::new(false);
    let generation = StoredValue::new(0u64);
    let load = move |source: OrderSource, page: u64| {
        let n = generation.get_value() + 1;
        generation.set_value(n);
        busy.set(true);
        spawn_local(async move {
            let result = fetch(source, page).await;
            // An older answer arriving late must not replace a newer page.
            if generation.get_value() == n {
                loaded.set(Some(result));
                busy.set(false);
            }
        });
    };
    Effect::new(move |_| load(source.get(), page.get()));
    let retry = Callback::new(move |_| load(source.get_untracked(), page.get_untracked()));

    let ok = move || loaded.with(|l| l.as_ref().and_then(|r| r.as_ref().ok()).cloned());
    let rows = Signal::derive(move || ok().map(|p| p.items).unwrap_or_default());
    let total = Signal::derive(move || ok().map_or(0, |p| p.total_items));
    let total_pages = Signal::derive(move || ok().map_or(0, |p| p.total_pages));
    let error = Signal::derive(move || loaded.with(|l| l.as_ref().and_then(|r| r.clone().err())));
    // What is drawn changes only between these states, so paging keeps the table (and focus).
    let state = Memo::new(move |_| match (loaded.with(Option::is_some), error.get()) {
        (false, _) => Shown::Loading,
        (true, Some(_)) => Shown::Failed,
        (true, None) if total.get() == 0 => Shown::Empty,
        (true, None) => Shown::Rows,
    });
    let caption = Signal::derive(move || i18n.t(TransferKey::Caption).to_owned());
    let empty_body = move || match source.get() {
        OrderSource::Workspace(_) => TransferKey::EmptyWorkspace,
        OrderSource::Wallet(_) => TransferKey::EmptyWallet,
    };
    let table_columns = columns(base);

    move || match state.get() {
        Shown::Loading => view! { <LoadingState/> }.into_any(),
        Shown::Failed => view! { <ErrorView error retry/> }.into_any(),
        Shown::Empty => {
            view! { <EmptyState title=TransferKey::EmptyTitle body=empty_body()/> }.into_any()
        }
        Shown::Rows => view! {
            <p class="queue__count" aria-live="polite">
                {move || i18n.tf(TransferKey::Count, &[("count", &total.get().to_string())])}
            </p>
            <DataTable
                caption
                columns=table_columns.clone()
                rows
                busy
            />
            <Pager page total_pages busy on_page/>
        }
        .into_any(),
    }
}
