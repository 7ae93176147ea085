//! The dialog that creates a recharge channel.

use leptos::ev::SubmitEvent;
use leptos::prelude::*;

use super::channel_fields::ChannelFields;
use super::form_values::{read_request, ChannelField};
use crate::api;
use crate::components::{use_toasts, Button, ButtonVariant, ChangeAccess, Dialog, ErrorView};
use crate::forms::{Draft, Sending};
use crate::i18n::{CommonKey, ConfigKey, RechargeChannelsKey};
use crate::money::BandRows;
use crate::registry::Area;

/// Open while `open` is true. Bad input is refused beside its field and nothing is sent; the
/// server's refusal shows above the form and keeps what was typed; success closes the dialog,
/// empties the form and runs `on_created`.
#[component]
pub fn CreateDialog(
    /// Whether the dialog is open.
    open: RwSignal<bool>,
    /// Runs once the channel exists.
    on_created: Callback<()>,
) -> impl IntoView {
    let toasts = use_toasts();
    let draft = Draft::<ChannelField>::new("channel-new");
    let rows = BandRows::new();
    let sending = Sending::new();
    let Sending { pending, error } = sending;
    let close = Callback::new(move |_| {
        if open.get_untracked() {
            open.set(false);
        }
    });

    let submit = move |ev: SubmitEvent| {
        ev.prevent_default();
        if pending.get_untracked() {
            return;
        }
        draft.clear_errors();
        let Some(request) = read_request(draft, rows) else {
            draft.focus_first_error();
            return;
        };
        let request = async move { api::recharge_channels::create(&request).await };
        sending.send(request, move |_| {
            toasts.success(RechargeChannelsKey::Created);
            draft.reset();
            rows.fill(None, None);
            open.set(false);
            on_created.run(());
        });
    };

    view! {
        <Dialog
            open
            on_close=close
            id="channel-new"
            title=Signal::stored(RechargeChannelsKey::CreateTitle.into())
        >
            <form class="form" on:submit=submit novalidate>
                <ErrorView error/>
                <ChannelFields draft rows/>
                <div class="form__actions">
                    <Button label=ConfigKey::Create submit=true pending changes=ChangeAccess::of(Area::RechargeChannels)/>
                    <Button label=CommonKey::Cancel variant=ButtonVariant::Secondary on_click=close/>
                </div>
            </form>
        </Dialog>
    }
}
