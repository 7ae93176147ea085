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
