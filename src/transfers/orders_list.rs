//! Transfer orders of a workspace or of a wallet, searched, filtered and sorted, all kept in
//! the address.

use leptos::prelude::*;
use portal_api::transfers::TransferOrder;
use portal_api::{Page, PageRequest};

use super::columns::{columns, finding};
use crate::api::{self, ApiError};
use crate::i18n::TransfersKey;
use crate::lists::{ListText, WholeList};
use crate::registry::use_area_path;
use crate::registry::Area;

/// Whose orders to list, by business id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OrderSource {
    /// The orders between a workspace's wallets.
    Workspace(String),
    /// The orders debiting or crediting a wallet.
    Wallet(String),
}

async fn fetch(source: OrderSource, request: PageRequest) -> Result<Page<TransferOrder>, ApiError> {
    match source {
        OrderSource::Workspace(id) => api::transfers::workspace_orders(&id, request).await,
        OrderSource::Wallet(id) => api::transfers::wallet_orders(&id, request).await,
    }
}

/// The orders of `source`, newest first until sorted otherwise; another source reads anew.
#[component]
pub fn OrdersList(
    /// Whose orders.
    #[prop(into)]
    source: Signal<OrderSource>,
) -> impl IntoView {
    let base = use_area_path(Area::Transfers);
    let text = ListText {
        caption: TransfersKey::Caption.into(),
        count: TransfersKey::Count.into(),
        empty_title: TransfersKey::EmptyTitle.into(),
        empty_body: match source.get_untracked() {
            OrderSource::Workspace(_) => TransfersKey::EmptyWorkspace,
            OrderSource::Wallet(_) => TransfersKey::EmptyWallet,
        }
        .into(),
    };
    let reload = Memo::new(move |previous: Option<&u64>| {
        source.track();
        previous.map_or(0, |n| n + 1)
    });
    let load = move |request: PageRequest| fetch(source.get_untracked(), request);
    let saved = match source.get_untracked() {
        OrderSource::Workspace(_) => "transfers",
        OrderSource::Wallet(_) => "wallet-transfers",
    };
    view! { <WholeList text columns=columns(base) finding=finding(saved) load reload/> }
}
