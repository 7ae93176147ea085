//! Provider connections: open one by its identifier; lifecycle, cards, records, transactions.

mod aggregation;
mod card_panel;
mod connection_page;
mod connection_state;
mod connections_page;
mod lifecycle;
mod offered_actions;
mod provider_error;
mod recent;
mod record_amounts;
mod record_list;

pub use connection_page::ProviderConnectionPage;
pub use connections_page::ProviderConnectionsPage;

/// The English this area's pages bring with their chunk (`i18n::keep_english`).
pub(crate) const OWN_ENGLISH: &[&crate::i18n::EnglishPart] =
    &[&crate::i18n::english_part::PROVIDER_CONNECTIONS];
