//! The columns of the exchange fee and exchange rate lists, and what they are found by.

use leptos::prelude::*;
use portal_api::exchange_config::{ExchangeFee, ExchangeRate, ExternalProvider, RateSource};
use portal_api::fees::FeeModel;

use super::names::{provider_name, rate_source_name, value_name};
use crate::components::{ChangeAccess, LocalTime};
use crate::i18n::{use_i18n, ExchangeConfigKey};
use crate::lists::{CellValue, Choice, Column, Finding, ListFilter};
use crate::money::{amount_in, decimal_text, fee_model_name, fee_rate_cell, record_pair};
use portal_api::EnumValue;

/// The pair filter of a record with these currencies.
fn pair_filter<R: 'static>(
    currencies: fn(&R) -> (Option<&EnumValue>, Option<&EnumValue>),
) -> ListFilter<R> {
    ListFilter::pair(move |r: &R| match currencies(r) {
        (Some(s), Some(t)) => Some((s.code().to_owned(), t.code().to_owned())),
        _ => None,
    })
}

/// A numeric selector's filter (`?type=`): the value, named as its column names it.
fn selector_filter<R: 'static>(
    label: ExchangeConfigKey,
    read: fn(&R) -> Option<i64>,
    name: impl Fn(Option<i64>) -> String + Send + Sync + 'static,
) -> ListFilter<R> {
    ListFilter::new("type", label, move |r: &R| {
        read(r).map(|v| Choice {
            code: v.to_string(),
            label: name(Some(v)),
        })
    })
}

/// Pair and fee model filters.
pub fn fee_finding() -> Finding<ExchangeFee> {
    let i18n = use_i18n();
    Finding::new("exchange-fees")
        .filter(pair_filter(|f: &ExchangeFee| {
            (f.source_currency.as_ref(), f.target_currency.as_ref())
        }))
        .filter(selector_filter(
            ExchangeConfigKey::ColumnFeeModel,
            |f: &ExchangeFee| f.user_fee_model,
            move |v| value_name(i18n, v, FeeModel::from_value, fee_model_name),
        ))
}

/// Pair, rate source and last-change day filters.
pub fn rate_finding() -> Finding<ExchangeRate> {
    let i18n = use_i18n();
    Finding::new("exchange-rates")
        .filter(pair_filter(|r: &ExchangeRate| {
            (r.source_currency.as_ref(), r.target_currency.as_ref())
        }))
        .filter(selector_filter(
            ExchangeConfigKey::ColumnRateSource,
            |r: &ExchangeRate| r.rate_source,
            move |v| value_name(i18n, v, RateSource::from_value, rate_source_name),
        ))
        .dated(|r: &ExchangeRate| r.updated_at.clone().or_else(|| r.created_at.clone()))
}

