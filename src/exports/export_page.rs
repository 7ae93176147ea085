//! `/w/:workspace/exports/:export`: one export, followed until its file is ready, then its
//! download.

use std::time::Duration;

use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::hooks::use_params_map;
use portal_api::exports::{ExportRecord, ExportStatus};
use serde_json::{Map, Value};

use crate::api::{self, ApiError};
use crate::components::{BackLink, ErrorView, LoadingState, RecordView, Spinner};
use crate::files::{DownloadButton, DownloadSource};
use crate::i18n::{use_i18n, ExportKey};
use crate::workspace::use_area_path;

/// How often an export still in progress is read again.
const POLL: Duration = Duration::from_secs(2);

/// The status the record's fields name, if the portal knows it.
fn status_of(map: &Map<String, Value>) -> Option<ExportStatus> {
    serde_json::from_value::<ExportRecord>(Value::Object(map.clone()))
        .ok()
        .and_then(|r| r.status())
}

/// The export through the generic record view. While it is being generated a status line
/// says so and the record is read again every two seconds; leaving the page stops that.
#[component]
pub fn ExportPage() -> impl IntoView {
    let i18n = use_i18n();
    let params = use_params_map();
    let base = use_area_path("exports");
    let biz_id = move || params.with(|p| p.get("export").unwrap_or_default());
    let record = RwSignal::new(None::<Result<Map<String, Value>, ApiError>>);
    let polling = RwSignal::new(false);
    let alive = StoredValue::new(true);
    on_cleanup(move || alive.set_value(false));
    let follow = move || {
        let id = params.with_untracked(|p| p.get("export").unwrap_or_default());
        spawn_local(async move {
            loop {
                let answer = api::exports::export(&id).await;
                if !alive.try_get_value().unwrap_or(false) {
                    return;
                }
                let waiting = matches!(&answer, Ok(map) if status_of(map).is_none_or(|s| s == ExportStatus::Processing));
                record.set(Some(answer));
                polling.set(waiting);
                if !waiting {
                    return;
                }
                gloo_timers::future::sleep(POLL).await;
                if !alive.try_get_value().unwrap_or(false) {
                    return;
                }
            }
        });
    };
    follow();
    let retry = Callback::new(move |_| follow());

    let progress = move || {
        record.with(|r| {
            let status = r.as_ref()?.as_ref().ok().map(status_of)?;
            Some(match status {
                Some(ExportStatus::Ready) => view! {
                    <div class="notice notice--success" role="status">
                        <p>{move || i18n.t(ExportKey::ReadyNotice)}</p>
                        <DownloadButton source=DownloadSource::Export(biz_id())/>
                    </div>
                }
                .into_any(),
                Some(ExportStatus::Failed) => view! {
                    <p class="notice notice--warning" role="status">{move || i18n.t(ExportKey::FailedNotice)}</p>
                }
                .into_any(),
                _ => view! {
                    <p class="notice notice--info" role="status" aria-live="polite">
                        <Spinner/>
                        {move || i18n.t(ExportKey::ProcessingNotice)}
                    </p>
                }
                .into_any(),
            })
        })
    };
    let content = move || {
        record.get().map(|result| match result {
            Err(e) => view! { <ErrorView error=e retry/> }.into_any(),
            Ok(map) => view! {
                {progress}
                <section class="card"><RecordView record=map/></section>
            }
            .into_any(),
        })
    };

    view! {
        <div class="page">
            <header class="page__header">
                <BackLink to=base text=ExportKey::BackToExports/>
                <h1>{move || i18n.tf(ExportKey::ExportTitle, &[("id", &biz_id())])}</h1>
            </header>
            {move || content().unwrap_or_else(|| view! { <LoadingState/> }.into_any())}
        </div>
    }
}
