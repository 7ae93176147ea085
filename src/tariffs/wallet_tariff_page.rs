//! `/w/:workspace/tariffs/wallets/:wallet`: one wallet's tariff, or that it has none.

use crate::components::A;
use leptos::prelude::*;
use leptos_router::hooks::use_params_map;
use serde_json::{Map, Value};

use crate::api::{self, ApiError};
use crate::components::{EmptyState, Fetched, PageHeader};
use crate::i18n::{use_i18n, TariffsKey};
use crate::money::{show_amounts, show_choices, show_rates};
use crate::records::RecordView;
use crate::registry::{use_area_path, use_record_href, Area, RecordKind};

/// The tariff when the wallet has one; `None` when the server says it has none.
async fn tariff_of(wallet: &str) -> Result<Option<Map<String, Value>>, ApiError> {
    if !api::tariffs::wallet_tariff_exists(wallet).await? {
        return Ok(None);
    }
    Ok(Some(api::tariffs::wallet_tariff(wallet).await?))
}

/// Asks whether the wallet has a tariff first: then the record through the generic record
/// view, else a clear "this wallet has no tariff". Links to the wallet's transfers.
#[component]
pub fn WalletTariffPage() -> impl IntoView {
    let i18n = use_i18n();
    let params = use_params_map();
    let base = use_area_path(Area::Tariffs);
    let wallet_orders = use_record_href(RecordKind::Wallet);
    let wallet = move || params.with(|p| p.get("wallet").unwrap_or_default());
    let tariff = Fetched::new(move || {
        let id = wallet();
        async move { tariff_of(&id).await }
    });
    let content = tariff.show(move |found| match found {
        None => view! {
            <EmptyState title=TariffsKey::NoWalletTariffTitle body=TariffsKey::NoWalletTariffBody/>
        }
        .into_any(),
        Some(mut map) => {
            // Written here, in the view, so the amount follows the chosen language's marks.
            // The fixed fee is in minor units of the wallet's currency.
            show_amounts(&mut map, &[("feeFixedAmount", "currency")]);
            show_choices(&mut map, i18n);
            show_rates(&mut map, i18n);
            view! { <section class="card"><RecordView record=map/></section> }.into_any()
        }
    });

    view! {
        <div class="page">
            <PageHeader
                back=(base, TariffsKey::BackToTariffs)
                title=Signal::derive(move || i18n.tf(TariffsKey::WalletTariffTitle, &[("id", &wallet())]))
            />
            {content}
            <p>
                <A href=move || wallet_orders(&wallet())>
                    {move || i18n.t(TariffsKey::WalletTransfers)}
                </A>
            </p>
        </div>
    }
}
