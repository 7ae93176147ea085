//! The partial update of a recharge channel: prefilled, and sending only what changed.

use leptos::ev::SubmitEvent;
use leptos::prelude::*;
use leptos::task::spawn_local;
use portal_api::recharge_channels::{RechargeChannel, RechargeChannelUpdate};

use super::channel_fields::ChannelFields;
use super::form_values::{fill, read_update, FIELDS};
use crate::api::{self, ApiError};
use crate::components::{use_toasts, Button, Draft, ErrorView, Notice, NoticeKind};
use crate::i18n::{use_i18n, ConfigKey, Message, RechargeChannelKey};

/// The channel as the server has it after `update`: its answer, else the list read again.
async fn save(biz_id: &str, update: &RechargeChannelUpdate) -> Result<RechargeChannel, ApiError> {
    match api::recharge_channels::update(biz_id, update).await? {
        Some(saved) => Ok(saved),
        None => api::recharge_channels::find(biz_id).await,
    }
}

/// Filled from `channel` (and again whenever it changes). Saving sends the fields that differ
/// from it; an unchanged form says so and sends nothing. A save replaces `channel`.
#[component]
pub fn EditForm(
    /// The channel as the server has it.
    channel: RwSignal<Option<RechargeChannel>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let toasts = use_toasts();
    let draft = Draft::new("channel-edit", &FIELDS);
    let error = RwSignal::new(None::<ApiError>);
    let unchanged = RwSignal::new(None::<Message>);
    let pending = RwSignal::new(false);
    Effect::new(move |_| {
        if let Some(c) = channel.get() {
            draft.clear_errors();
            fill(draft, &c);
        }
    });

    let submit = move |ev: SubmitEvent| {
        ev.prevent_default();
        let Some(current) = channel.get_untracked() else {
            return;
        };
        if pending.get_untracked() {
            return;
        }
        draft.clear_errors();
        unchanged.set(None);
        let Some(update) = read_update(draft, &current) else {
            draft.focus_first_error();
            return;
        };
        if update.is_empty() {
            unchanged.set(Some(ConfigKey::RuleNothingToChange.into()));
            return;
        }
        error.set(None);
        pending.set(true);
        spawn_local(async move {
            let result = save(&current.biz_id, &update).await;
            pending.set(false);
            match result {
                Ok(saved) => {
                    toasts.success(ConfigKey::Saved);
                    channel.set(Some(saved));
                }
                Err(e) => error.set(Some(e)),
            }
        });
    };

    view! {
        <section class="card" aria-labelledby="channel-edit-title">
            <h2 id="channel-edit-title" class="card__title">
                {move || i18n.t(RechargeChannelKey::EditTitle)}
            </h2>
            <form class="form" on:submit=submit novalidate>
                <ErrorView error/>
                <ChannelFields draft editing=true/>
                <Notice message=unchanged kind=NoticeKind::Warning/>
                <div class="form__actions">
                    <Button label=ConfigKey::Save submit=true pending/>
                </div>
            </form>
        </section>
    }
}
