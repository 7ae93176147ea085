//! Simplified Chinese texts of registration.

use crate::i18n::RegisterKey;

/// The Simplified Chinese text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: RegisterKey) -> &'static str {
    match key {
        RegisterKey::ChangeEmail => "更改邮箱",
        RegisterKey::ConfirmPassword => "确认密码",
        RegisterKey::ConfirmRequired => "请再次输入密码。",
        RegisterKey::CreateAccount => "创建账户",
        RegisterKey::DetailsTitle => "设置您的账户",
        RegisterKey::DoneBody => "您的账户已创建。请登录以继续。",
        RegisterKey::DoneTitle => "账户已就绪",
        RegisterKey::HaveAccount => "已有账户？",
        RegisterKey::Language => "语言",
        RegisterKey::Name => "姓名",
        RegisterKey::NameRequired => "请输入姓名。",
        RegisterKey::NewCodeSent => "新的验证码已发送到您的邮箱。",
        RegisterKey::NewPassword => "新密码",
        RegisterKey::PasswordNeedsDigit => "密码须包含至少一个数字。",
        RegisterKey::PasswordNeedsLetter => "密码须包含至少一个字母。",
        RegisterKey::PasswordRequired => "请输入密码。",
        RegisterKey::PasswordRules => "至少 8 个字符，且至少包含一个字母和一个数字。",
        RegisterKey::PasswordTitle => "设置密码",
        RegisterKey::PasswordTooShort => "密码至少需要 8 个字符。",
        RegisterKey::PasswordsDiffer => "两次输入的密码不一致。",
        RegisterKey::SendNewCode => "重新发送验证码",
        RegisterKey::SessionExpired => "您的注册会话已过期，请重新开始；已填写的内容会保留。",
        RegisterKey::SetPassword => "设置密码",
        RegisterKey::SignIn => "登录",
        RegisterKey::SignInInstead => "改为登录",
        RegisterKey::StartIntro => "请输入您的工作邮箱和姓名。我们将发送验证码以确认邮箱。",
        RegisterKey::StartTitle => "您的信息",
        RegisterKey::Title => "创建账户",
        RegisterKey::VerifyIntro => "验证码已发送至 {email}，请在下方输入。",
        RegisterKey::VerifyTitle => "查收邮件",
    }
}
