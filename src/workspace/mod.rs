//! Workspaces: entry after sign-in, selection, onboarding, the header switcher and the home page
//! with what needs attention.

mod area_path;
mod attention;
mod choice_field;
mod chosen_in_query;
mod entry;
mod entry_page;
mod home_page;
mod onboarding_page;
mod options;
mod selection_page;
mod switcher;
mod workspace_card;

pub use area_path::{record_path, sub_path, use_area_path};
pub use choice_field::WorkspaceChoiceField;
pub use chosen_in_query::{use_sees_others, use_workspace_choice, WorkspaceChoice};
pub use entry::workspace_path;
pub use entry_page::EntryPage;
pub use home_page::WorkspaceHome;
pub use onboarding_page::OnboardingPage;
pub use options::workspace_options;
pub use selection_page::WorkspacesPage;
pub use switcher::WorkspaceSwitcher;
