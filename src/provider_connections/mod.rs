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
