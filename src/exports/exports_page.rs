//! `/w/:workspace/exports`: the exports, searched, filtered and sorted, and asking for a new one.

use std::time::Duration;

use leptos::prelude::*;
use leptos::task::spawn_local;
use portal_api::exports::ExportRecord;
use portal_api::pagination::{Page, PageRequest};

use super::columns::{columns, finding};
use super::create_dialog::CreateDialog;
use crate::api::{self, ApiError};
use crate::components::{ChangeAccess, PageHeader};
use crate::i18n::ExportsKey;
use crate::lists::{ListText, WholeList};
use crate::registry::use_area_path;
use crate::registry::Area;

/// How often a page showing an export in progress is read again.
const POLL: Duration = Duration::from_secs(3);

fn in_progress(page: &Result<Page<ExportRecord>, ApiError>) -> bool {
    page.as_ref()
        .is_ok_and(|p| p.items.iter().any(ExportRecord::processing))
}

/// The list, newest first, its search, filters and page in the address. A new export opens
/// its own page, where its progress shows. While the list holds an export in progress it is
/// read again every few seconds, so "Processing" turns into "Ready" or "Failed" without a reload;
/// leaving the page stops that.
#[component]
pub fn ExportsPage() -> impl IntoView {
    let creating = RwSignal::new(false);
    let reload = RwSignal::new(0u64);
    let alive = StoredValue::new(true);
    let timer_set = StoredValue::new(false);
    on_cleanup(move || alive.set_value(false));
    let load = move |request: PageRequest| async move {
        let page = api::exports::list(request).await;
        // One timer at a time, however many pages were loaded meanwhile.
        // `try_`: once the page is gone its stored values are too.
        let live = move || alive.try_get_value().unwrap_or(false);
        if in_progress(&page) && live() && timer_set.try_get_value() == Some(false) {
            timer_set.set_value(true);
            spawn_local(async move {
                gloo_timers::future::sleep(POLL).await;
                if live() {
                    timer_set.set_value(false);
                    reload.try_update(|n| *n += 1);
                }
            });
        }
        page
    };
    let base = use_area_path(Area::Exports);
    let text = ListText {
        caption: ExportsKey::Title.into(),
        count: ExportsKey::Count.into(),
        empty_title: ExportsKey::EmptyTitle.into(),
        empty_body: ExportsKey::EmptyBody.into(),
    };
    view! {
        <div class="page page--wide">
            <PageHeader
                title=ExportsKey::Title
                intro=ExportsKey::Intro
                action=(ExportsKey::New, Callback::new(move |_| creating.set(true)))
                changes=ChangeAccess::of(Area::Exports)
            />
            <WholeList text columns=columns(base) finding=finding() load reload/>
            <CreateDialog open=creating/>
        </div>
    }
}
