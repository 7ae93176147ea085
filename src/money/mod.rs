//! Money shared by the operations and configuration areas: amounts, and the readable choices
//! behind the contract's numeric selectors.

mod amount;
mod options;

pub use amount::record_amount;
pub use options::{
    channel_type_name, channel_type_options, choice_cell, currency_options, fee_model_name,
    fee_model_options, user_fee_model_name, user_fee_model_options,
};
// Kept for the configuration screens still to come.
#[allow(unused_imports)]
pub use {
    amount::amount_text,
    options::{wallet_type_name, wallet_type_options},
};
