//! A button that downloads an export's or a file's bytes and hands them to the browser.

use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::api::{self, ApiError};
use crate::components::{Button, ButtonVariant, ErrorView};
use crate::i18n::FilesKey;
use crate::web::save::save;

/// What to download, by business id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DownloadSource {
    /// An export's generated file.
    Export(String),
    /// A stored file.
    File(String),
}

/// "Download": busy while the bytes arrive, a refusal shown below it.
#[component]
pub fn DownloadButton(
    /// What to download.
    source: DownloadSource,
) -> impl IntoView {
    let pending = RwSignal::new(false);
    let error = RwSignal::new(None::<ApiError>);
    let source = StoredValue::new(source);
    let run = Callback::new(move |_| {
        if pending.get_untracked() {
            return;
        }
        pending.set(true);
        error.set(None);
        spawn_local(async move {
            let (result, fallback) = match source.get_value() {
                DownloadSource::Export(id) => {
                    (api::exports::download(&id).await, format!("{id}.csv"))
                }
                DownloadSource::File(id) => (api::files::download(&id).await, id),
            };
            pending.set(false);
            match result {
                Ok(file) => {
                    save(&file, &fallback);
                }
                Err(e) => error.set(Some(e)),
            }
        });
    });
    view! {
        <Button label=FilesKey::Download variant=ButtonVariant::Primary pending on_click=run/>
        <ErrorView error/>
    }
}
