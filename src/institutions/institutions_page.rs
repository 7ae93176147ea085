//! `/w/:workspace/institutions`: the institutions the user can see, page by page.

use leptos::prelude::*;

use super::columns::columns;
use crate::api;
use crate::components::{ListText, PageHeader, PagedList};
use crate::i18n::InstitutionKey;
use crate::workspace::{sub_path, use_area_path};

/// The list, with links to the search and to the user's own institution.
#[component]
pub fn InstitutionsPage() -> impl IntoView {
    let base = use_area_path("institutions");
    let text = ListText {
        caption: InstitutionKey::Caption.into(),
        count: InstitutionKey::Count.into(),
        empty_title: InstitutionKey::EmptyTitle.into(),
        empty_body: InstitutionKey::EmptyBody.into(),
    };
    view! {
        <div class="page page--wide">
            <PageHeader
                title=InstitutionKey::Title
                intro=InstitutionKey::Intro
                links=vec![
                    (move || sub_path(&base(), &["search"]), InstitutionKey::SearchLink).into(),
                    (move || sub_path(&base(), &["own"]), InstitutionKey::OwnLink).into(),
                ]
            />
            <PagedList text columns=columns() load=api::institutions::institutions/>
        </div>
    }
}
