//! The columns of the exchange fee and exchange rate lists.

use leptos::prelude::*;
use portal_api::exchange_config::{ExchangeFee, ExchangeRate, ExternalProvider, RateSource};
use portal_api::fees::FeeModel;

use super::names::{provider_name, rate_source_name, value_name};
use crate::components::LocalTime;
use crate::i18n::{use_i18n, ExchangeConfigKey};
use crate::lists::Column;
use crate::money::{amount_in, decimal_text, fee_model_name, fee_rate_cell, record_pair};

/// "Edit", named for the record it edits ("Edit exchange fee xfe_000001").
fn edit_column<R: Clone + Send + Sync + 'static>(
    label: ExchangeConfigKey,
    biz_id: fn(&R) -> &str,
    edit: Callback<R>,
) -> Column<R> {
    let i18n = use_i18n();
    Column::new(ExchangeConfigKey::ColumnActions, move |r: &R| {
        let (row, id) = (r.clone(), biz_id(r).to_owned());
        view! {
            <button
                type="button"
                class="btn btn--secondary btn--small"
                aria-label=move || i18n.tf(label, &[("id", &id)])
                on:click=move |_| edit.run(row.clone())
            >
                {move || i18n.t(crate::i18n::ConfigKey::Edit)}
            </button>
        }
        .into_any()
    })
    .actions()
}

/// Pair, fee model, fixed fee, fee rate, minimum, maximum (amounts with the source
/// currency's precision), and Edit.
pub fn fee_columns(edit: Callback<ExchangeFee>) -> Vec<Column<ExchangeFee>> {
    let i18n = use_i18n();
    let amount = |read: fn(&ExchangeFee) -> Option<i64>| {
        move |f: &ExchangeFee| {
            read(f)
                .map(|a| amount_in(a, f.source_currency.as_ref()))
                .into_any()
        }
    };
    vec![
        Column::new(ExchangeConfigKey::ColumnPair, |f: &ExchangeFee| {
            record_pair(f.source_currency.as_ref(), f.target_currency.as_ref()).into_any()
        }),
        Column::new(ExchangeConfigKey::ColumnFeeModel, move |f: &ExchangeFee| {
            value_name(i18n, f.user_fee_model, FeeModel::from_value, fee_model_name).into_any()
        }),
        Column::new(
            ExchangeConfigKey::ColumnFixedFee,
            amount(|f| f.user_fee_fixed_amount),
        )
        .numeric(),
        // Bounds of bands are amounts of the currency sold.
        Column::new(ExchangeConfigKey::ColumnFeeRate, |f: &ExchangeFee| {
            fee_rate_cell(
                f.user_fee_model,
                f.user_fee_rate.clone(),
                f.user_fee_bands_config.clone(),
                f.source_currency.clone(),
            )
        })
        .numeric(),
        Column::new(ExchangeConfigKey::ColumnMin, amount(|f| f.min_amount)).numeric(),
        Column::new(ExchangeConfigKey::ColumnMax, amount(|f| f.max_amount)).numeric(),
        edit_column(ExchangeConfigKey::EditFee, |f| &f.biz_id, edit),
    ]
}

/// Pair, rate source, fixed rate, provider, last change, and Edit.
pub fn rate_columns(edit: Callback<ExchangeRate>) -> Vec<Column<ExchangeRate>> {
    let i18n = use_i18n();
    vec![
        Column::new(ExchangeConfigKey::ColumnPair, |r: &ExchangeRate| {
            record_pair(r.source_currency.as_ref(), r.target_currency.as_ref()).into_any()
        }),
        Column::new(
            ExchangeConfigKey::ColumnRateSource,
            move |r: &ExchangeRate| {
                value_name(
                    i18n,
                    r.rate_source,
                    RateSource::from_value,
                    rate_source_name,
                )
                .into_any()
            },
        ),
        Column::new(ExchangeConfigKey::ColumnFixedRate, |r: &ExchangeRate| {
            decimal_text(r.fixed_rate.as_ref()).into_any()
        })
        .numeric(),
        Column::new(
            ExchangeConfigKey::ColumnProvider,
            move |r: &ExchangeRate| {
                value_name(
                    i18n,
                    r.external_provider,
                    ExternalProvider::from_value,
                    provider_name,
                )
                .into_any()
            },
        ),
        Column::new(ExchangeConfigKey::ColumnUpdated, |r: &ExchangeRate| {
            r.updated_at
                .clone()
                .or_else(|| r.created_at.clone())
                .map(|iso| view! { <LocalTime iso/> })
                .into_any()
        }),
        edit_column(ExchangeConfigKey::EditRate, |r| &r.biz_id, edit),
    ]
}
