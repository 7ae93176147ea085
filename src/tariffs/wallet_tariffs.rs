//! The wallet tariffs section: every visible wallet's tariff, or one workspace's.

use leptos::prelude::*;
use portal_api::tariffs::WalletTariff;

use super::wallet_columns::{columns, finding};
use crate::api::{self, ApiError};
use crate::components::Fetched;
use crate::forms::{FieldKind, FormField, SelectOption};
use crate::i18n::{use_i18n, TariffsKey};
use crate::lists::{use_sees_others, workspace_options};
use crate::lists::{use_url_query, ListView};
use crate::registry::use_area_path;
use crate::registry::Area;
use crate::state::use_app_state;

async fn fetch(workspace: String) -> Result<Vec<WalletTariff>, ApiError> {
    if workspace.is_empty() {
        api::tariffs::wallet_tariffs().await
    } else {
        api::tariffs::workspace_wallet_tariffs(&workspace).await
    }
}

/// A workspace select ("All workspaces" lists every wallet tariff the account sees) and the
/// tariffs of the wallets it covers; the choice is kept in the address (`?workspace=`).
#[component]
pub fn WalletTariffs() -> impl IntoView {
    let i18n = use_i18n();
    let state = use_app_state();
    let base = use_area_path(Area::Tariffs);
    let sees_others = use_sees_others();
    let workspace = use_url_query().field("workspace");
    // From a tenant workspace another one named in the address (an old link) is not asked
    // for: it would only look empty.
    let tariffs = Fetched::new(move || {
        fetch(if sees_others.get() {
            workspace.get()
        } else {
            String::new()
        })
    });
    let options = Signal::derive(move || {
        let all = SelectOption {
            value: String::new(),
            label: i18n.t(TariffsKey::AllWorkspaces).to_owned(),
        };
        let list = state
            .workspaces
            .with(|w| workspace_options(w.as_deref().unwrap_or_default()));
        std::iter::once(all).chain(list).collect::<Vec<_>>()
    });
    let table_columns = columns(base);
    let list = view! {
        <ListView
            list=tariffs
            caption=TariffsKey::WalletTariffsTitle
            columns=table_columns
            finding=finding()
            empty_title=TariffsKey::NoWalletTariffsTitle
            empty_body=TariffsKey::NoWalletTariffsBody
        />
    };

    view! {
        <section class="section" aria-labelledby="wallet-tariffs-title">
            <h2 id="wallet-tariffs-title" class="section__title">
                {move || i18n.t(TariffsKey::WalletTariffsTitle)}
            </h2>
            // From a tenant workspace every tariff listed is its own: nothing to choose.
            <Show when=move || sees_others.get()>
                <div class="filters filters--wide">
                    <FormField
                        id="wallet-tariffs-workspace"
                        label=TariffsKey::WalletsOf
                        value=workspace
                        kind=FieldKind::Select
                        options
                    />
                </div>
            </Show>
            {list}
        </section>
    }
}
