//! `/w/:workspace/institutions/own`: the signed-in user's institution and its edit form.

use crate::components::A;
use leptos::prelude::*;

use super::own_form::OwnForm;
use crate::api;
use crate::components::{ErrorView, LoadingState, RecordView};
use crate::i18n::{use_i18n, InstitutionKey};
use crate::workspace::use_area_path;

/// Every field of the institution (generic record view), then the form; saving reloads both.
#[component]
pub fn OwnInstitutionPage() -> impl IntoView {
    let i18n = use_i18n();
    let base = use_area_path("institutions");
    let record = LocalResource::new(api::institutions::own);
    let reload = Callback::new(move |_| record.refetch());
    let content = move || {
        record.get().map(|result| match result {
            Err(e) => view! { <ErrorView error=e retry=reload/> }.into_any(),
            Ok(institution) => {
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
            }
        })
    };
    view! {
        <div class="page">
            <header class="page__header">
                <A href=base attr:class="back-link">{move || i18n.t(InstitutionKey::BackToInstitutions)}</A>
                <h1>{move || i18n.t(InstitutionKey::OwnTitle)}</h1>
            </header>
            {move || content().unwrap_or_else(|| view! { <LoadingState/> }.into_any())}
        </div>
    }
}
