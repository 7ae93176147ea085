//! English texts of sign-in.

use crate::i18n::AuthKey;

/// The English text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: AuthKey) -> &'static str {
    match key {
        AuthKey::BackToSignIn => "Back to sign in",
        AuthKey::BotCheckIncomplete => "Complete the security check above, then try again.",
        AuthKey::BotCheckLabel => "Security check",
        AuthKey::CodeCooldown => "A code was sent recently. Use it, or wait to request a new one.",
        AuthKey::CodeHintBackup => "Enter one of the backup codes you saved when you set up two-step verification.",
        AuthKey::CodeHintEmail => "Enter the code from the email we sent you.",
        AuthKey::CodeHintOtp => "Enter the 6-digit code from your authenticator app.",
        AuthKey::CodeRequired => "Enter the verification code.",
        AuthKey::CodeSent => "We sent a code to your email.",
        AuthKey::CodeWrong => "That code is not correct. Check it and try again.",
        AuthKey::Continue => "Continue",
        AuthKey::CreateAccount => "Create an account",
        AuthKey::Email => "Email",
        AuthKey::EmailIntro => "We will email you a one-time code.",
        AuthKey::EmailRequired => "Enter your email address.",
        AuthKey::ForgotIntro => "Enter the email address of your account and we will send you a link to reset your password.",
        AuthKey::ForgotPassword => "Forgot password?",
        AuthKey::ForgotTitle => "Reset your password",
        AuthKey::LoginSessionExpired => "Your sign-in session expired. Please sign in again.",
        AuthKey::MethodBackupCode => "Backup code",
        AuthKey::MethodEmail => "Email code",
        AuthKey::MethodLegend => "Verification method",
        AuthKey::MethodOtp => "Authenticator app",
        AuthKey::NoAccount => "New to Portal?",
        AuthKey::NoMethods => "No verification method is available for this account. Contact your administrator.",
        AuthKey::Password => "Password",
        AuthKey::PasswordRequired => "Enter your password.",
        AuthKey::PendingBody => "Your account has been created, but an administrator still needs to approve it.",
        AuthKey::PendingHelp => "You can sign in once it is approved. If this takes longer than expected, contact your administrator.",
        AuthKey::PendingTitle => "Account awaiting approval",
        AuthKey::ResendCode => "Resend code",
        AuthKey::ResendIn => "Resend in {seconds} s",
        AuthKey::ResetRequested => "If the address is registered, we have sent it a link to reset the password.",
        AuthKey::SecondFactorIntro => "Confirm it is you with a second step.",
        AuthKey::SendCode => "Send code",
        AuthKey::SendResetLink => "Send reset link",
        AuthKey::SessionExpiredNotice => "Your session has ended. Please sign in again.",
        AuthKey::SignInTitle => "Sign in",
        AuthKey::SignedOutNotice => "You have signed out.",
        AuthKey::StartOver => "Start over",
        AuthKey::UseAnotherAccount => "Use a different account",
        AuthKey::VerificationCode => "Verification code",
        AuthKey::Verify => "Verify",
        AuthKey::SessionEndingTitle => "Your session is about to end",
        AuthKey::SessionEndsIn => {
            "For your security you will be signed out in {seconds} s. Anything you have typed stays."
        }
        AuthKey::SessionEndsAbout => "Your session ends in about {seconds} seconds.",
        AuthKey::StaySignedIn => "Stay signed in",
        AuthKey::SessionRenewed => "You are still signed in.",
        AuthKey::FormRestored => "What you had typed before signing in again is back in the form.",
    }
}
