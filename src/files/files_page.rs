//! `/w/:workspace/files`: an institution's files (the workspace's unless `?institution=`
//! names another), searched and sorted, and uploading one.

use leptos::prelude::*;
use portal_api::PageRequest;

use super::columns::{columns, finding, institution_query};
use super::upload_dialog::UploadDialog;
use crate::api;
use crate::components::{ChangeAccess, PageHeader};
use crate::i18n::FilesKey;
use crate::lists::{use_url_query, ListText, WholeList};
use crate::lists::{use_workspace_choice, WorkspaceChoice, WorkspaceChoiceField};
use crate::registry::use_area_path;
use crate::registry::Area;

/// The institution select above its files, and Upload. Another institution or an upload reads
/// the list again.
#[component]
pub fn FilesPage() -> impl IntoView {
    let choice = use_workspace_choice("institution");
    let WorkspaceChoice {
        target, options, ..
    } = choice;
    let base = use_area_path(Area::Files);
    let url = use_url_query();
    let query = move || institution_query(url.value("institution"));
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
        caption: FilesKey::Caption.into(),
        count: FilesKey::Count.into(),
        empty_title: FilesKey::EmptyTitle.into(),
        empty_body: FilesKey::EmptyBody.into(),
    };
    view! {
        <div class="page page--wide">
            <PageHeader
                title=FilesKey::Title
                intro=FilesKey::Intro
                action=(FilesKey::Upload, Callback::new(move |_| uploading.set(true)))
                changes=ChangeAccess::of(Area::Files)
            />
            <WorkspaceChoiceField id="files-institution" label=FilesKey::Institution choice/>
            <WholeList text columns=columns(base, query) finding=finding() load reload/>
            <UploadDialog
                open=uploading
                institution=target
                institution_name=Signal::derive(move || {
                    let id = target.get();
                    options.with(|o| {
                        o.iter().find(|o| o.value == id).map_or(id.clone(), |o| o.label.clone())
                    })
                })
                on_uploaded=Callback::new(move |_| uploads.update(|n| *n += 1))
            />
        </div>
    }
}
