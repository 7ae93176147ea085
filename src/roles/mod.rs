//! Roles of the workspace: the list, one role's page, and its permission tree editor.

mod change_summary;
mod delete_dialog;
mod leave_guard;
mod permission_editor;
mod permission_names;
mod permission_tree;
mod role_columns;
mod role_form;
mod role_page;
mod roles_page;
mod tree_model;

pub use leave_guard::{hear_history_first, held_before, held_before_running};
pub use role_page::RolePage;
pub use roles_page::RolesPage;
