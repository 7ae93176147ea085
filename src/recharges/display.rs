//! How a recharge's amount and status read in the interface.

use portal_api::recharges::{Recharge, RechargeStatus};

use crate::i18n::CodeKey;
use crate::money::amount_with_code;

/// "1,234.50 USD", with the currency's precision; the bare number when the currency is unknown.
pub fn amount_text(recharge: &Recharge) -> String {
    match (recharge.amount, recharge.currency_code()) {
        (Some(amount), Some(code)) => amount_with_code(amount, code),
        (Some(amount), None) => amount.to_string(),
        (None, _) => String::new(),
    }
}

/// The translated name of a status code.
pub fn status_key(status: RechargeStatus) -> CodeKey {
    match status {
        RechargeStatus::Pending => CodeKey::Pending,
        RechargeStatus::Confirmed => CodeKey::Confirmed,
        RechargeStatus::Rejected => CodeKey::Rejected,
    }
}
