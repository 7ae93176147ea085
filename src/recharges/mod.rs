//! The recharge queue: the filtered list, one recharge's page, and the operator's decisions.

mod batch;
mod decision_buttons;
mod decision_dialog;
mod decisions_chunk;
mod detail_page;
mod display;
mod queue;
mod remarks;
mod section;
mod selection;

pub use detail_page::RechargePage;
pub use queue::page::RechargeQueuePage;
pub use queue::watch::on_watch;
pub use section::RechargesSection;

/// The English this area's pages bring with their chunk (`i18n::keep_english`).
pub(crate) const OWN_ENGLISH: &[&crate::i18n::EnglishPart] =
    &[&crate::i18n::english_part::RECHARGES];
