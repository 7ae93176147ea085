//! `/w/:workspace/exchanges`: the workspace's exchanges, a page at a time.

use leptos::prelude::*;

use super::columns::columns;
use crate::api;
use crate::components::{ListText, PageHeader, PagedList};
use crate::i18n::ExchangeKey;
use crate::workspace::{record_path, use_area_path};

/// The list; each exchange links to its page.
#[component]
pub fn ExchangesPage() -> impl IntoView {
    let list = use_area_path("exchanges");
    let text = ListText {
        caption: ExchangeKey::Title.into(),
        count: ExchangeKey::Count.into(),
        empty_title: ExchangeKey::EmptyTitle.into(),
        empty_body: ExchangeKey::EmptyBody.into(),
    };
    let columns = columns(move |biz_id| record_path(&list(), biz_id));
    view! {
        <div class="page page--wide">
            <PageHeader title=ExchangeKey::Title intro=ExchangeKey::Intro/>
            <PagedList text columns load=api::exchanges::list/>
        </div>
    }
}
