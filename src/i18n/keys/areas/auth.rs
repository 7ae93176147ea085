//! Keys of sign-in texts.

/// Sign-in, second factor, pending approval and forgotten password.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AuthKey {
    /// Back to sign in
    BackToSignIn,
    /// Complete the security check above, then try again.
    BotCheckIncomplete,
    /// Security check
    BotCheckLabel,
    /// The request was not accepted: the security check did not pass or has expired. …
    BotCheckRefused,
    /// A code was sent recently. Use it, or wait to request a new one.
    CodeCooldown,
    /// Enter one of the backup codes you saved when you set up two-step verification. Each code works once.
    CodeHintBackup,
    /// Enter the code from the email we sent you.
    CodeHintEmail,
    /// Enter the 6-digit code from your authenticator app.
    CodeHintOtp,
    /// Enter the verification code.
    CodeRequired,
    /// We sent a code to your email. It can be used for {minutes} min.
    CodeSentFor,
    /// That code is not correct. Check it and try again.
    CodeWrong,
    /// That backup code is not correct, or it was used already: each one works once. Try another of your codes.
    BackupCodeWrong,
    /// This code has expired. Press Resend code for a new one.
    CodeExpired,
    /// This code has only digits.
    CodeDigitsOnly,
    /// This code has only digits. For a backup code, choose “Backup code” above.
    CodeDigitsOrBackup,
    /// Continue
    Continue,
    /// Create an account
    CreateAccount,
    /// Email
    Email,
    /// We will email you a one-time code.
    EmailIntro,
    /// Enter your email address.
    EmailRequired,
    /// Enter the email address of your account and we will send you a link to reset your password.
    ForgotIntro,
    /// Forgot password?
    ForgotPassword,
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
    /// Your sign-in session expired. Please sign in again.
    LoginSessionExpired,
    /// Too many wrong codes: sign in again.
    TooManyWrongCodes,
    /// Backup code
    MethodBackupCode,
    /// Email code
    MethodEmail,
    /// Verification method
    MethodLegend,
    /// Authenticator app
    MethodOtp,
    /// New to Portal?
    NoAccount,
    /// No verification method is available for this account. Contact your administrator.
    NoMethods,
    /// Password
    Password,
    /// Enter your password.
    PasswordRequired,
    /// Your account has been created, but an administrator still needs to approve it.
    PendingBody,
    /// You can sign in once it is approved. If this takes longer than expected, contact your administrator.
    PendingHelp,
    /// Account awaiting approval
    PendingTitle,
    /// Resend code
    ResendCode,
    /// Resend in {seconds} s
    ResendIn,
    /// If an account exists for that email, we have sent a link to reset the password.
    ResetRequested,
    /// Confirm it is you with a second step.
    SecondFactorIntro,
    /// Send code
    SendCode,
    /// Send reset link
    SendResetLink,
    /// Your session has ended. Please sign in again.
    SessionExpiredNotice,
    /// Sign in
    SignInTitle,
    /// You have signed out.
    SignedOutNotice,
    /// Start over
    StartOver,
    /// Use a different account
    UseAnotherAccount,
    /// Verification code
    VerificationCode,
    /// Verify
    Verify,
    /// Your session is about to end
    SessionEndingTitle,
    /// For your security you will be signed out in {seconds} s. Anything you have typed stays.
    SessionEndsIn,
    /// Your session ends in about {seconds} seconds.
    SessionEndsAbout,
    /// Stay signed in
    StaySignedIn,
    /// You are still signed in.
    SessionRenewed,
    /// What you had typed before signing in again is back in the form.
    FormRestored,
    /// Getting ready…
    GettingReady,
}
