//! `/w/:workspace/ip-whitelist`: whether the whitelist is on, its entries, and editing both.

use leptos::prelude::*;

use super::whitelist_form::WhitelistForm;
use crate::api;
use crate::components::{ChangeAccess, Fetched, PageHeader};
use crate::i18n::IpWhitelistKey;
use crate::registry::Area;

/// Reads the whitelist once, then the form holds it.
#[component]
pub fn IpWhitelistPage() -> impl IntoView {
    let read = Fetched::new(api::ip_whitelist::read);
    let content = read.show(move |whitelist| view! { <WhitelistForm whitelist/> }.into_any());
    view! {
        <div class="page">
            <PageHeader title=IpWhitelistKey::Title intro=IpWhitelistKey::Intro changes=ChangeAccess::of(Area::IpWhitelist)/>
            {content}
        </div>
    }
}
