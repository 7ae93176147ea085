//! `/w/:workspace/institutions`: the institutions the user can see, page by page.

use crate::components::A;
use leptos::prelude::*;

use super::columns::columns;
use crate::api;
use crate::components::{ListText, PagedList};
use crate::i18n::{use_i18n, InstitutionKey};
use crate::workspace::{sub_path, use_area_path};

/// The list, with links to the search and to the user's own institution.
#[component]
pub fn InstitutionsPage() -> impl IntoView {
    let i18n = use_i18n();
    let base = use_area_path("institutions");
    let text = ListText {
        caption: InstitutionKey::Caption.into(),
        count: InstitutionKey::Count.into(),
        empty_title: InstitutionKey::EmptyTitle.into(),
        empty_body: InstitutionKey::EmptyBody.into(),
    };
    view! {
        <div class="page page--wide">
            <header class="page__bar">
                <div>
                    <h1>{move || i18n.t(InstitutionKey::Title)}</h1>
                    <p class="muted">{move || i18n.t(InstitutionKey::Intro)}</p>
                </div>
                <div class="form__actions">
                    <A href=move || sub_path(&base(), &["search"]) attr:class="btn btn--secondary">
                        {move || i18n.t(InstitutionKey::SearchLink)}
                    </A>
                    <A href=move || sub_path(&base(), &["own"]) attr:class="btn btn--secondary">
                        {move || i18n.t(InstitutionKey::OwnLink)}
                    </A>
                </div>
            </header>
            <PagedList text columns=columns() load=api::institutions::institutions/>
        </div>
    }
}
