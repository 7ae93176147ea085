//! `/w/:workspace/provider-connections/:connection`: one connection's lifecycle, cards,
//! transaction summary and record lists.

use crate::components::PageHeader;
use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

use super::aggregation::AggregationSummary;
use super::card_panel::CardPanel;
use super::lifecycle::LifecycleCard;
use super::record_list::{RecordList, Source};
use crate::i18n::{use_i18n, PartnerKey};
use crate::workspace::use_area_path;

/// Every part reads on its own, so one failing (an unknown id answers a server error) does
/// not hide the others; another connection in the address draws the page anew.
#[component]
pub fn ProviderConnectionPage() -> impl IntoView {
    let i18n = use_i18n();
    let params = use_params_map();
    let list = use_area_path("provider-connections");
    let id = Memo::new(move |_| params.with(|p| p.get("connection").unwrap_or_default()));
    view! {
        <div class="page page--wide">
            <PageHeader
                back=(list, PartnerKey::BackToConnections)
                title=Signal::derive(move || i18n.tf(PartnerKey::ConnectionTitle, &[("id", &id.get())]))
            />
            {move || {
                let id = id.get();
                view! {
                    <LifecycleCard connection=id.clone()/>
                    <CardPanel connection=id.clone()/>
                    <AggregationSummary connection=id.clone()/>
                    <RecordList connection=id.clone() source=Source::Transactions/>
                    <RecordList connection=id.clone() source=Source::VirtualAccounts/>
                    <RecordList connection=id source=Source::Handles/>
                }
            }}
        </div>
    }
}
