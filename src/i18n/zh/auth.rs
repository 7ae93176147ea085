//! Simplified Chinese texts of sign-in.

use crate::i18n::AuthKey;

/// The Simplified Chinese text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: AuthKey) -> &'static str {
    match key {
        AuthKey::BackToSignIn => "返回登录",
        AuthKey::BotCheckIncomplete => "请先完成上方的安全验证，然后重试。",
        AuthKey::BotCheckLabel => "安全验证",
        AuthKey::CodeCooldown => "验证码刚刚已发送。请使用该验证码，或稍后再重新获取。",
        AuthKey::CodeHintBackup => "请输入您在设置两步验证时保存的备用码之一。",
        AuthKey::CodeHintEmail => "请输入我们发送到您邮箱的验证码。",
        AuthKey::CodeHintOtp => "请输入身份验证器应用中的 6 位验证码。",
        AuthKey::CodeRequired => "请输入验证码。",
        AuthKey::CodeSent => "验证码已发送到您的邮箱。",
        AuthKey::CodeWrong => "验证码不正确，请检查后重试。",
        AuthKey::Continue => "继续",
        AuthKey::CreateAccount => "创建账户",
        AuthKey::Email => "电子邮箱",
        AuthKey::EmailIntro => "我们将向您的邮箱发送一次性验证码。",
        AuthKey::EmailRequired => "请输入电子邮箱地址。",
        AuthKey::ForgotIntro => "请输入您的账户邮箱，我们将向您发送重置密码的链接。",
        AuthKey::ForgotPassword => "忘记密码？",
        AuthKey::ForgotTitle => "重置密码",
        AuthKey::LoginSessionExpired => "您的登录会话已过期，请重新登录。",
        AuthKey::MethodBackupCode => "备用码",
        AuthKey::MethodEmail => "邮箱验证码",
        AuthKey::MethodLegend => "验证方式",
        AuthKey::MethodOtp => "身份验证器应用",
        AuthKey::NoAccount => "还没有账户？",
        AuthKey::NoMethods => "此账户没有可用的验证方式，请联系管理员。",
        AuthKey::Password => "密码",
        AuthKey::PasswordRequired => "请输入密码。",
        AuthKey::PendingBody => "您的账户已创建，但仍需管理员审核。",
        AuthKey::PendingHelp => "审核通过后即可登录。如等待时间过长，请联系管理员。",
        AuthKey::PendingTitle => "账户待审核",
        AuthKey::ResendCode => "重新发送验证码",
        AuthKey::ResendIn => "{seconds} 秒后可重新发送",
        AuthKey::ResetRequested => "如果该邮箱对应的账户存在，我们已发送重置密码的链接。",
        AuthKey::SecondFactorIntro => "请通过第二步验证确认您的身份。",
        AuthKey::SendCode => "发送验证码",
        AuthKey::SendResetLink => "发送重置链接",
        AuthKey::SessionExpiredNotice => "您的会话已结束，请重新登录。",
        AuthKey::SignInTitle => "登录",
        AuthKey::SignedOutNotice => "您已退出登录。",
        AuthKey::StartOver => "重新开始",
        AuthKey::UseAnotherAccount => "使用其他账户",
        AuthKey::VerificationCode => "验证码",
        AuthKey::Verify => "验证",
        AuthKey::SessionEndingTitle => "您的会话即将结束",
        AuthKey::SessionEndsIn => {
            "为了您的安全，您将在 {seconds} 秒后退出登录。已输入的内容会保留。"
        }
        AuthKey::SessionEndsAbout => "您的会话将在约 {seconds} 秒后结束。",
        AuthKey::StaySignedIn => "保持登录",
        AuthKey::SessionRenewed => "您仍处于登录状态。",
        AuthKey::FormRestored => "重新登录前输入的内容已恢复到表单中。",
    }
}
