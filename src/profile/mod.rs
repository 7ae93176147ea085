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
