//! The list's columns: name, currency, type, fee, payout limits, status and details.

use leptos::prelude::*;
use portal_api::channel_type::ChannelType;
use portal_api::fees::FeeModel;
use portal_api::withdrawal_channels::WithdrawalChannel;

use crate::i18n::{use_i18n, ConfigKey, WithdrawalChannelsKey};
use crate::lists::Column;
use crate::money::{channel_type_name, choice_cell, fee_model_name, fee_rate_cell, record_amount};

fn name(c: &WithdrawalChannel) -> String {
    c.channel_name.clone().unwrap_or_else(|| c.biz_id.clone())
}

fn limits(c: &WithdrawalChannel) -> AnyView {
    let i18n = use_i18n();
    let currency = c.currency.as_ref();
    let (min, max) = (
        record_amount(c.min_amount, currency),
        record_amount(c.max_amount, currency),
    );
    if min.is_empty() && max.is_empty() {
        return ().into_any();
    }
    (move || {
        i18n.tf(
            WithdrawalChannelsKey::Limits,
            &[("min", &min), ("max", &max)],
        )
    })
    .into_any()
}

fn status(c: &WithdrawalChannel) -> AnyView {
    let i18n = use_i18n();
    let (class, key) = match c.enabled {
        Some(true) => ("badge badge--success", WithdrawalChannelsKey::Enabled),
        Some(false) => ("badge badge--neutral", WithdrawalChannelsKey::Disabled),
        None => return ().into_any(),
    };
    view! { <span class=class>{move || i18n.t(key)}</span> }.into_any()
}

/// The columns; the details button runs `show` with its row.
pub fn columns(show: Callback<WithdrawalChannel>) -> Vec<Column<WithdrawalChannel>> {
    let i18n = use_i18n();
    vec![
        Column::new(WithdrawalChannelsKey::ColumnName, |c: &WithdrawalChannel| {
            name(c).into_any()
        }),
        Column::new(
            WithdrawalChannelsKey::ColumnCurrency,
            |c: &WithdrawalChannel| c.currency.as_ref().map(|c| c.code().to_owned()).into_any(),
        ),
        Column::new(WithdrawalChannelsKey::ColumnType, |c: &WithdrawalChannel| {
            choice_cell(c.channel_type, |v| {
                ChannelType::from_value(v).map(channel_type_name)
            })
        }),
        Column::new(
            WithdrawalChannelsKey::ColumnFeeModel,
            |c: &WithdrawalChannel| {
                choice_cell(c.channel_fee_model, |v| {
                    FeeModel::from_value(v).map(fee_model_name)
                })
            },
        ),
        Column::new(
            WithdrawalChannelsKey::ColumnFixedFee,
            |c: &WithdrawalChannel| {
                record_amount(c.channel_fee_fixed_amount, c.currency.as_ref()).into_any()
            },
        )
        .numeric(),
        Column::new(
            WithdrawalChannelsKey::ColumnFeeRate,
            |c: &WithdrawalChannel| {
                fee_rate_cell(
                    c.channel_fee_model,
                    c.channel_fee_rate.clone(),
                    c.other.get("channelFeeBandsConfig").cloned(),
                    c.currency.clone(),
                )
            },
        )
        .numeric(),
        Column::new(WithdrawalChannelsKey::ColumnLimits, limits),
        Column::new(WithdrawalChannelsKey::ColumnStatus, status),
        Column::new(
            WithdrawalChannelsKey::ColumnActions,
            move |c: &WithdrawalChannel| {
                let row = c.clone();
                let label = name(c);
                view! {
                <button
                    type="button"
                    class="btn btn--ghost"
                    aria-label=move || i18n.tf(WithdrawalChannelsKey::DetailsOf, &[("name", &label)])
                    on:click=move |_| show.run(row.clone())
                >
                    {move || i18n.t(ConfigKey::Details)}
                </button>
            }
            .into_any()
            },
        )
        .actions(),
    ]
}
