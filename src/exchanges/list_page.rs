//! `/w/:workspace/exchanges`: the workspace's exchanges, searched, filtered and sorted.

use leptos::prelude::*;

use super::columns::{columns, finding};
use crate::api;
use crate::components::PageHeader;
use crate::i18n::ExchangesKey;
use crate::lists::{ListText, WholeList};
use crate::registry::{record_path, use_area_path, Area};

/// The list; each exchange links to its page.
#[component]
pub fn ExchangesPage() -> impl IntoView {
    let list = use_area_path(Area::Exchanges);
    let text = ListText {
        caption: ExchangesKey::Title.into(),
        count: ExchangesKey::Count.into(),
        empty_title: ExchangesKey::EmptyTitle.into(),
        empty_body: ExchangesKey::EmptyBody.into(),
    };
    let columns = columns(move |biz_id| record_path(&list(), biz_id));
    view! {
        <div class="page page--wide">
            <PageHeader title=ExchangesKey::Title intro=ExchangesKey::Intro/>
            <WholeList text columns finding=finding() load=api::exchanges::list/>
        </div>
    }
}
