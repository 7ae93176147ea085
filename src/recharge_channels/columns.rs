//! The list's columns: name (a link to the channel), currency, type, fee model and fee.

use crate::components::A;
use leptos::prelude::*;
use portal_api::channel_type::ChannelType;
use portal_api::fees::FeeModel;
use portal_api::recharge_channels::RechargeChannel;

use super::paths::channel_path;
use crate::i18n::RechargeChannelsKey;
use crate::lists::Column;
use crate::money::{channel_type_name, choice_cell, fee_model_name, fee_rate_cell, record_amount};

/// The columns; `list` gives the list's address, under which each channel's page is.
pub fn columns(list: impl Fn() -> String + Send + Sync + 'static) -> Vec<Column<RechargeChannel>> {
    vec![
        Column::new(
            RechargeChannelsKey::ColumnName,
            move |c: &RechargeChannel| {
                let href = channel_path(&list(), &c.biz_id);
                let text = c.channel_name.clone().unwrap_or_else(|| c.biz_id.clone());
                view! { <A href attr:class="table__link table__link--name">{text}</A> }.into_any()
            },
        ),
        Column::new(
            RechargeChannelsKey::ColumnCurrency,
            |c: &RechargeChannel| c.currency.as_ref().map(|c| c.code().to_owned()).into_any(),
        ),
        Column::new(RechargeChannelsKey::ColumnType, |c: &RechargeChannel| {
            choice_cell(c.channel_type, |v| {
                ChannelType::from_value(v).map(channel_type_name)
            })
        }),
        Column::new(
            RechargeChannelsKey::ColumnFeeModel,
            |c: &RechargeChannel| {
                choice_cell(c.channel_fee_model, |v| {
                    FeeModel::from_value(v).map(fee_model_name)
                })
            },
        ),
        Column::new(
            RechargeChannelsKey::ColumnFixedFee,
            |c: &RechargeChannel| {
                record_amount(c.channel_fee_fixed_amount, c.currency.as_ref()).into_any()
            },
        )
        .numeric(),
        Column::new(RechargeChannelsKey::ColumnFeeRate, |c: &RechargeChannel| {
            fee_rate_cell(
                c.channel_fee_model,
                c.channel_fee_rate.clone(),
                c.channel_fee_bands_config.clone(),
                c.currency.clone(),
            )
        })
        .numeric(),
    ]
}
