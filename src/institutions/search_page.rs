//! `/w/:workspace/institutions/search`: the institutions visible from this workspace, the
//! filters, page and page size in the address.

use crate::components::A;
use leptos::prelude::*;
use leptos_router::hooks::{use_params_map, use_query_map};

use super::columns::columns;
use super::search_filters::SearchFilters;
use super::search_query::{size_ok, size_param, Filters};
use crate::api;
use crate::components::PageHeader;
use crate::i18n::{use_i18n, InstitutionsKey};
use crate::lists::{use_url_query, ListText, PagedList, SavedFilters};
use crate::registry::{sub_path, use_area_path, Area};

/// The filter form above the matching institutions. Applying filters shows their first
/// page; a page size outside 1 to 100 in the address is explained beside the server's
/// refusal, with a link back to the default size.
#[component]
pub fn InstitutionSearchPage() -> impl IntoView {
    let i18n = use_i18n();
    let params = use_params_map();
    let query = use_query_map();
    let url = use_url_query();
    let base = use_area_path(Area::Institutions);
    let path = move || sub_path(&base(), &["search"]);
    let workspace = Memo::new(move |_| params.with(|p| p.get("workspace").unwrap_or_default()));
    let filters = Memo::new(move |_| query.with(|q| Filters::from_query(|k| q.get(k))));
    let size = Memo::new(move |_| query.with(|q| size_param(q.get("size"))));
    let reload = Memo::new(move |previous: Option<&u64>| {
        filters.track();
        size.track();
        previous.map_or(0, |n| n + 1)
    });
    let load = move |request: portal_api::PageRequest| {
        let body = filters
            .get_untracked()
            .request(request.page, size.get_untracked());
        let workspace = workspace.get_untracked();
        async move { api::institutions::search(&workspace, &body).await }
    };
    // The page size stays; the page goes back to the first.
    let on_apply = Callback::new(move |chosen: Filters| {
        url.set(&[
            ("id", &chosen.id),
            ("type", &chosen.kind),
            ("status", &chosen.status),
            ("name", &chosen.name),
        ])
    });
    let default_size = move || {
        let search = filters.get().to_search();
        if search.is_empty() {
            path()
        } else {
            format!("{}?{search}", path())
        }
    };
    let text = ListText {
        caption: InstitutionsKey::Caption.into(),
        count: InstitutionsKey::Count.into(),
        empty_title: InstitutionsKey::EmptyTitle.into(),
        empty_body: InstitutionsKey::SearchEmptyBody.into(),
    };
    view! {
        <div class="page page--wide">
            <PageHeader back=(base, InstitutionsKey::BackToInstitutions) title=InstitutionsKey::SearchTitle intro=InstitutionsKey::SearchIntro/>
            <SearchFilters current=filters on_apply/>
            <SavedFilters list="institution-search" per_workspace=true/>
            <Show when=move || !size_ok(size.get())>
                <p class="notice notice--warning" role="note">
                    {move || {
                        let shown = query.with(|q| q.get("size")).unwrap_or_default();
                        i18n.tf(InstitutionsKey::BadPaging, &[("size", &shown)])
                    }}
                    " "
                    <A href=default_size>{move || i18n.t(InstitutionsKey::DefaultPaging)}</A>
                </p>
            </Show>
            <PagedList text columns=columns() load reload/>
        </div>
    }
}
