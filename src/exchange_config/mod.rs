//! Exchange configuration: the exchange fees and exchange rates of currency pairs.

mod big_change;
mod columns;
mod edit_fee_dialog;
mod edit_rate_dialog;
mod fee_fields;
mod fees_page;
mod form_parts;
mod names;
mod new_fee_dialog;
mod new_rate_dialog;
mod rate_fields;
mod rates_page;

pub use fees_page::ExchangeFeesPage;
pub use rates_page::ExchangeRatesPage;

/// The English this area's pages bring with their chunk (`i18n::keep_english`).
pub(crate) const OWN_ENGLISH: &[&crate::i18n::EnglishPart] =
    &[&crate::i18n::english_part::EXCHANGE_CONFIG];
