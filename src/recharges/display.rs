//! How a recharge's amount, status and time read in the interface.

use leptos::prelude::*;
use portal_api::recharges::{format_minor_units, Recharge, RechargeStatus};

use crate::app::use_app_state;
use crate::components::format_timestamp;
use crate::i18n::{use_i18n, RechargeKey};

/// "1,234.50 USD", with the currency's precision; the bare number when the currency is unknown.
pub fn amount_text(recharge: &Recharge) -> String {
    match (recharge.amount, recharge.currency_code()) {
        (Some(amount), Some(code)) => format!("{} {code}", format_minor_units(amount, code)),
        (Some(amount), None) => amount.to_string(),
        (None, _) => String::new(),
    }
}

/// The translated name of a status code.
pub fn status_key(status: RechargeStatus) -> RechargeKey {
    match status {
        RechargeStatus::Pending => RechargeKey::StatusPending,
        RechargeStatus::Confirmed => RechargeKey::StatusConfirmed,
        RechargeStatus::Rejected => RechargeKey::StatusRejected,
    }
}

/// An ISO time in the user's time zone and locale.
pub fn local_time(iso: String) -> impl IntoView {
    let i18n = use_i18n();
    let state = use_app_state();
    let shown = iso.clone();
    view! {
        <time datetime=iso>
            {move || {
                let zone = state.account.with(|a| a.as_ref().and_then(|a| a.default_timezone.clone()));
                format_timestamp(&shown, zone.as_deref(), i18n.ui_locale().tag())
            }}
        </time>
    }
}
