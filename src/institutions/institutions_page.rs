//! `/w/:workspace/institutions`: the institutions the user can see, page by page.

use leptos::prelude::*;

use super::columns::columns;
use crate::api;
use crate::components::PageHeader;
use crate::i18n::InstitutionsKey;
use crate::lists::{ListText, PagedList};
use crate::registry::{sub_path, use_area_path, Area};

/// The list, with links to the search and to the user's own institution.
#[component]
pub fn InstitutionsPage() -> impl IntoView {
    let base = use_area_path(Area::Institutions);
    let text = ListText {
        caption: InstitutionsKey::Caption.into(),
        count: InstitutionsKey::Count.into(),
        empty_title: InstitutionsKey::EmptyTitle.into(),
        empty_body: InstitutionsKey::EmptyBody.into(),
    };
    view! {
        <div class="page page--wide">
            <PageHeader
                title=InstitutionsKey::Title
                intro=InstitutionsKey::Intro
                links=vec![
                    (move || sub_path(&base(), &["search"]), InstitutionsKey::SearchLink).into(),
                    (move || sub_path(&base(), &["own"]), InstitutionsKey::OwnLink).into(),
                ]
            />
            <PagedList text columns=columns() load=api::institutions::institutions/>
        </div>
    }
}
