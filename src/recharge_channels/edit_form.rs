//! The partial update of a recharge channel: prefilled, and sending only what changed.

use leptos::prelude::*;
use portal_api::recharge_channels::{RechargeChannel, RechargeChannelUpdate};

use super::channel_fields::ChannelFields;
use super::form_values::{fill, read_update, ChannelField};
use crate::api::{self, ApiError};
use crate::components::{use_toasts, ChangeAccess, Notice, NoticeKind};
use crate::forms::{Draft, FormCard, Sending};
use crate::i18n::{ConfigKey, Message, RechargeChannelsKey};
use crate::money::BandRows;
use crate::registry::Area;

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
    let toasts = use_toasts();
    let draft = Draft::<ChannelField>::new("channel-edit");
    let rows = BandRows::new();
    let sending = Sending::new();
    let pending = sending.pending;
    let unchanged = RwSignal::new(None::<Message>);
    crate::reactive::effect(move || {
        if let Some(c) = channel.get() {
            draft.clear_errors();
            fill(draft, rows, &c);
        }
    });

    let submit = Callback::new(move |_| {
        let Some(current) = channel.get_untracked() else {
            return;
        };
        if pending.get_untracked() {
            return;
        }
        draft.clear_errors();
        unchanged.set(None);
        let Some(update) = read_update(draft, rows, &current) else {
            draft.focus_first_error();
            return;
        };
        if update.is_empty() {
            unchanged.set(Some(ConfigKey::RuleNothingToChange.into()));
            return;
        }
        draft.send(
            sending,
            async move { save(&current.biz_id, &update).await },
            move |saved| {
                toasts.success(ConfigKey::Saved);
                channel.set(Some(saved));
            },
        );
    });

    view! {
        <FormCard
            id="channel-edit-title"
            title=RechargeChannelsKey::EditTitle
            action=ConfigKey::Save
            changes=ChangeAccess::of(Area::RechargeChannels)
            sending
            on_submit=submit
        >
            <ChannelFields draft rows editing=true/>
            <Notice message=unchanged kind=NoticeKind::Warning/>
        </FormCard>
    }
}
