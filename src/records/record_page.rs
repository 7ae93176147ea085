//! A record page's reading of the record its route names, and its "Details" card.

use futures::future::LocalBoxFuture;
use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::hooks::use_params_map;
use serde::Serialize;
use serde_json::{Map, Value};

use crate::api::ApiError;
use crate::i18n::{use_i18n, ConfigKey};
use crate::records::RecordView;

/// The record as read, its identifier as the route names it, the refusal, and Retry.
pub struct RecordRead<T: Send + Sync + 'static> {
    /// The route parameter's value.
    pub biz_id: Memo<String>,
    /// The record once read.
    pub record: RwSignal<Option<T>>,
    /// The refusal, if the read failed.
    pub error: RwSignal<Option<ApiError>>,
    /// Reads again after a refusal.
    pub retry: Callback<()>,
}

/// Reads the record named by the route parameter `param` with `read`, again (from empty)
/// whenever the parameter changes.
pub fn use_record<T: Send + Sync + 'static>(
    param: &'static str,
    read: fn(String) -> LocalBoxFuture<'static, Result<T, ApiError>>,
) -> RecordRead<T> {
    let params = use_params_map();
    let biz_id = Memo::new(move |_| params.with(|p| p.get(param).unwrap_or_default()));
    let record = RwSignal::new(None::<T>);
    let error = RwSignal::new(None::<ApiError>);
    let load = move |id: String| {
        spawn_local(async move {
            match read(id).await {
                Ok(found) => record.set(Some(found)),
                Err(e) => error.set(Some(e)),
            }
        });
    };
    crate::reactive::effect(move || {
        record.set(None);
        error.set(None);
        load(biz_id.get());
    });
    let retry = Callback::new(move |_| {
        error.set(None);
        load(biz_id.get_untracked());
    });
    RecordRead {
        biz_id,
        record,
        error,
        retry,
    }
}

/// Every field of `value` as JSON, for [`DetailsCard`].
pub fn fields_of<T: Serialize>(value: &T) -> Option<Map<String, Value>> {
    match serde_json::to_value(value) {
        Ok(Value::Object(fields)) => Some(fields),
        _ => None,
    }
}

/// The "Details" card: every field of the record through the generic [`RecordView`].
#[component]
pub fn DetailsCard(
    /// The heading's id.
    id: &'static str,
    /// The record's fields (see [`fields_of`]).
    #[prop(into)]
    fields: Signal<Option<Map<String, Value>>>,
) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <section class="card" aria-labelledby=id>
            <h2 id=id class="card__title">{move || i18n.t(ConfigKey::Details)}</h2>
            {move || fields.get().map(|record| view! { <RecordView record/> })}
        </section>
    }
}
