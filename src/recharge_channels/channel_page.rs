//! `/w/:workspace/recharge-channels/:channel`: one channel's fields, its edit form and the
//! workspaces assigned to it.

use crate::components::A;
use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::hooks::use_params_map;
use portal_api::recharge_channels::RechargeChannel;
use serde_json::Value;

use super::assignments::Assignments;
use super::edit_form::EditForm;
use super::paths::use_list_path;
use crate::api::{self, ApiError};
use crate::components::{ErrorView, LoadingState, RecordView};
use crate::i18n::{use_i18n, ConfigKey, RechargeChannelKey};

/// The channel's record through the generic record view (the contract shows only the request
/// shape), the partial update, and the assignments. A save shows the channel as saved.
#[component]
pub fn RechargeChannelPage() -> impl IntoView {
    let i18n = use_i18n();
    let params = use_params_map();
    let biz_id = Memo::new(move |_| params.with(|p| p.get("channel").unwrap_or_default()));
    let channel = RwSignal::new(None::<RechargeChannel>);
    let error = RwSignal::new(None::<ApiError>);
    let load = move |id: String| {
        spawn_local(async move {
            match api::recharge_channels::find(&id).await {
                Ok(found) => channel.set(Some(found)),
                Err(e) => error.set(Some(e)),
            }
        });
    };
    Effect::new(move |_| {
        channel.set(None);
        error.set(None);
        load(biz_id.get());
    });
    let retry = Callback::new(move |_| {
        error.set(None);
        load(biz_id.get_untracked());
    });
    let ready = Memo::new(move |_| channel.with(Option::is_some));
    let title = move || {
        channel.with(|c| {
            c.as_ref()
                .and_then(|c| c.channel_name.clone())
                .unwrap_or_else(|| biz_id.get())
        })
    };
    let record = move || {
        channel.get().and_then(|c| match serde_json::to_value(c) {
            Ok(Value::Object(record)) => Some(view! { <RecordView record/> }),
            _ => None,
        })
    };

    view! {
        <div class="page">
            <header class="page__header">
                <A href=use_list_path() attr:class="back-link">
                    {move || i18n.t(RechargeChannelKey::BackToList)}
                </A>
                <h1>{title}</h1>
            </header>
            {move || match (ready.get(), error.get()) {
                (true, _) => view! {
                    <EditForm channel/>
                    <Assignments biz_id=biz_id.get_untracked()/>
                    <section class="card" aria-labelledby="channel-record">
                        <h2 id="channel-record" class="card__title">
                            {move || i18n.t(ConfigKey::Details)}
                        </h2>
                        {record}
                    </section>
                }
                .into_any(),
                (false, Some(e)) => view! { <ErrorView error=e retry/> }.into_any(),
                (false, None) => view! { <LoadingState/> }.into_any(),
            }}
        </div>
    }
}
