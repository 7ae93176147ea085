//! Roles of the workspace: the list, one role's page, and its permission tree editor.

mod change_summary;
mod delete_dialog;
mod permission_editor;
mod permission_names;
mod permission_tree;
mod role_columns;
mod role_form;
mod role_page;
mod roles_page;
mod tree_model;

pub use role_page::RolePage;
pub use roles_page::RolesPage;

/// The English this area's pages bring with their chunk (`i18n::keep_english`).
pub(crate) const OWN_ENGLISH: &[&crate::i18n::EnglishPart] = &[&crate::i18n::english_part::ROLES];
