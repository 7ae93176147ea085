//! `/w/:workspace/exchange-fees`: the exchange fees, searched, filtered and sorted, created and edited in
//! dialogs.

use leptos::prelude::*;
use portal_api::exchange_config::ExchangeFee;

use super::columns::{fee_columns, fee_finding};
use super::edit_fee_dialog::EditFeeDialog;
use super::new_fee_dialog::NewFeeDialog;
use crate::api;
use crate::components::{ChangeAccess, PageHeader};
use crate::i18n::ExchangeConfigKey;
use crate::lists::{ListText, WholeList};
use crate::registry::Area;

/// The list with "New exchange fee" and an Edit button per row. An edited fee reads the
/// list again; a created one is added at the end of the list, so the last page is shown.
#[component]
pub fn ExchangeFeesPage() -> impl IntoView {
    let reload = RwSignal::new(0u64);
    let creating = RwSignal::new(false);
    let editing = RwSignal::new(None::<ExchangeFee>);
    let added = RwSignal::new(0u64);
    let on_saved = Callback::new(move |_| reload.update(|n| *n += 1));
    let on_created = Callback::new(move |_| added.update(|n| *n += 1));
    let text = ListText {
        caption: ExchangeConfigKey::FeesTitle.into(),
        count: ExchangeConfigKey::FeesCount.into(),
        empty_title: ExchangeConfigKey::FeesEmptyTitle.into(),
        empty_body: ExchangeConfigKey::FeesEmptyBody.into(),
    };
    let changes = ChangeAccess::of(Area::ExchangeFees);
    let columns = fee_columns(changes, Callback::new(move |fee| editing.set(Some(fee))));
    view! {
        <div class="page page--wide">
            <PageHeader
                title=ExchangeConfigKey::FeesTitle
                intro=ExchangeConfigKey::FeesIntro
                action=(ExchangeConfigKey::NewFee, Callback::new(move |_| creating.set(true)))
                changes
            />
            <WholeList
                text
                columns
                finding=fee_finding()
                load=api::exchange_config::exchange_fees
                reload
                show_last=added
            />
            <NewFeeDialog open=creating on_created changes/>
            <EditFeeDialog fee=editing on_saved changes/>
        </div>
    }
}
