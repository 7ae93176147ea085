//! The list's columns: name (a link to the channel), currency, type, fee model and fee; and
//! what the channels are found by.

use crate::components::A;
use leptos::prelude::*;
use portal_api::channel_type::ChannelType;
use portal_api::fees::FeeModel;
use portal_api::recharge_channels::RechargeChannel;

use super::paths::channel_path;
use crate::i18n::{use_i18n, RechargeChannelsKey};
use crate::lists::{selector_text, CellValue, Column, Finding, ListFilter};
use crate::money::{
    channel_type_name, choice_cell, decimal_text, fee_model_name, fee_rate_cell, record_amount,
};

/// The columns; `list` gives the list's address, under which each channel's page is.
pub fn columns(list: impl Fn() -> String + Send + Sync + 'static) -> Vec<Column<RechargeChannel>> {
    let i18n = use_i18n();
    vec![
        Column::new(
            RechargeChannelsKey::ColumnName,
            move |c: &RechargeChannel| {
                let href = channel_path(&list(), &c.biz_id);
                let text = c.channel_name.clone().unwrap_or_else(|| c.biz_id.clone());
                view! { <A href attr:class="table__link table__link--name">{text}</A> }.into_any()
            },
        )
        .found_by("name", |c: &RechargeChannel| {
            CellValue::text(c.channel_name.clone().unwrap_or_else(|| c.biz_id.clone()))
        }),
        Column::new(
            RechargeChannelsKey::ColumnCurrency,
            |c: &RechargeChannel| c.currency.as_ref().map(|c| c.code().to_owned()).into_any(),
        )
        .found_by("currency", |c: &RechargeChannel| {
            CellValue::text(
                c.currency
                    .as_ref()
                    .map(|c| c.code().to_owned())
                    .unwrap_or_default(),
            )
        }),
        Column::new(RechargeChannelsKey::ColumnType, |c: &RechargeChannel| {
            choice_cell(c.channel_type, |v| {
                ChannelType::from_value(v).map(channel_type_name)
            })
        })
        .found_by("type", move |c: &RechargeChannel| {
            CellValue::text(selector_text(i18n, c.channel_type, |v| {
                ChannelType::from_value(v).map(channel_type_name)
            }))
        }),
        Column::new(
            RechargeChannelsKey::ColumnFeeModel,
            |c: &RechargeChannel| {
                choice_cell(c.channel_fee_model, |v| {
                    FeeModel::from_value(v).map(fee_model_name)
                })
            },
        )
        .found_by("feeModel", move |c: &RechargeChannel| {
            CellValue::text(selector_text(i18n, c.channel_fee_model, |v| {
                FeeModel::from_value(v).map(fee_model_name)
            }))
        }),
        Column::new(
            RechargeChannelsKey::ColumnFixedFee,
            |c: &RechargeChannel| {
                record_amount(c.channel_fee_fixed_amount, c.currency.as_ref()).into_any()
            },
        )
        .numeric()
        .found_by_amount("fixedFee", |c: &RechargeChannel| {
            let currency = c.currency.as_ref();
            let shown = record_amount(c.channel_fee_fixed_amount, currency);
            CellValue::amount(
                c.channel_fee_fixed_amount,
                currency.map(|c| c.code()),
                shown,
            )
        }),
        Column::new(RechargeChannelsKey::ColumnFeeRate, |c: &RechargeChannel| {
            fee_rate_cell(
                c.channel_fee_model,
                c.channel_fee_rate.clone(),
                c.kind.channel_fee_bands_config.clone(),
                c.currency.clone(),
            )
        })
        .numeric()
        .found_by("feeRate", |c: &RechargeChannel| {
            let rate = c.channel_fee_rate.as_ref();
            CellValue::decimal(rate.map(|r| r.as_str()), decimal_text(rate))
        }),
    ]
}

/// Currency and type filters.
pub fn finding() -> Finding<RechargeChannel> {
    Finding::new("recharge-channels")
        .filter(ListFilter::record_currency(|c: &RechargeChannel| {
            c.currency.as_ref()
        }))
        .filter(ListFilter::selector(
            "type",
            RechargeChannelsKey::ColumnType,
            |c: &RechargeChannel| c.channel_type,
            |v| ChannelType::from_value(v).map(channel_type_name),
        ))
}
