//! The list's columns: name, currency, type, fee, payout limits, status and details; and what
//! the channels are found by.

use leptos::prelude::*;
use portal_api::channel_type::ChannelType;
use portal_api::fees::FeeModel;
use portal_api::withdrawal_channels::WithdrawalChannel;

use crate::i18n::{use_i18n, ConfigKey, I18n, ListsKey, WithdrawalChannelsKey};
use crate::lists::{selector_text, CellValue, Choice, Column, Finding, ListFilter};
use crate::money::{
    channel_type_name, choice_cell, decimal_text, fee_model_name, fee_rate_cell, record_amount,
};

fn name(c: &WithdrawalChannel) -> String {
    c.channel_name.clone().unwrap_or_else(|| c.biz_id.clone())
}

fn limits_text(c: &WithdrawalChannel, i18n: I18n) -> String {
    let currency = c.currency.as_ref();
    let (min, max) = (
        record_amount(c.kind.min_amount, currency),
        record_amount(c.kind.max_amount, currency),
    );
    if min.is_empty() && max.is_empty() {
        return String::new();
    }
    i18n.tf(
        WithdrawalChannelsKey::Limits,
        &[("min", &min), ("max", &max)],
    )
}

fn limits(c: &WithdrawalChannel) -> AnyView {
    let i18n = use_i18n();
    let c = c.clone();
    (move || limits_text(&c, i18n)).into_any()
}

fn status_key(c: &WithdrawalChannel) -> Option<(&'static str, WithdrawalChannelsKey)> {
    match c.kind.enabled {
        Some(true) => Some(("badge badge--success", WithdrawalChannelsKey::Enabled)),
        Some(false) => Some(("badge badge--neutral", WithdrawalChannelsKey::Disabled)),
        None => None,
    }
}

fn status(c: &WithdrawalChannel) -> AnyView {
    let i18n = use_i18n();
    let Some((class, key)) = status_key(c) else {
        return ().into_any();
    };
    view! { <span class=class>{move || i18n.t(key)}</span> }.into_any()
}

/// The columns; the details button runs `show` with its row.
pub fn columns(show: Callback<WithdrawalChannel>) -> Vec<Column<WithdrawalChannel>> {
    let i18n = use_i18n();
    vec![
        Column::new(WithdrawalChannelsKey::ColumnName, |c: &WithdrawalChannel| {
            name(c).into_any()
        })
        .found_by("name", |c: &WithdrawalChannel| CellValue::text(name(c))),
        Column::new(
            WithdrawalChannelsKey::ColumnCurrency,
            |c: &WithdrawalChannel| c.currency.as_ref().map(|c| c.code().to_owned()).into_any(),
        )
        .found_by("currency", |c: &WithdrawalChannel| {
            CellValue::text(c.currency.as_ref().map(|c| c.code().to_owned()).unwrap_or_default())
        }),
        Column::new(WithdrawalChannelsKey::ColumnType, |c: &WithdrawalChannel| {
            choice_cell(c.channel_type, |v| {
                ChannelType::from_value(v).map(channel_type_name)
            })
        })
        .found_by("type", move |c: &WithdrawalChannel| {
            CellValue::text(selector_text(i18n, c.channel_type, |v| {
                ChannelType::from_value(v).map(channel_type_name)
            }))
        }),
        Column::new(
            WithdrawalChannelsKey::ColumnFeeModel,
            |c: &WithdrawalChannel| {
                choice_cell(c.channel_fee_model, |v| {
                    FeeModel::from_value(v).map(fee_model_name)
                })
            },
        )
        .found_by("feeModel", move |c: &WithdrawalChannel| {
            CellValue::text(selector_text(i18n, c.channel_fee_model, |v| {
                FeeModel::from_value(v).map(fee_model_name)
            }))
        }),
        Column::new(
            WithdrawalChannelsKey::ColumnFixedFee,
            |c: &WithdrawalChannel| {
                record_amount(c.channel_fee_fixed_amount, c.currency.as_ref()).into_any()
            },
        )
        .numeric()
        .found_by_amount("fixedFee", |c: &WithdrawalChannel| {
            let currency = c.currency.as_ref();
            let shown = record_amount(c.channel_fee_fixed_amount, currency);
            CellValue::amount(c.channel_fee_fixed_amount, currency.map(|c| c.code()), shown)
        }),
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
        .numeric()
        .found_by("feeRate", |c: &WithdrawalChannel| {
            let rate = c.channel_fee_rate.as_ref();
            CellValue::decimal(rate.map(|r| r.as_str()), decimal_text(rate))
        }),
        // Ordered by the least payout, within its currency.
        Column::new(WithdrawalChannelsKey::ColumnLimits, limits)
            .found_by("limits", move |c: &WithdrawalChannel| {
                let currency = c.currency.as_ref().map(|c| c.code());
                CellValue::amount(c.kind.min_amount, currency, limits_text(c, i18n))
            })
            .amounts(
                vec![
                    WithdrawalChannelsKey::LimitMin.into(),
                    WithdrawalChannelsKey::LimitMax.into(),
                ],
                |c: &WithdrawalChannel| {
                    let code = c.currency.as_ref().map(|c| c.code().to_owned());
                    [c.kind.min_amount, c.kind.max_amount]
                        .into_iter()
                        .map(|amount| Some((amount?, code.clone()?)))
                        .collect()
                },
            ),
        Column::new(WithdrawalChannelsKey::ColumnStatus, status).found_by(
            "status",
            move |c: &WithdrawalChannel| {
                CellValue::text(status_key(c).map_or("", |(_, key)| i18n.t(key)))
            },
        ),
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

/// Currency, type and status filters.
pub fn finding() -> Finding<WithdrawalChannel> {
    let i18n = use_i18n();
    Finding::new("withdrawal-channels")
        .filter(ListFilter::record_currency(|c: &WithdrawalChannel| {
            c.currency.as_ref()
        }))
        .filter(ListFilter::selector(
            "type",
            WithdrawalChannelsKey::ColumnType,
            |c: &WithdrawalChannel| c.channel_type,
            |v| ChannelType::from_value(v).map(channel_type_name),
        ))
        .filter(ListFilter::new(
            "status",
            ListsKey::Status,
            move |c: &WithdrawalChannel| {
                let (_, key) = status_key(c)?;
                Some(Choice {
                    code: if c.kind.enabled == Some(true) {
                        "ENABLED"
                    } else {
                        "DISABLED"
                    }
                    .to_owned(),
                    label: i18n.t(key).to_owned(),
                })
            },
        ))
}
