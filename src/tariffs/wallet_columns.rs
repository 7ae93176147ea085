//! The wallet tariff table's columns: wallet, type, currency, workspace, fee terms.

use crate::components::A;
use leptos::prelude::*;
use portal_api::tariffs::WalletTariff;

use super::display::{fee_model_text, rate_text};
use crate::app::use_app_state;
use crate::i18n::{use_i18n, TariffsKey};
use crate::lists::Column;
use crate::money::{amount_text, currency_of, wallet_type_text};
use crate::workspace::sub_path;

/// The columns; a wallet links to its tariff's page under `base` (the tariffs' address).
pub fn columns(base: impl Fn() -> String + Send + Sync + 'static) -> Vec<Column<WalletTariff>> {
    let i18n = use_i18n();
    let state = use_app_state();
    vec![
        Column::new(TariffsKey::Wallet, move |t: &WalletTariff| {
            let wallet = t.wallet_biz_id.clone().unwrap_or_default();
            let text = t.wallet_name.clone().unwrap_or_else(|| wallet.clone());
            let href = sub_path(&base(), &["wallets", &wallet]);
            view! { <A href attr:class="table__link">{text}</A> }.into_any()
        }),
        Column::new(TariffsKey::WalletType, move |t: &WalletTariff| {
            t.wallet_type
                .as_ref()
                .map(|w| wallet_type_text(i18n, w))
                .into_any()
        }),
        Column::new(TariffsKey::Currency, |t: &WalletTariff| {
            t.currency.as_ref().map(|c| c.code().to_owned()).into_any()
        }),
        Column::new(TariffsKey::Workspace, move |t: &WalletTariff| {
            t.workspace_biz_id
                .as_ref()
                .map(|id| {
                    state
                        .find_workspace(id)
                        .map_or_else(|| id.clone(), |w| w.institution_name)
                })
                .into_any()
        }),
        Column::new(TariffsKey::FeeModel, move |t: &WalletTariff| {
            fee_model_text(i18n, t.fee_model).into_any()
        }),
        Column::new(TariffsKey::FixedFee, |t: &WalletTariff| {
            let currency = t.currency.as_ref().and_then(currency_of).map(|c| c.value);
            t.fee_fixed_amount
                .map(|a| amount_text(a, currency))
                .into_any()
        })
        .numeric(),
        Column::new(TariffsKey::FeeRate, move |t: &WalletTariff| {
            rate_text(i18n, &t.fee_rate).into_any()
        })
        .numeric(),
    ]
}
