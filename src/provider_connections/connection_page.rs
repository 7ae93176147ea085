//! `/w/:workspace/provider-connections/:connection`: one connection's lifecycle, cards,
//! transaction summary and record lists.

use crate::components::{ChangeAccess, Fetched, LoadingState, PageHeader};
use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

use super::aggregation::AggregationSummary;
use super::card_panel::CardPanel;
use super::connection_state::ConnectionState;
use super::lifecycle::LifecycleCard;
use super::provider_error::ProviderError;
use super::recent::{self, RECENT};
use super::record_list::{RecordList, Source};
use crate::api;
use crate::i18n::{use_i18n, ProviderConnectionsKey};
use crate::registry::use_area_path;
use crate::registry::Area;

/// The connection is checked first, as the open form checks it (the contract reads no
/// connection: its virtual accounts are read, and that list is shown, not read again), so an
/// unknown one from an old link is said once rather than by every part. Then every part reads
/// on its own, so one failing does not hide the others; another connection in the address
/// draws the page anew.
#[component]
pub fn ProviderConnectionPage() -> impl IntoView {
    let i18n = use_i18n();
    let params = use_params_map();
    let list = use_area_path(Area::ProviderConnections);
    let id = Memo::new(move |_| params.with(|p| p.get("connection").unwrap_or_default()));
    ConnectionState::provide();
    let known = Fetched::new(move || {
        let id = id.get();
        async move {
            let accounts = api::provider_connections::virtual_accounts(&id).await?;
            recent::remember(RECENT, &id, None);
            Ok(accounts)
        }
    });
    view! {
        <div class="page page--wide">
            <PageHeader
                back=(list, ProviderConnectionsKey::BackToConnections)
                title=Signal::derive(move || i18n.tf(ProviderConnectionsKey::ConnectionTitle, &[("id", &id.get())]))
                changes=ChangeAccess::of(Area::ProviderConnections)
            />
            {move || match known.get() {
                None => view! { <LoadingState/> }.into_any(),
                Some(Err(e)) => view! { <ProviderError error=Signal::stored(Some(e))/> }.into_any(),
                Some(Ok(accounts)) => {
                let id = id.get_untracked();
                view! {
                    <LifecycleCard connection=id.clone()/>
                    <CardPanel connection=id.clone()/>
                    <AggregationSummary connection=id.clone()/>
                    <RecordList connection=id.clone() source=Source::Transactions/>
                    <RecordList connection=id.clone() source=Source::VirtualAccounts read=accounts/>
                    <RecordList connection=id source=Source::Handles/>
                }
                .into_any()
                }
            }}
        </div>
    }
}
