//! `/w/:workspace/institutions/own`: the signed-in user's institution and its edit form.

use leptos::prelude::*;
use portal_api::institutions::Institution;

use super::own_form::OwnForm;
use crate::api;
use crate::components::{ChangeAccess, Fetched, PageHeader};
use crate::i18n::InstitutionsKey;
use crate::records::RecordView;
use crate::registry::use_area_path;
use crate::registry::Area;
use crate::state::use_app_state;

/// Every field of the institution (generic record view), then the form; saving reloads both
/// and the institution's name in the loaded workspaces.
#[component]
pub fn OwnInstitutionPage() -> impl IntoView {
    let base = use_area_path(Area::Institutions);
    let record = Fetched::new(api::institutions::own);
    let reload = Callback::new(move |_| record.refetch());
    // The workspaces were read at sign-in: a renamed institution is renamed there too, so
    // the header's switcher and the account lists do not keep the old name.
    let state = use_app_state();
    crate::reactive::effect(move || {
        let Some(Ok(own)) = record.get() else { return };
        let stale =
            |i: &Institution| i.biz_id == own.biz_id && i.institution_name != own.institution_name;
        if state
            .workspaces
            .with_untracked(|w| w.iter().flatten().any(&stale))
        {
            state.workspaces.update(|w| {
                for i in w.iter_mut().flatten().filter(|i| stale(i)) {
                    i.institution_name = own.institution_name.clone();
                }
            });
        }
    });
    let content = record.show(move |institution| {
        let map = match serde_json::to_value(&institution) {
            Ok(serde_json::Value::Object(map)) => map,
            _ => serde_json::Map::new(),
        };
        view! {
            <section class="card">
                <RecordView record=map/>
            </section>
            <OwnForm institution on_saved=reload/>
        }
        .into_any()
    });
    view! {
        <div class="page">
            <PageHeader
                back=(base, InstitutionsKey::BackToInstitutions)
                title=InstitutionsKey::OwnTitle
                changes=ChangeAccess::of(Area::Institutions)
            />
            {content}
        </div>
    }
}
