//! `/w/:workspace/ip-whitelist`: whether the whitelist is on, its entries, and editing both.

use leptos::prelude::*;

use super::whitelist_form::WhitelistForm;
use crate::api;
use crate::components::{ErrorView, Fetched, LoadingState};
use crate::i18n::{use_i18n, SecurityKey};

/// Reads the whitelist once, then the form holds it.
#[component]
pub fn IpWhitelistPage() -> impl IntoView {
    let i18n = use_i18n();
    let read = Fetched::new(api::security::ip_whitelist);
    let content = move || {
        read.get().map(|result| match result {
            Err(e) => view! { <ErrorView error=e retry=Callback::new(move |_| read.refetch())/> }
                .into_any(),
            Ok(whitelist) => view! { <WhitelistForm whitelist/> }.into_any(),
        })
    };
    view! {
        <div class="page">
            <header class="page__header">
                <h1>{move || i18n.t(SecurityKey::Title)}</h1>
                <p class="muted">{move || i18n.t(SecurityKey::Intro)}</p>
            </header>
            {move || content().unwrap_or_else(|| view! { <LoadingState/> }.into_any())}
        </div>
    }
}
