//! `/w/:workspace/provider-connections`: open a connection by its identifier.

use futures::FutureExt;
use leptos::prelude::*;

use super::provider_error::ProviderError;
use super::recent::RECENT;
use crate::api::{self, ApiError};
use crate::components::PageHeader;
use crate::i18n::ProviderConnectionsKey;
use crate::records::OpenById;
use crate::registry::RecordKind;
use crate::web::recent_ids::Recent;

/// The contract neither lists nor reads connections, so the identifier is checked by reading
/// the connection's virtual accounts: an unknown one (the provider's server error) is said
/// here, with the identifier kept; a known one opens its page.
#[component]
pub fn ProviderConnectionsPage() -> impl IntoView {
    let error = RwSignal::new(None::<ApiError>);
    view! {
        <div class="page">
            <PageHeader title=ProviderConnectionsKey::Title intro=ProviderConnectionsKey::Intro/>
            <OpenById
                id="connection-open"
                title=ProviderConnectionsKey::OpenTitle
                label=ProviderConnectionsKey::ConnectionId
                action=ProviderConnectionsKey::Open
                recent_title=ProviderConnectionsKey::Recent
                list=RECENT
                kind=RecordKind::ProviderConnection
                read=|id| {
                    async move {
                        api::provider_connections::virtual_accounts(&id).await?;
                        Ok(Recent::new(id, api::session::workspace().unwrap_or_default()))
                    }
                    .boxed_local()
                }
                error
            >
                <ProviderError error/>
            </OpenById>
        </div>
    }
}
