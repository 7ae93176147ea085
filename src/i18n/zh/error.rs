//! Simplified Chinese texts of errors.

use crate::i18n::ErrorKey;

/// The Simplified Chinese text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: ErrorKey) -> &'static str {
    match key {
        ErrorKey::BotChallenge4030 => "安全验证未通过，请重新完成验证后重试。",
        ErrorKey::ChannelNotFound4040 => "未找到该通知渠道，可能已被删除。",
        ErrorKey::CodeLabel => "错误代码：{code}",
        ErrorKey::EmailAlreadyRegistered => "该邮箱已注册。",
        ErrorKey::FileNotFound => "未找到该文件，可能已过期或被删除。",
        ErrorKey::InternalError => "服务器出现问题，请稍后重试。",
        ErrorKey::InvalidCredentials => "邮箱或密码不正确。",
        ErrorKey::InvalidParameter => "提交的部分信息无效，请检查后重试。",
        ErrorKey::Malformed => "服务器返回了无法识别的响应，请重试。",
        ErrorKey::MfaCodeInvalid => "验证码不正确，请检查后重试。",
        ErrorKey::MfaSendCooldown => "验证码刚刚已发送，请稍候再重新获取。",
        ErrorKey::Network => "无法连接服务器，请检查网络连接后重试。",
        ErrorKey::Other => "请求失败（代码 {code}）。",
        ErrorKey::ResourceNotFound => "未找到该项目，可能已被删除。",
        ErrorKey::SecureChannelInvalidPayload => "与服务器的安全连接失败，请刷新页面后重试。",
        ErrorKey::SessionNotFound => "您的会话已过期，请重新开始。",
        ErrorKey::SignedOut => "您的会话已结束，请重新登录。",
        ErrorKey::TokenMissing => "您尚未登录或会话已结束，请重新登录。",
        ErrorKey::Unauthorized4010 => "您无权访问或会话已结束，请重新登录。",
        ErrorKey::Validation4000 => "提交的部分信息无效，请检查后重试。",
    }
}
