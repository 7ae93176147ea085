//! `/w/:workspace/files`: an institution's files (the workspace's unless `?institution=`
//! names another), page by page, and uploading one.

use leptos::prelude::*;
use leptos_router::hooks::{use_navigate, use_params_map, use_query_map};
use portal_api::PageRequest;

use super::columns::columns;
use super::upload_dialog::UploadDialog;
use crate::api;
use crate::app::use_app_state;
use crate::components::{Button, FieldKind, FormField, ListText, PagedList};
use crate::i18n::{use_i18n, FileKey};
use crate::workspace::{use_area_path, workspace_options};

/// The institution select above its files, and Upload. Another institution shows its first
/// page; an upload shows the first page again, where the new file is.
#[component]
pub fn FilesPage() -> impl IntoView {
    let i18n = use_i18n();
    let state = use_app_state();
    let params = use_params_map();
    let query = use_query_map();
    let navigate = use_navigate();
    let base = use_area_path("files");
    let target = Memo::new(move |_| {
        query
            .with(|q| q.get("institution"))
            .filter(|w| !w.is_empty())
            .or_else(|| params.with(|p| p.get("workspace")))
            .unwrap_or_default()
    });
    let chosen = RwSignal::new(target.get_untracked());
    Effect::new(move |_| chosen.set(target.get()));
    Effect::new(move |_| {
        let picked = chosen.get();
        if picked != target.get_untracked() {
            let mut url = format!("{}?institution=", base());
            portal_api::paths::encode_segment(&picked, &mut url);
            navigate(&url, Default::default());
        }
    });
    let options = Signal::derive(move || {
        state
            .workspaces
            .with(|w| workspace_options(w.as_deref().unwrap_or_default()))
    });
    let uploading = RwSignal::new(false);
    let uploads = RwSignal::new(0u64);
    // Read by the list's loading effect: another institution or an upload loads again.
    let reload = Signal::derive(move || {
        target.track();
        uploads.get()
    });
    let load = move |request: PageRequest| {
        let institution = target.get_untracked();
        async move { api::files::list(&institution, request).await }
    };
    let text = ListText {
        caption: FileKey::Caption.into(),
        count: FileKey::Count.into(),
        empty_title: FileKey::EmptyTitle.into(),
        empty_body: FileKey::EmptyBody.into(),
    };
    view! {
        <div class="page page--wide">
            <header class="page__header">
                <h1>{move || i18n.t(FileKey::Title)}</h1>
                <p class="muted">{move || i18n.t(FileKey::Intro)}</p>
                <div class="form__actions">
                    <Button label=FileKey::Upload on_click=Callback::new(move |_| uploading.set(true))/>
                </div>
            </header>
            <div class="filters filters--wide">
                <FormField
                    id="files-institution"
                    label=FileKey::Institution
                    value=chosen
                    kind=FieldKind::Select
                    options
                />
            </div>
            <PagedList text columns=columns(base) load reload/>
            <UploadDialog
                open=uploading
                institution=target
                on_uploaded=Callback::new(move |_| uploads.update(|n| *n += 1))
            />
        </div>
    }
}
