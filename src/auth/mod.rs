//! Signing in (with the second factor), pending approval, self-registration and forgotten passwords.

mod auth_layout;
mod credentials_form;
mod email_code_sender;
mod forgot_password_page;
mod hand_over;
mod mfa_method_picker;
mod pending_page;
mod register;
mod restart;
mod second_factor_form;
mod sign_in_page;
mod step_history;
mod turnstile;

pub use auth_layout::AuthLayout;
pub use forgot_password_page::ForgotPasswordPage;
pub use hand_over::hand_email;
pub use pending_page::PendingApprovalPage;
pub use register::RegisterPage;
pub use sign_in_page::SignInPage;
