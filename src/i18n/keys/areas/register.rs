//! Keys of registration texts.

/// Self-registration.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RegisterKey {
    /// Change email
    ChangeEmail,
    /// Confirm password
    ConfirmPassword,
    /// Enter the password again.
    ConfirmRequired,
    /// Create account
    CreateAccount,
    /// Set up your account
    DetailsTitle,
    /// Your account has been created. Sign in to continue.
    DoneBody,
    /// Your account is ready
    DoneTitle,
    /// Already have an account?
    HaveAccount,
    /// Language
    Language,
    /// Name
    Name,
    /// Enter your name.
    NameRequired,
    /// We sent a new code to your email.
    NewCodeSent,
    /// New password
    NewPassword,
    /// Include at least one digit.
    PasswordNeedsDigit,
    /// Include at least one letter.
    PasswordNeedsLetter,
    /// Enter a password.
    PasswordRequired,
    /// At least 8 characters, with at least one letter and one digit.
    PasswordRules,
    /// Choose a password
    PasswordTitle,
    /// Use at least 8 characters.
    PasswordTooShort,
    /// The passwords do not match.
    PasswordsDiffer,
    /// Send a new code
    SendNewCode,
    /// Your registration session expired. Please start again; what you entered is kept.
    SessionExpired,
    /// Too many wrong codes: start again; what you entered is kept.
    TooManyWrongCodes,
    /// Set password
    SetPassword,
    /// Sign in
    SignIn,
    /// Sign in instead
    SignInInstead,
    /// Enter your work email and name. We will send you a code to confirm the email.
    StartIntro,
    /// Your details
    StartTitle,
    /// Create an account
    Title,
    /// We sent a verification code to {email}. Enter it below.
    VerifyIntro,
    /// Check your email
    VerifyTitle,
}
