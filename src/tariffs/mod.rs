//! Tariffs: templates (the default first), their form and deletion, and wallet tariffs.

mod default_card;
mod delete_dialog;
mod display;
mod tariffs_page;
mod template_columns;
mod template_form;
mod template_page;
mod wallet_columns;
mod wallet_tariff_page;
mod wallet_tariffs;

pub use tariffs_page::TariffsPage;
pub use template_page::TariffTemplatePage;
pub use wallet_tariff_page::WalletTariffPage;

/// The English this area's pages bring with their chunk (`i18n::keep_english`).
pub(crate) const OWN_ENGLISH: &[&crate::i18n::EnglishPart] = &[&crate::i18n::english_part::TARIFFS];
