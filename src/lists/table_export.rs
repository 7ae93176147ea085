//! "Export to CSV" for any table: the rows on the page, or every row the list's search and
//! filters match (read in the background when the list is paged by the server), as a file the
//! browser downloads.

use std::sync::Arc;

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

use crate::i18n::{localize_count, use_i18n, CommonKey};
use crate::lists::csv::{file_name, to_csv};
use crate::lists::csv_rows::csv_rows;
use crate::lists::whole_reader::{PageLoader, MAX_ROWS};
use crate::lists::{read_whole, AnyRow, Column, ListRows, Reading};

/// Every row a list's search and filters match, beside the page's.
#[derive(Clone)]
pub enum AllRows {
    /// A list read whole: the rows found, in their order, once `ready` (read to the end).
    Found {
        /// The rows found.
        rows: Signal<Vec<AnyRow>>,
        /// Whether the list is read.
        ready: Signal<bool>,
    },
    /// A list paged by the server: its pages as its filters ask now, read when asked for.
    Read(Arc<dyn Fn() -> PageLoader + Send + Sync>),
}

/// Where an export of every matching row stands.
#[derive(Debug, Clone, PartialEq)]
enum Progress {
    /// `read` of `total` rows read so far.
    Reading { read: u64, total: u64 },
    /// A page could not be read: no file was made.
    Failed,
    /// Made, of the first [`MAX_ROWS`] of `total`.
    Capped { total: u64 },
}

/// "Export page to CSV" and, when the list has more than its page, "Export all matching rows
/// to CSV", named after the list. The cells are the columns' as drawn; amounts are written as
/// plain numbers with their currency beside ([`csv_rows`]).
#[component]
pub fn TableExport(
    /// The columns.
    columns: Vec<Column<AnyRow>>,
    /// The rows on the page.
    page: Signal<Vec<AnyRow>>,
    /// Every matching row, when the list has more than its page.
    all: Option<AllRows>,
    /// The list's name, which names the file.
    #[prop(into)]
    name: Signal<String>,
) -> impl IntoView {
    let i18n = use_i18n();
    let owner = Owner::current();
    let columns = StoredValue::new(columns);
    let progress = RwSignal::new(None::<Progress>);
    // Draws the cells under an owner of their own, dropped once the file is made.
    let write = Callback::new(move |rows: Vec<AnyRow>| {
        let Some(owner) = owner.clone() else {
            return;
        };
        let drawing = owner.with(Owner::new);
        let cells = drawing.with(|| columns.with_value(|c| csv_rows(c, &rows, i18n)));
        drawing.cleanup();
        if download(&file_name(&name.get_untracked()), &to_csv(&cells)).is_err() {
            web_sys::console::warn_1(&"CSV export failed".into());
        }
    });
    // The reading of the last export of every row, ended when another starts or the list goes.
    let reading = StoredValue::new_local(None::<Owner>);
    let end_reading = move || {
        if let Some(old) = reading.try_update_value(Option::take).flatten() {
            old.cleanup();
        }
    };
    on_cleanup(end_reading);
    let owner_for_all = Owner::current();
    let read_all = Callback::new(move |load: PageLoader| {
        end_reading();
        let Some(parent) = owner_for_all.clone() else {
            return;
        };
        let child = parent.with(Owner::new);
        progress.set(Some(Progress::Reading { read: 0, total: 0 }));
        child.with(|| {
            let rows = ListRows::new();
            let (state, _) = read_whole(load, rows, Signal::stored(0));
            Effect::new(move |_| match state.get() {
                Reading::Loading => {}
                Reading::Underway { read, total } => {
                    progress.set(Some(Progress::Reading { read, total }));
                }
                Reading::Failed(_) | Reading::Stopped { .. } => {
                    progress.set(Some(Progress::Failed))
                }
                Reading::Done { total } => {
                    write.run(rows.with_untracked(Clone::clone));
                    progress.set((total > MAX_ROWS).then_some(Progress::Capped { total }));
                }
            });
        });
        reading.set_value(Some(child));
    });
    let export_page = move |_| write.run(page.get_untracked());
    let all_button = all.map(|all| {
        let busy = Signal::derive(move || matches!(progress.get(), Some(Progress::Reading { .. })));
        let (disabled, press): (Signal<bool>, Arc<dyn Fn() + Send + Sync>) = match all {
            AllRows::Found { rows, ready } => (
                Signal::derive(move || !ready.get()),
                Arc::new(move || write.run(rows.get_untracked())),
            ),
            AllRows::Read(loader) => (busy, Arc::new(move || read_all.run(loader()))),
        };
        view! {
            <button
                type="button"
                class="btn btn--ghost btn--small"
                disabled=move || disabled.get()
                on:click=move |_| press()
            >
                {move || i18n.t(CommonKey::ExportAllCsv)}
            </button>
        }
    });
    let status = move || {
        progress.get().map(|p| match p {
            Progress::Reading { read, total } => i18n.tf(
                CommonKey::ExportReading,
                &[
                    ("read", &localize_count(read)),
                    ("total", &localize_count(total)),
                ],
            ),
            Progress::Failed => i18n.t(CommonKey::ExportFailed).to_owned(),
            Progress::Capped { total } => i18n.tf(
                CommonKey::ExportCapped,
                &[
                    ("read", &localize_count(MAX_ROWS)),
                    ("total", &localize_count(total)),
                ],
            ),
        })
    };
    view! {
        <div class="table-tools">
            <button type="button" class="btn btn--ghost btn--small" on:click=export_page>
                {move || i18n.t(CommonKey::ExportCsv)}
            </button>
            {all_button}
            <p class="table-tools__status muted" role="status">{status}</p>
        </div>
    }
}

/// Hands `text` to the browser as a download named `name`.
fn download(name: &str, text: &str) -> Result<(), JsValue> {
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/csv;charset=utf-8");
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let link: web_sys::HtmlAnchorElement = document().create_element("a")?.dyn_into()?;
    link.set_href(&url);
    link.set_download(name);
    link.click();
    // Revoked later: revoking at once can cancel the download in some browsers.
    gloo_timers::callback::Timeout::new(10_000, move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    })
    .forget();
    Ok(())
}
