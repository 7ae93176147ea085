//! `/w/:workspace/files/:file`: one file's fields, its download, a download link, and delete.

use leptos::prelude::*;
use leptos_router::hooks::{use_navigate, use_params_map};

use super::columns::institution_query;
use super::link_panel::LinkPanel;
use super::size::size_text;
use crate::api;
use crate::components::as_last_shown;
use crate::components::{use_toasts, Button, ButtonVariant, ChangeAccess, Fetched, PageHeader};
use crate::components::{DownloadButton, DownloadSource};
use crate::forms::{ConfirmDialog, Sending};
use crate::i18n::{localize_number, use_i18n, ConfigKey, FilesKey};
use crate::lists::use_url_query;
use crate::records::RecordView;
use crate::registry::use_area_path;
use crate::registry::Area;

/// The record through the generic record view (the contract does not show a file's fields),
/// Download, the link panel, and Delete after confirming. An unknown file shows
/// `FILE.NOT_FOUND`'s message.
#[component]
pub fn FilePage() -> impl IntoView {
    let i18n = use_i18n();
    let toasts = use_toasts();
    let navigate = use_navigate();
    let params = use_params_map();
    let area = use_area_path(Area::Files);
    // The list this file was opened from: the institution it showed stays chosen.
    let url = use_url_query();
    let base = move || area() + &institution_query(url.value("institution"));
    let biz_id = move || params.with(|p| p.get("file").unwrap_or_default());
    let record = Fetched::new(move || {
        let id = biz_id();
        async move { api::files::file(&id).await }
    });
    let deleting = RwSignal::new(false);
    let sending = Sending::new();
    // The file's name once read, its identifier until then.
    let name = move || {
        record
            .get()
            .and_then(|r| r.ok())
            .and_then(|m| {
                m.get("fileName")
                    .and_then(|v| v.as_str())
                    .map(str::to_owned)
            })
            .unwrap_or_else(biz_id)
    };
    let intro = Signal::derive(move || i18n.tf(FilesKey::DeleteIntro, &[("name", &name())]));
    let on_confirm = Callback::new(move |_| {
        let id = biz_id();
        let navigate = navigate.clone();
        let request = async move { api::files::delete(&id).await };
        sending.delete(request, FilesKey::Deleted, toasts, move || {
            deleting.set(false);
            navigate(&as_last_shown(&base()), Default::default());
        });
    });
    let content = record.show(move |mut map| {
        // Bytes read as the list writes them ("446 B", "1.5 KB").
        if let Some(size) = map.get_mut("size") {
            if let Some(bytes) = size.as_u64() {
                *size = serde_json::Value::String(localize_number(&size_text(bytes)));
            }
        }
        view! {
            <div class="form__actions">
                <DownloadButton source=DownloadSource::File(biz_id())/>
                <Button
                    label=FilesKey::Delete
                    variant=ButtonVariant::Danger
                    on_click=Callback::new(move |_| deleting.set(true))
                    changes=ChangeAccess::of(Area::Files)
                />
            </div>
            <section class="card"><RecordView record=map/></section>
            <LinkPanel biz_id=biz_id()/>
        }
        .into_any()
    });
    view! {
        <div class="page">
            <PageHeader
                back=(base, FilesKey::BackToFiles)
                title=Signal::derive(move || i18n.tf(FilesKey::FileTitle, &[("name", &name())]))
                changes=ChangeAccess::of(Area::Files)
            />
            {content}
            <ConfirmDialog
                open=deleting
                on_close=Callback::new(move |_| deleting.set(false))
                id="file-delete-dialog"
                title=Signal::stored(FilesKey::DeleteTitle.into())
                intro
                action=Signal::stored(ConfigKey::Delete.into())
                danger=Signal::stored(true)
                sending
                on_confirm
                changes=ChangeAccess::of(Area::Files)
            />
        </div>
    }
}
