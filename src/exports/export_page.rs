//! `/w/:workspace/exports/:export`: one export, followed until its file is ready, then its
//! download.

use std::time::Duration;

use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::hooks::use_params_map;
use portal_api::exports::{ExportRecord, ExportStatus};
use serde_json::{Map, Value};

use super::request_again::RequestAgain;
use crate::api::{self, ApiError};
use crate::components::{not_shown, Button, ButtonVariant, ChangeAccess, PageHeader, Spinner};
use crate::components::{DownloadButton, DownloadSource};
use crate::i18n::{use_i18n, ExportsKey};
use crate::records::RecordView;
use crate::registry::use_area_path;
use crate::registry::Area;

/// How often an export still in progress is read again.
const POLL: Duration = Duration::from_secs(2);
/// Past this many minutes since it was requested, an export is taking longer than usual.
const OVERDUE_MINUTES: u64 = 10;
/// How often an overdue export is read again: it is no longer expected any second.
const SLOW_POLL: Duration = Duration::from_secs(30);

/// Whole minutes from `created_ms` to `now_ms` (epoch ms), when at least [`OVERDUE_MINUTES`].
fn overdue_minutes(created_ms: f64, now_ms: f64) -> Option<u64> {
    let minutes = ((now_ms - created_ms) / 60_000.0).floor();
    (minutes.is_finite() && minutes >= OVERDUE_MINUTES as f64).then_some(minutes as u64)
}

/// How long an export still being generated has been waiting, when overdue (its request
/// time is known and old).
fn overdue(export: &ExportRecord) -> Option<u64> {
    let created = js_sys::Date::parse(export.created_at.as_deref()?);
    overdue_minutes(created, js_sys::Date::now())
}

/// The record's fields read as an export, when they are one.
fn export_of(map: &Map<String, Value>) -> Option<ExportRecord> {
    serde_json::from_value(Value::Object(map.clone())).ok()
}

/// Whether the export is still being generated, so worth reading again.
fn still_processing(map: &Map<String, Value>) -> bool {
    export_of(map).is_some_and(|e| e.processing())
}

/// The status as the server sent it: its label, else its code; a dash when there is none.
fn status_as_sent(export: Option<&ExportRecord>) -> String {
    export
        .and_then(|e| e.status.as_ref())
        .map_or_else(|| "—".to_owned(), |s| s.label().to_owned())
}

