//! `/w/:workspace/provider-connections`: open a connection by its identifier.

use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::hooks::use_navigate;

use super::provider_error::ProviderError;
use super::RECENT;
use crate::api::{self, ApiError};
use crate::components::OpenById;
use crate::i18n::{use_i18n, PartnerKey};
use crate::web::recent_ids;
use crate::workspace::{record_path, use_area_path};

/// The contract neither lists nor reads connections, so the identifier is checked by reading
/// the connection's virtual accounts: an unknown one (the provider's server error) is said
/// here, with the identifier kept; a known one opens its page.
#[component]
pub fn ProviderConnectionsPage() -> impl IntoView {
    let i18n = use_i18n();
    let navigate = use_navigate();
    let base = use_area_path("provider-connections");
    let value = RwSignal::new(String::new());
    let pending = RwSignal::new(false);
    let error = RwSignal::new(None::<ApiError>);
    let on_open = Callback::new(move |id: String| {
        let navigate = navigate.clone();
        pending.set(true);
        error.set(None);
        spawn_local(async move {
            let result = api::partner::virtual_accounts(&id).await;
            pending.set(false);
            match result {
                Ok(_) => {
                    recent_ids::remember(RECENT, &id);
                    navigate(&record_path(&base(), &id), Default::default());
                }
                Err(e) => error.set(Some(e)),
            }
        });
    });
    view! {
        <div class="page">
            <header class="page__header">
                <h1>{move || i18n.t(PartnerKey::Title)}</h1>
                <p class="muted">{move || i18n.t(PartnerKey::Intro)}</p>
            </header>
            <OpenById
                id="connection-open"
                title=PartnerKey::OpenTitle
                label=PartnerKey::ConnectionId
                action=PartnerKey::Open
                recent_title=PartnerKey::Recent
                list=RECENT
                value
                pending
                on_open
            >
                <ProviderError error/>
            </OpenById>
        </div>
    }
}
