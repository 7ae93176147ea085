//! Keys of sign-in texts.

/// Sign-in and its second factor.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AuthKey {
    /// Back to sign in
    BackToSignIn,
    /// Security check
    BotCheckLabel,
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
    /// Forgot password?
    ForgotPassword,
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
    /// Resend code
    ResendCode,
    /// Resend in {seconds} s
    ResendIn,
    /// Confirm it is you with a second step.
    SecondFactorIntro,
    /// Send code
    SendCode,
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
