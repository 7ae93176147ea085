//! English texts of registration.

use crate::i18n::RegisterKey;

/// The English text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: RegisterKey) -> &'static str {
    match key {
        RegisterKey::ChangeEmail => "Change email",
        RegisterKey::ConfirmPassword => "Confirm password",
        RegisterKey::ConfirmRequired => "Enter the password again.",
        RegisterKey::CreateAccount => "Create account",
        RegisterKey::DetailsTitle => "Set up your account",
        RegisterKey::DoneBody => "Your account has been created. Sign in to continue.",
        RegisterKey::DoneTitle => "Your account is ready",
        RegisterKey::HaveAccount => "Already have an account?",
        RegisterKey::Language => "Language",
        RegisterKey::Name => "Name",
        RegisterKey::NameRequired => "Enter your name.",
        RegisterKey::NewCodeSent => "We sent a new code to your email.",
        RegisterKey::NewPassword => "New password",
        RegisterKey::PasswordNeedsDigit => "Include at least one digit.",
        RegisterKey::PasswordNeedsLetter => "Include at least one letter.",
        RegisterKey::PasswordRequired => "Enter a password.",
        RegisterKey::PasswordRules => {
            "At least 8 characters, with at least one letter and one digit."
        }
        RegisterKey::PasswordTitle => "Choose a password",
        RegisterKey::PasswordTooShort => "Use at least 8 characters.",
        RegisterKey::PasswordsDiffer => "The passwords do not match.",
        RegisterKey::SendNewCode => "Send a new code",
        RegisterKey::SessionExpired => {
            "Your registration session expired. Please start again; what you entered is kept."
        }
        RegisterKey::SetPassword => "Set password",
        RegisterKey::SignIn => "Sign in",
        RegisterKey::SignInInstead => "Sign in instead",
        RegisterKey::StartIntro => {
            "Enter your work email and name. We will send you a code to confirm the email."
        }
        RegisterKey::StartTitle => "Your details",
        RegisterKey::Title => "Create an account",
        RegisterKey::VerifyIntro => "We sent a verification code to {email}. Enter it below.",
        RegisterKey::VerifyTitle => "Check your email",
    }
}
