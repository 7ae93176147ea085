//! `/w/:workspace/transfers/wallets/:wallet`: the orders debiting or crediting one wallet.

use crate::components::PageHeader;
use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

use super::orders_list::{OrderSource, OrdersList};
use crate::i18n::{use_i18n, TransfersKey};
use crate::registry::{use_area_path, Area};

/// The wallet's orders, newest first, paged; the page in the URL.
#[component]
pub fn WalletTransfersPage() -> impl IntoView {
    let i18n = use_i18n();
    let params = use_params_map();
    let base = use_area_path(Area::Transfers);
    let wallet = Memo::new(move |_| params.with(|p| p.get("wallet").unwrap_or_default()));
    let source = Signal::derive(move || OrderSource::Wallet(wallet.get()));

    view! {
        <div class="page page--wide">
            <PageHeader
                back=(base, TransfersKey::BackToTransfers)
                title=Signal::derive(move || i18n.tf(TransfersKey::WalletTitle, &[("id", &wallet.get())]))
            />
            <OrdersList source/>
        </div>
    }
}
