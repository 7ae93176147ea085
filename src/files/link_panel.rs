//! Asks the server for a file's download link, then shows it to open or copy.

use leptos::prelude::*;
use leptos::task::spawn_local;
use portal_api::files::download_link;
use serde_json::Value;
use wasm_bindgen::JsCast;

use crate::api;
use crate::components::{format_timestamp, looks_like_timestamp, Button, ButtonVariant, ErrorView};
use crate::forms::Sending;
use crate::i18n::{use_i18n, FilesKey};
use crate::records::RecordView;
use crate::state::use_app_state;

/// When the answer says the link stops working (`expiresAt`, an ISO time).
fn link_expiry(data: &Value) -> Option<String> {
    data.get("expiresAt")
        .and_then(Value::as_str)
        .filter(|at| looks_like_timestamp(at))
        .map(str::to_owned)
}

const LINK_ID: &str = "file-link";

/// `navigator.clipboard`, which a page outside a secure context does not have.
fn clipboard() -> Option<web_sys::Clipboard> {
    let navigator = web_sys::window()?.navigator();
    let clipboard = js_sys::Reflect::get(&navigator, &"clipboard".into()).ok()?;
    (!clipboard.is_undefined() && !clipboard.is_null()).then(|| clipboard.unchecked_into())
}

/// Focuses the link's field with its text selected, ready to copy.
fn select_link() {
    let field = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(LINK_ID))
        .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok());
    if let Some(field) = field {
        let _ = field.focus();
        field.select();
    }
}

/// "Get download link", then the link in a read-only field with Copy and Open. An answer
/// without a recognisable link is shown field by field.
#[component]
pub fn LinkPanel(
    /// The file.
    biz_id: String,
) -> impl IntoView {
    let i18n = use_i18n();
    let state = use_app_state();
    let toasts = crate::components::use_toasts();
    let sending = Sending::new();
    let answer = RwSignal::new(None::<Value>);
    let biz_id = StoredValue::new(biz_id);
    let fetch = Callback::new(move |_| {
        let request = async move { api::files::download_url(&biz_id.get_value()).await };
        sending.send(request, move |data| answer.set(Some(data)));
    });
    let copy = Callback::new(move |_| {
        let link = answer.with_untracked(|a| a.as_ref().and_then(download_link).map(str::to_owned));
        let Some(link) = link else {
            return;
        };
        // The clipboard API exists only in secure contexts (and may be refused): without it the
        // person is told, and the link is selected for them to copy by hand.
        let unavailable = move || {
            toasts.error(FilesKey::CopyUnavailable);
            select_link();
        };
        let Some(clipboard) = clipboard() else {
            unavailable();
            return;
        };
        let written = clipboard.write_text(&link);
        spawn_local(async move {
            match wasm_bindgen_futures::JsFuture::from(written).await {
                Ok(_) => toasts.success(FilesKey::LinkCopied),
                Err(_) => unavailable(),
            }
        });
    });
    let shown = move || {
        answer.get().map(|data| match download_link(&data).map(str::to_owned) {
            Some(link) => {
                let until = link_expiry(&data);
                let hint = move || match &until {
                    Some(at) => {
                        let time = format_timestamp(at, state.time_zone().as_deref(), i18n.ui_locale().tag());
                        i18n.tf(FilesKey::LinkHintUntil, &[("time", &time)])
                    }
                    None => i18n.t(FilesKey::LinkHint).to_owned(),
                };
                view! {
                <div class="field">
                    <label class="field__label" for=LINK_ID>{move || i18n.t(FilesKey::Link)}</label>
                    <input id=LINK_ID class="field__control" readonly value=link.clone()/>
                    <p class="field__hint">{hint}</p>
                </div>
                <div class="form__actions">
                    <Button label=FilesKey::CopyLink variant=ButtonVariant::Secondary on_click=copy/>
                    <a href=link target="_blank" rel="noopener noreferrer">{move || i18n.t(FilesKey::OpenLink)}</a>
                </div>
                }
                .into_any()
            }
            None => match data {
                Value::Object(record) => view! { <RecordView record/> }.into_any(),
                other => other.to_string().into_any(),
            },
        })
    };
    view! {
        <section class="section" aria-labelledby="file-link-title">
            <h2 id="file-link-title" class="section__title">{move || i18n.t(FilesKey::LinkTitle)}</h2>
            <Button label=FilesKey::GetLink variant=ButtonVariant::Secondary pending=sending.pending on_click=fetch/>
            <ErrorView error=sending.error/>
            {shown}
        </section>
    }
}
