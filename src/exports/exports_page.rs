//! `/w/:workspace/exports`: the exports, page by page, and asking for a new one.

use leptos::prelude::*;

use super::columns::columns;
use super::create_dialog::CreateDialog;
use crate::api;
use crate::components::{Button, ListText, PagedList};
use crate::i18n::{use_i18n, ExportKey};
use crate::workspace::use_area_path;

/// The list, newest first, its page in the address. A new export opens its own page, where
/// its progress shows.
#[component]
pub fn ExportsPage() -> impl IntoView {
    let i18n = use_i18n();
    let creating = RwSignal::new(false);
    let base = use_area_path("exports");
    let text = ListText {
        caption: ExportKey::Title.into(),
        count: ExportKey::Count.into(),
        empty_title: ExportKey::EmptyTitle.into(),
        empty_body: ExportKey::EmptyBody.into(),
    };
    view! {
        <div class="page page--wide">
            <header class="page__header">
                <h1>{move || i18n.t(ExportKey::Title)}</h1>
                <p class="muted">{move || i18n.t(ExportKey::Intro)}</p>
                <div class="form__actions">
                    <Button label=ExportKey::New on_click=Callback::new(move |_| creating.set(true))/>
                </div>
            </header>
            <PagedList text columns=columns(base) load=api::exports::list/>
            <CreateDialog open=creating/>
        </div>
    }
}