/// "Edit", named for the record it edits ("Edit exchange fee xfe_000001"); unavailable while
/// `changes` are.
fn edit_column<R: Clone + Send + Sync + 'static>(
    label: ExchangeConfigKey,
    biz_id: fn(&R) -> &str,
    edit: Callback<R>,
    changes: ChangeAccess,
) -> Column<R> {
    let i18n = use_i18n();
    Column::new(ExchangeConfigKey::ColumnActions, move |r: &R| {
        let (row, id) = (r.clone(), biz_id(r).to_owned());
        view! {
            <button
                type="button"
                class="btn btn--secondary btn--small"
                aria-label=move || i18n.tf(label, &[("id", &id)])
                disabled=move || changes.closed()
                title=move || changes.title()
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
pub fn fee_columns(changes: ChangeAccess, edit: Callback<ExchangeFee>) -> Vec<Column<ExchangeFee>> {
    let i18n = use_i18n();
    let amount = |read: fn(&ExchangeFee) -> Option<i64>| {
        move |f: &ExchangeFee| {
            read(f)
                .map(|a| amount_in(a, f.source_currency.as_ref()))
                .into_any()
        }
    };
    // Amounts of the currency sold, ordered within it.
    let amount_value = |read: fn(&ExchangeFee) -> Option<i64>| {
        move |f: &ExchangeFee| {
            let currency = f.source_currency.as_ref();
            let shown = read(f).map(|a| amount_in(a, currency)).unwrap_or_default();
            CellValue::amount(read(f), currency.map(EnumValue::code), shown)
        }
    };
    let fee_model = move |f: &ExchangeFee| {
        value_name(i18n, f.user_fee_model, FeeModel::from_value, fee_model_name)
    };
    vec![
        Column::new(ExchangeConfigKey::ColumnPair, |f: &ExchangeFee| {
            record_pair(f.source_currency.as_ref(), f.target_currency.as_ref()).into_any()
        })
        .found_by("pair", |f: &ExchangeFee| {
            CellValue::text(record_pair(
                f.source_currency.as_ref(),
                f.target_currency.as_ref(),
            ))
        }),
        Column::new(ExchangeConfigKey::ColumnFeeModel, move |f: &ExchangeFee| {
            fee_model(f).into_any()
        })
        .found_by("feeModel", move |f: &ExchangeFee| {
            CellValue::text(fee_model(f))
        }),
        Column::new(
            ExchangeConfigKey::ColumnFixedFee,
            amount(|f| f.user_fee_fixed_amount),
        )
        .numeric()
        .found_by_amount("fixedFee", amount_value(|f| f.user_fee_fixed_amount)),
        // Bounds of bands are amounts of the currency sold.
        Column::new(ExchangeConfigKey::ColumnFeeRate, |f: &ExchangeFee| {
            fee_rate_cell(
                f.user_fee_model,
                f.user_fee_rate.clone(),
                f.user_fee_bands_config.clone(),
                f.source_currency.clone(),
            )
        })
        .numeric()
        .found_by("feeRate", |f: &ExchangeFee| {
            let rate = f.user_fee_rate.as_ref();
            CellValue::decimal(rate.map(|r| r.as_str()), decimal_text(rate))
        }),
        Column::new(ExchangeConfigKey::ColumnMin, amount(|f| f.min_amount))
            .numeric()
            .found_by_amount("min", amount_value(|f| f.min_amount)),
        Column::new(ExchangeConfigKey::ColumnMax, amount(|f| f.max_amount))
            .numeric()
            .found_by_amount("max", amount_value(|f| f.max_amount)),
        edit_column(ExchangeConfigKey::EditFee, |f| &f.biz_id, edit, changes),
    ]
}

/// Pair, rate source, fixed rate, provider, last change, and Edit.
pub fn rate_columns(
    changes: ChangeAccess,
    edit: Callback<ExchangeRate>,
) -> Vec<Column<ExchangeRate>> {
    let i18n = use_i18n();
    let source = move |r: &ExchangeRate| {
        value_name(
            i18n,
            r.rate_source,
            RateSource::from_value,
            rate_source_name,
        )
    };
    let provider = move |r: &ExchangeRate| {
        value_name(
            i18n,
            r.external_provider,
            ExternalProvider::from_value,
            provider_name,
        )
    };
    let updated = |r: &ExchangeRate| r.updated_at.clone().or_else(|| r.created_at.clone());
    vec![
        Column::new(ExchangeConfigKey::ColumnPair, |r: &ExchangeRate| {
            record_pair(r.source_currency.as_ref(), r.target_currency.as_ref()).into_any()
        })
        .found_by("pair", |r: &ExchangeRate| {
            CellValue::text(record_pair(
                r.source_currency.as_ref(),
                r.target_currency.as_ref(),
            ))
        }),
        Column::new(
            ExchangeConfigKey::ColumnRateSource,
            move |r: &ExchangeRate| source(r).into_any(),
        )
        .found_by("rateSource", move |r: &ExchangeRate| {
            CellValue::text(source(r))
        }),
        Column::new(ExchangeConfigKey::ColumnFixedRate, |r: &ExchangeRate| {
            decimal_text(r.fixed_rate.as_ref()).into_any()
        })
        .numeric()
        .found_by("fixedRate", |r: &ExchangeRate| {
            let rate = r.fixed_rate.as_ref();
            CellValue::decimal(rate.map(|r| r.as_str()), decimal_text(rate))
        }),
        Column::new(
            ExchangeConfigKey::ColumnProvider,
            move |r: &ExchangeRate| provider(r).into_any(),
        )
        .found_by("provider", move |r: &ExchangeRate| {
            CellValue::text(provider(r))
        }),
        Column::new(ExchangeConfigKey::ColumnUpdated, move |r: &ExchangeRate| {
            updated(r).map(|iso| view! { <LocalTime iso/> }).into_any()
        })
        .found_by("updatedAt", move |r: &ExchangeRate| {
            CellValue::time(updated(r).as_deref())
        }),
        edit_column(ExchangeConfigKey::EditRate, |r| &r.biz_id, edit, changes),
    ]
}
