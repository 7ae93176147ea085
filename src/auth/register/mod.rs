//! Self-registration: email and name, emailed code, account details, first password.

mod details_step;
mod done_step;
mod draft;
pub(super) mod password_rules;
mod password_step;
mod register_page;
mod start_step;
mod verify_step;

pub use register_page::RegisterPage;
