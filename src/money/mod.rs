//! Money shared by the operations and configuration areas: amounts in major and minor units,
//! fee rates as percentages, fee bands as rows, and the readable choices behind the
//! contract's numeric selectors.

mod amount;
mod band_fields;
mod band_rows;
mod fee_rate;
mod hint;
mod options;
mod records;
mod typed_amounts;
mod units;

pub use amount::{
    amount_in, amount_of, amount_text, amount_with_code, decimal_text, money_of, pair_text,
    record_amount, record_pair, show_amounts,
};
pub use band_fields::FeeBandFields;
pub use band_rows::BandRows;
pub use fee_rate::{bands_text, fee_rate_cell, percent_text, show_rates};
pub use hint::{amount_hint, chosen_currency};
pub use options::{
    channel_type_name, channel_type_options, choice_cell, choice_options, currency_options,
    fee_model_name, fee_model_options, show_choices, user_fee_model_name, user_fee_model_options,
    wallet_type_name, wallet_type_options,
};
pub use records::{currency_label, currency_of, currency_text, wallet_type_text};
pub use units::same_decimal;
