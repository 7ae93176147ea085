//! Every field of one withdrawal channel, its amounts and choices written out.

use leptos::prelude::*;
use portal_api::withdrawal_channels::WithdrawalChannel;
use serde_json::Value;

use crate::components::{Button, ButtonVariant, Dialog};
use crate::i18n::{use_i18n, WithdrawalChannelsKey};
use crate::money::{show_amounts, show_choices, show_rates};
use crate::records::RecordView;

/// The amounts of a channel, each in minor units of its currency.
const AMOUNTS: [(&str, &str); 3] = [
    ("channelFeeFixedAmount", "currency"),
    ("minAmount", "currency"),
    ("maxAmount", "currency"),
];

/// Open while `shown` holds a channel; its fields through the generic record view, since the
/// contract does not describe the record.
#[component]
pub fn DetailsDialog(
    /// The channel shown.
    shown: RwSignal<Option<WithdrawalChannel>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let close = Callback::new(move |_| {
        if shown.with_untracked(Option::is_some) {
            shown.set(None);
        }
    });
    let content = move || {
        shown.get().map(|channel| {
            let name = channel
                .channel_name
                .clone()
                .unwrap_or_else(|| channel.biz_id.clone());
            let mut record = match serde_json::to_value(&channel) {
                Ok(Value::Object(map)) => map,
                _ => Default::default(),
            };
            show_amounts(&mut record, &AMOUNTS);
            show_choices(&mut record, i18n);
            show_rates(&mut record, i18n);
            view! {
                <p class="muted">{name}</p>
                <RecordView record/>
            }
        })
    };
    view! {
        <Dialog
            open=Signal::derive(move || shown.with(Option::is_some))
            on_close=close
            id="withdrawal-details"
            title=Signal::stored(WithdrawalChannelsKey::DetailsTitle.into())
        >
            {content}
            <div class="form__actions">
                <Button label=WithdrawalChannelsKey::Close variant=ButtonVariant::Secondary on_click=close/>
            </div>
        </Dialog>
    }
}
