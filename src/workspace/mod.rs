//! Workspaces: entry after sign-in, selection, onboarding, the header switcher and the home page
//! with what needs attention.

mod attention;
mod entry;
mod entry_page;
mod home_page;
mod onboarding_page;
mod selection_page;
mod switcher;
mod workspace_card;

pub use entry_page::EntryPage;
pub use home_page::WorkspaceHome;
pub use onboarding_page::OnboardingPage;
pub use selection_page::WorkspacesPage;
pub use switcher::WorkspaceSwitcher;

/// The English this area's pages bring with their chunk: the onboarding's, with the profile's
/// (the home and the switcher are the main module's, their English built in).
pub(crate) const OWN_ENGLISH: &[&crate::i18n::EnglishPart] = &[&crate::i18n::english_part::PROFILE];
