//! The wallet tariff table's columns: wallet, type, currency, workspace, fee terms.

use crate::components::A;
use leptos::prelude::*;
use portal_api::tariffs::WalletTariff;

use super::display::{fee_model_text, rate_text};
use crate::i18n::{use_i18n, TariffsKey};
use crate::lists::{CellValue, Column, Finding, ListFilter};
use crate::money::{amount_text, currency_of, wallet_type_text};
use crate::registry::sub_path;
use crate::state::use_app_state;

/// The columns; a wallet links to its tariff's page under `base` (the tariffs' address).
pub fn columns(base: impl Fn() -> String + Send + Sync + 'static) -> Vec<Column<WalletTariff>> {
    let i18n = use_i18n();
    let state = use_app_state();
    let wallet = |t: &WalletTariff| {
        t.wallet_name
            .clone()
            .or_else(|| t.wallet_biz_id.clone())
            .unwrap_or_default()
    };
    let workspace = move |t: &WalletTariff| {
        t.workspace_biz_id
            .as_ref()
            .map(|id| {
                state
                    .find_workspace(id)
                    .map_or_else(|| id.clone(), |w| w.institution_name)
            })
            .unwrap_or_default()
    };
    let fixed_fee = |t: &WalletTariff| {
        let currency = t.currency.as_ref().and_then(currency_of).map(|c| c.value);
        t.fee_fixed_amount.map(|a| amount_text(a, currency))
    };
    vec![
        Column::new(TariffsKey::Wallet, move |t: &WalletTariff| {
            let wallet = t.wallet_biz_id.clone().unwrap_or_default();
            let text = t.wallet_name.clone().unwrap_or_else(|| wallet.clone());
            let href = sub_path(&base(), &["wallets", &wallet]);
            view! { <A href attr:class="table__link">{text}</A> }.into_any()
        })
        .found_by("wallet", move |t: &WalletTariff| CellValue::text(wallet(t))),
        Column::new(TariffsKey::WalletType, move |t: &WalletTariff| {
            t.wallet_type
                .as_ref()
                .map(|w| wallet_type_text(i18n, w))
                .into_any()
        })
        .found_by("walletType", move |t: &WalletTariff| {
            CellValue::text(
                t.wallet_type
                    .as_ref()
                    .map(|w| wallet_type_text(i18n, w))
                    .unwrap_or_default(),
            )
        }),
        Column::new(TariffsKey::Currency, |t: &WalletTariff| {
            t.currency.as_ref().map(|c| c.code().to_owned()).into_any()
        })
        .found_by("currency", |t: &WalletTariff| {
            CellValue::text(
                t.currency
                    .as_ref()
                    .map(|c| c.code().to_owned())
                    .unwrap_or_default(),
            )
        }),
        Column::new(TariffsKey::Workspace, move |t: &WalletTariff| {
            workspace(t).into_any()
        })
        .found_by("workspace", move |t: &WalletTariff| {
            CellValue::text(workspace(t))
        }),
        Column::new(TariffsKey::FeeModel, move |t: &WalletTariff| {
            fee_model_text(i18n, t.fee_model).into_any()
        })
        .found_by("feeModel", move |t: &WalletTariff| {
            CellValue::text(fee_model_text(i18n, t.fee_model))
        }),
        Column::new(TariffsKey::FixedFee, move |t: &WalletTariff| {
            fixed_fee(t).into_any()
        })
        .numeric()
        .found_by_amount("feeFixedAmount", move |t: &WalletTariff| {
            let code = t.currency.as_ref().map(|c| c.code());
            CellValue::amount(t.fee_fixed_amount, code, fixed_fee(t).unwrap_or_default())
        }),
        Column::new(TariffsKey::FeeRate, move |t: &WalletTariff| {
            rate_text(i18n, &t.fee_rate).into_any()
        })
        .numeric()
        .found_by("feeRate", move |t: &WalletTariff| {
            CellValue::decimal(
                t.fee_rate.as_ref().map(|r| r.as_str()),
                rate_text(i18n, &t.fee_rate),
            )
        }),
    ]
}

/// Wallet type and currency filters.
pub fn finding() -> Finding<WalletTariff> {
    let i18n = use_i18n();
    Finding::new("wallet-tariffs")
        .filter(ListFilter::new(
            "type",
            TariffsKey::WalletType,
            move |t: &WalletTariff| {
                t.wallet_type.as_ref().map(|w| crate::lists::Choice {
                    code: w.code().to_owned(),
                    label: wallet_type_text(i18n, w),
                })
            },
        ))
        .filter(ListFilter::currency(|t: &WalletTariff| {
            let c = t.currency.as_ref().and_then(currency_of)?;
            Some((c.value, c.code.to_owned()))
        }))
}
