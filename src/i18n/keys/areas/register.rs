//! Keys of the texts of the pages before an account enters the app, other than the sign-in.

/// Self-registration, awaiting approval, the forgotten password and setting a password from a
/// link: pages few visits need, whose English comes with their chunks.
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
    /// Complete the security check above, then try again.
    BotCheckIncomplete,
    /// The request was not accepted: the security check did not pass or has expired. …
    BotCheckRefused,
    /// Enter the email address of your account and we will send you a link to reset your password.
    ForgotIntro,
    /// Reset your password
    ForgotTitle,
    /// Set your password
    SetPasswordTitle,
    /// Choose the password you will sign in with. The link from your email works once.
    SetPasswordIntro,
    /// Your password is set
    PasswordSetTitle,
    /// Sign in as {email} with your new password.
    PasswordSetBody,
    /// This address does not hold the code of a link. Open the link from your email again, or ask for a new one.
    SetPasswordLinkMissing,
    /// This link has expired or has already been used. Ask for a new one below, then use the newest email.
    SetPasswordLinkExpired,
    /// Ask for a new link
    RequestNewLink,
    /// If an account exists for that email, we have sent a link to reset the password.
    ResetRequested,
    /// Send reset link
    SendResetLink,
    /// Your account has been created, but an administrator still needs to approve it.
    PendingBody,
    /// You can sign in once it is approved. If this takes longer than expected, contact your administrator.
    PendingHelp,
    /// Account awaiting approval
    PendingTitle,
}
