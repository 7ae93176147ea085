//! Institutions: the list, the workspace-scoped search with its filters in the address, and
//! the signed-in user's own institution with its edit form.

mod columns;
mod institutions_page;
mod own_form;
mod own_page;
mod search_filters;
mod search_page;
mod search_query;

pub use institutions_page::InstitutionsPage;
pub use own_page::OwnInstitutionPage;
pub use search_page::InstitutionSearchPage;

/// The English this area's pages bring with their chunk (`i18n::keep_english`).
pub(crate) const OWN_ENGLISH: &[&crate::i18n::EnglishPart] =
    &[&crate::i18n::english_part::INSTITUTIONS];
