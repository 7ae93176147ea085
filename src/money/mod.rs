//! Money shared by the operations and configuration areas: amounts, and the readable choices
//! behind the contract's numeric selectors.

mod amount;
mod options;

pub use amount::{amount_in, amount_text, currency_of, pair_text, record_pair};
pub use options::{
    choice_options, currency_options, fee_model_name, fee_model_options, wallet_type_name,
    wallet_type_options,
};
