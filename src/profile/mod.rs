//! The signed-in account: its profile and its invitations.

mod decline_dialog;
mod invitation_card;
mod invitation_list;
mod invitations_page;
mod profile_details;
mod profile_form;
mod profile_page;

pub use invitation_list::InvitationList;
pub use invitations_page::InvitationsPage;
pub use profile_page::ProfilePage;

/// The English this area's pages bring with their chunk (`i18n::keep_english`).
pub(crate) const OWN_ENGLISH: &[&crate::i18n::EnglishPart] = &[&crate::i18n::english_part::PROFILE];
