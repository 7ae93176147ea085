//! `/w/:workspace/ip-whitelist`: whether the whitelist is on, its entries, and editing both.

use leptos::prelude::*;

use super::whitelist_form::WhitelistForm;
use crate::api;
use crate::components::{Fetched, PageHeader};
use crate::i18n::SecurityKey;

/// Reads the whitelist once, then the form holds it.
#[component]
pub fn IpWhitelistPage() -> impl IntoView {
    let read = Fetched::new(api::security::ip_whitelist);
    let content = read.show(move |whitelist| view! { <WhitelistForm whitelist/> }.into_any());
    view! {
        <div class="page">
            <PageHeader title=SecurityKey::Title intro=SecurityKey::Intro/>
            {content}
        </div>
    }
}
