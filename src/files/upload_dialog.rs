//! The dialog that uploads a file: the file, its bucket and remark, and a progress bar.

use std::rc::Rc;

use leptos::html;
use leptos::prelude::*;
use portal_api::files::{validate_upload, UploadMeta, BUCKET_MAX, FILE_MAX_BYTES, FILE_REMARK_MAX};
use portal_api::validation::ValidationErrors;
use web_sys::HtmlInputElement;

use super::size::size_text;
use crate::api;
use crate::components::{use_toasts, ChangeAccess};
use crate::forms::{form_fields, Draft, FieldKind, FormDialog, FormField, FormFields, Sending};
use crate::i18n::{localize_number, use_i18n, FilesKey, Message};
use crate::registry::Area;

form_fields! {
    /// The upload form's fields.
    enum UploadField { Bucket = "bucket", Remark = "remark" }
}

const DEFAULT_BUCKET: &str = "documents";

/// Why a chosen file cannot go, if it cannot: none, empty, or over the limit.
fn file_problem(size: Option<u64>) -> Option<FilesKey> {
    match size {
        None => Some(FilesKey::ChooseFile),
        Some(0) => Some(FilesKey::EmptyFile),
        Some(n) if n > FILE_MAX_BYTES => Some(FilesKey::TooLarge),
        Some(_) => None,
    }
}

/// Open while `open`; uploads into `institution`. The file goes as it is (no copy into the
/// app) and the bar follows the bytes sent. A refusal keeps the choices; success closes the
/// dialog and runs `on_uploaded`.
#[component]
pub fn UploadDialog(
    /// Whether the dialog is open.
    open: RwSignal<bool>,
    /// The institution the file will belong to.
    #[prop(into)]
    institution: Signal<String>,
    /// Its name, said in the dialog.
    #[prop(into)]
    institution_name: Signal<String>,
    /// Runs once the server stored the file.
    on_uploaded: Callback<()>,
) -> impl IntoView {
    let i18n = use_i18n();
    let toasts = use_toasts();
    let draft = Draft::<UploadField>::new("file-upload");
    draft.set(UploadField::Bucket, DEFAULT_BUCKET);
    let chosen = RwSignal::new_local(None::<web_sys::File>);
    let file_error = RwSignal::new(None::<Message>);
    let sent = RwSignal::new((0.0f64, 0.0f64));
    let sending = Sending::new();
    let Sending { pending, error } = sending;
    let input = NodeRef::<html::Input>::new();
    let size = move || chosen.with(|f| f.as_ref().map(|f| f.size() as u64));
    // Closing the dialog does not stop an upload; a failure after that would go unseen.
    crate::reactive::effect(move || {
        if error.with(Option::is_some) && !open.get_untracked() {
            let name = chosen
                .with_untracked(|f| f.as_ref().map(|f| f.name()))
                .unwrap_or_default();
            toasts.error(Message::with(FilesKey::UploadFailed, &[("name", name)]));
        }
    });

    let on_change = move |ev: leptos::ev::Event| {
        let target: HtmlInputElement = event_target(&ev);
        chosen.set(target.files().and_then(|list| list.get(0)));
        file_error.set(None);
    };
    let on_submit = Callback::new(move |_| {
        let problem = file_problem(size());
        let meta = draft.read_checked(
            |d| {
                Some(UploadMeta {
                    bucket: d.text(UploadField::Bucket),
                    remark: d.text(UploadField::Remark),
                    file_name: chosen
                        .with_untracked(|f| f.as_ref().map(|f| f.name()))
                        .unwrap_or_default(),
                    institution_biz_id: institution.get_untracked(),
                })
            },
            |meta| {
                if let Err(errors) = validate_upload(meta, 1) {
                    let fields = errors
                        .0
                        .into_iter()
                        .filter(|e| UploadField::ALL.iter().any(|f| f.name() == e.field))
                        .collect::<Vec<_>>();
                    if !fields.is_empty() {
                        draft.refuse(&ValidationErrors(fields));
                    }
                }
            },
        );
        file_error.set(problem.map(Message::from));
        let (Some(meta), None, Some(file)) = (meta, problem, chosen.get_untracked()) else {
            return;
        };
        sent.set((0.0, file.size()));
        let progress = Rc::new(move |done: f64, total: f64| sent.set((done, total)));
        draft.send(
            sending,
            async move { api::files::upload(file, &meta, progress).await },
            move |_| {
                on_uploaded.run(());
                toasts.success(FilesKey::UploadDone);
                open.set(false);
                draft.reset();
                draft.set(UploadField::Bucket, DEFAULT_BUCKET);
                chosen.set(None);
                if let Some(input) = input.get_untracked() {
                    input.set_value("");
                }
            },
        );
    });
    let percent = move || {
        let (done, total) = sent.get();
        if total > 0.0 {
            (done * 100.0 / total).floor() as u32
        } else {
            0
        }
    };
    let chosen_text = move || {
        chosen.with(|f| {
            f.as_ref().map(|f| {
                i18n.tf(
                    FilesKey::Chosen,
                    &[
                        ("name", &f.name()),
                        ("size", &localize_number(&size_text(f.size() as u64))),
                    ],
                )
            })
        })
    };
    view! {
        <FormDialog
            open
            on_close=Callback::new(move |_| open.set(false))
            id="file-upload"
            title=Signal::stored(FilesKey::UploadTitle.into())
            action=FilesKey::Upload
            sending
            on_submit
            close_while_pending=Some(FilesKey::CloseWhileUploading.into())
            changes=ChangeAccess::of(Area::Files)
        >
            <p class="muted">
                {move || i18n.tf(FilesKey::UploadInto, &[("institution", &institution_name.get())])}
            </p>
            <div class="field">
                <label class="field__label" for="file-upload-file">{move || i18n.t(FilesKey::File)}</label>
                <input
                    id="file-upload-file"
                    type="file"
                    class="field__control"
                    node_ref=input
                    on:change=on_change
                    aria-invalid=move || file_error.with(Option::is_some).then_some("true")
                    aria-describedby="file-upload-file-hint file-upload-file-error"
                />
                <p id="file-upload-file-hint" class="field__hint">
                    {move || chosen_text().unwrap_or_else(|| i18n.t(FilesKey::FileHint).to_owned())}
                </p>
                <p id="file-upload-file-error" class="field__error" role="alert">
                    {move || file_error.get().map(|m| i18n.message(&m))}
                </p>
            </div>
            <FormField
                id=draft.id(UploadField::Bucket)
                label=FilesKey::Bucket
                value=draft.value(UploadField::Bucket)
                error=draft.error(UploadField::Bucket)
                hint=Message::from(FilesKey::BucketHint)
                required=true
                max_len=BUCKET_MAX
            />
            <FormField
                id=draft.id(UploadField::Remark)
                label=FilesKey::Remark
                value=draft.value(UploadField::Remark)
                error=draft.error(UploadField::Remark)
                kind=FieldKind::Textarea
                max_len=FILE_REMARK_MAX
            />
            <Show when=move || pending.get()>
                <div class="upload-progress">
                    <progress
                        max="100"
                        value=percent
                        aria-label=move || i18n.t(FilesKey::Progress)
                    ></progress>
                    <span role="status">
                        {move || i18n.tf(FilesKey::ProgressText, &[("percent", &percent().to_string())])}
                    </span>
                </div>
                <p class="muted">{move || i18n.t(FilesKey::CloseKeepsUploading)}</p>
            </Show>
        </FormDialog>
    }
}