/// The export through the generic record view. While it is being generated a status line
/// says so and the record is read again every two seconds; leaving the page stops that. A
/// status the portal does not know is shown as sent, with a button to read it again.
#[component]
pub fn ExportPage() -> impl IntoView {
    let i18n = use_i18n();
    let params = use_params_map();
    let base = use_area_path(Area::Exports);
    let biz_id = move || params.with(|p| p.get("export").unwrap_or_default());
    let record = RwSignal::new(None::<Result<Map<String, Value>, ApiError>>);
    let polling = RwSignal::new(false);
    // Each reading loop serves one round: leaving the page, or another export opened on it
    // ("Request again"), ends the round, so an old loop never writes over the new export.
    let round = StoredValue::new(0_u64);
    on_cleanup(move || round.set_value(u64::MAX));
    let current = move |mine: u64| round.try_get_value() == Some(mine);
    let follow = move || {
        let id = params.with_untracked(|p| p.get("export").unwrap_or_default());
        let mine = round.get_value().wrapping_add(1);
        round.set_value(mine);
        spawn_local(async move {
            loop {
                let answer = api::exports::export(&id).await;
                if !current(mine) {
                    return;
                }
                let waiting = matches!(&answer, Ok(map) if still_processing(map));
                let slow = matches!(&answer, Ok(map) if export_of(map).and_then(|e| overdue(&e)).is_some());
                record.set(Some(answer));
                polling.set(waiting);
                if !waiting {
                    return;
                }
                gloo_timers::future::sleep(if slow { SLOW_POLL } else { POLL }).await;
                if !current(mine) {
                    return;
                }
            }
        });
    };
    crate::reactive::effect(move || {
        // Read for its change: the router keeps this page when only the export changes.
        params.with(|p| p.get("export"));
        record.set(None);
        follow();
    });
    let retry = Callback::new(move |_| follow());

    let progress = move || {
        record.with(|r| {
            let export = export_of(r.as_ref()?.as_ref().ok()?);
            Some(match export.as_ref().and_then(ExportRecord::status) {
                Some(ExportStatus::Ready) => view! {
                    <div class="notice notice--success" role="status">
                        <p>{move || i18n.t(ExportsKey::ReadyNotice)}</p>
                        <DownloadButton source=DownloadSource::Export(biz_id())/>
                    </div>
                }
                .into_any(),
                Some(ExportStatus::Failed) => {
                    let again = export.as_ref().and_then(ExportRecord::request_again);
                    view! {
                        <div class="notice notice--warning" role="status">
                            <p>{move || i18n.t(ExportsKey::FailedNotice)}</p>
                            {again.map(|request| view! { <RequestAgain request/> })}
                        </div>
                    }
                    .into_any()
                }
                Some(ExportStatus::Processing) => match export.as_ref().and_then(overdue) {
                    None => view! {
                        <p class="notice notice--info" role="status" aria-live="polite">
                            <Spinner/>
                            {move || i18n.t(ExportsKey::ProcessingNotice)}
                        </p>
                    }
                    .into_any(),
                    // Stuck, perhaps: said, checked less often, and offered again.
                    Some(minutes) => {
                        let again = export.as_ref().and_then(ExportRecord::request_again);
                        let minutes = minutes.to_string();
                        view! {
                            <div class="notice notice--warning" role="status">
                                <p>{move || i18n.tf(ExportsKey::ProcessingLong, &[("minutes", &minutes)])}</p>
                                {again.map(|request| view! { <RequestAgain request/> })}
                            </div>
                        }
                        .into_any()
                    }
                },
                None => {
                    let status = status_as_sent(export.as_ref());
                    view! {
                        <div class="notice notice--info" role="status">
                            <p>{move || i18n.tf(ExportsKey::UnknownStatusNotice, &[("status", &status)])}</p>
                            <Button label=ExportsKey::Refresh variant=ButtonVariant::Secondary on_click=retry/>
                        </div>
                    }
                    .into_any()
                }
            })
        })
    };
    let content = move || {
        record.get().map(|result| match result {
            Err(e) => not_shown(Some(e), retry),
            Ok(map) => view! {
                {progress}
                <section class="card"><RecordView record=map/></section>
            }
            .into_any(),
        })
    };

    view! {
        <div class="page">
            <PageHeader
                back=(base, ExportsKey::BackToExports)
                title=Signal::derive(move || i18n.tf(ExportsKey::ExportTitle, &[("id", &biz_id())]))
                changes=ChangeAccess::of(Area::Exports)
            />
            {move || content().unwrap_or_else(|| not_shown(None, retry))}
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn record(status: Value) -> Map<String, Value> {
        let Value::Object(map) = json!({"bizId": "exp_1", "status": status}) else {
            unreachable!()
        };
        map
    }

    #[test]
    fn only_an_export_in_processing_is_read_again() {
        assert!(still_processing(&record(json!("PROCESSING"))));
        assert!(still_processing(&record(
            json!({"code": "PROCESSING", "value": 10050101, "label": "Processing"})
        )));
        assert!(!still_processing(&record(json!("READY"))));
        assert!(!still_processing(&record(json!("QUEUED"))));
        assert!(!still_processing(&record(Value::Null)));
    }

    #[test]
    fn an_export_waiting_ten_minutes_or_more_is_overdue() {
        let minute = 60_000.0;
        assert_eq!(overdue_minutes(0.0, 9.9 * minute), None);
        assert_eq!(overdue_minutes(0.0, 10.0 * minute), Some(10));
        assert_eq!(overdue_minutes(0.0, 75.5 * minute), Some(75));
        // A request time that does not read is not overdue.
        assert_eq!(overdue_minutes(f64::NAN, 75.0 * minute), None);
    }

    #[test]
    fn an_unknown_status_is_shown_as_sent() {
        let queued = json!({"code": "QUEUED", "value": 7, "label": "Queued"});
        assert_eq!(
            status_as_sent(export_of(&record(queued)).as_ref()),
            "Queued"
        );
        assert_eq!(
            status_as_sent(export_of(&record(json!("ARCHIVED"))).as_ref()),
            "ARCHIVED"
        );
        assert_eq!(
            status_as_sent(export_of(&record(Value::Null)).as_ref()),
            "—"
        );
    }
}
