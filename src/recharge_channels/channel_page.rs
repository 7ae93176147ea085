//! `/w/:workspace/recharge-channels/:channel`: one channel's fields, its edit form and the
//! workspaces assigned to it.

use futures::FutureExt;
use leptos::prelude::*;

use super::assignments::Assignments;
use super::edit_form::EditForm;
use super::paths::use_list_path;
use crate::api;
use crate::components::{not_shown, ChangeAccess, PageHeader};
use crate::i18n::{use_i18n, RechargeChannelsKey};
use crate::money::{bands_text, show_amounts, show_choices, show_rates};
use crate::records::{fields_of, use_record, DetailsCard};
use crate::registry::Area;
use serde_json::Value;

/// The channel's record through the generic record view (the contract shows only the request
/// shape), the partial update, and the assignments. A save shows the channel as saved.
#[component]
pub fn RechargeChannelPage() -> impl IntoView {
    let i18n = use_i18n();
    let read = use_record("channel", |id| {
        async move { api::recharge_channels::find(&id).await }.boxed_local()
    });
    let (biz_id, channel, error, retry) = (read.biz_id, read.record, read.error, read.retry);
    let ready = Memo::new(move |_| channel.with(Option::is_some));
    let title = move || {
        channel.with(|c| {
            c.as_ref()
                .and_then(|c| c.channel_name.clone())
                .unwrap_or_else(|| biz_id.get())
        })
    };
    let fields = Signal::derive(move || {
        let mut fields = channel.with(|c| c.as_ref().and_then(fields_of))?;
        show_amounts(&mut fields, &[("channelFeeFixedAmount", "currency")]);
        let currency = channel.with(|c| c.as_ref().and_then(|c| c.currency.clone()));
        let bands = fields
            .get("channelFeeBandsConfig")
            .and_then(|b| bands_text(b, currency.as_ref(), i18n));
        if let Some(bands) = bands {
            fields.insert("channelFeeBandsConfig".to_owned(), Value::String(bands));
        }
        show_choices(&mut fields, i18n);
        show_rates(&mut fields, i18n);
        Some(fields)
    });

    view! {
        <div class="page">
            <PageHeader
                back=(use_list_path(), RechargeChannelsKey::BackToList)
                title=Signal::derive(title)
                changes=ChangeAccess::of(Area::RechargeChannels)
            />
            {move || match (ready.get(), error.get()) {
                (true, _) => view! {
                    <EditForm channel/>
                    <Assignments biz_id=biz_id.get_untracked()/>
                    <DetailsCard id="channel-record" fields/>
                }
                .into_any(),
                (false, refused) => not_shown(refused, retry),
            }}
        </div>
    }
}
