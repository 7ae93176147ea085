//! Signing in (with the second factor), pending approval, self-registration, forgotten passwords
//! and setting a password from an emailed link.

mod auth_layout;
mod credentials_form;
mod email_code_sender;
pub mod first_view;
mod forgot_password_page;
mod hand_over;
mod mfa_method_picker;
mod new_password_form;
mod pending_page;
mod register;
mod restart;
mod second_factor_form;
mod set_password_page;
mod sign_in_page;
mod step_history;
mod turnstile;

pub use auth_layout::AuthLayout;
pub use forgot_password_page::ForgotPasswordPage;
pub use hand_over::hand_email;
pub use pending_page::PendingApprovalPage;
pub use register::RegisterPage;
pub use set_password_page::SetPasswordPage;
pub use sign_in_page::SignInPage;

/// The English this area's pages bring with their chunk (`i18n::keep_english`).
pub(crate) const OWN_ENGLISH: &[&crate::i18n::EnglishPart] =
    &[&crate::i18n::english_part::REGISTER];
