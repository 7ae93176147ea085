//! Simplified Chinese texts of errors.

use crate::i18n::ErrorKey;

/// The Simplified Chinese text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: ErrorKey) -> &'static str {
    match key {
        ErrorKey::AccountPendingApproval => "您的账户正在等待审核，管理员批准后即可登录。",
        ErrorKey::BotChallenge4030 => "安全验证未通过，请重新完成验证后重试。",
        ErrorKey::ChannelNotFound4040 => "未找到该通知渠道，可能已被删除。",
        ErrorKey::CodeLabel => "错误代码：{code}",
        ErrorKey::Details => "详情：{details}",
        ErrorKey::EmailAlreadyRegistered => "该邮箱已注册。",
        ErrorKey::FileNotFound => "未找到该文件，可能已过期或被删除。",
        ErrorKey::InternalError => "服务器出现问题，请稍后重试。",
        ErrorKey::InvalidCredentials => "邮箱或密码不正确。",
        ErrorKey::InvalidParameter => "请求缺少信息或包含无效信息，请检查表单后重试。",
        ErrorKey::Malformed => "服务器返回了无法识别的响应，请重试。",
        ErrorKey::MfaCodeInvalid => "验证码不正确，请检查后重试。",
        ErrorKey::MfaSendCooldown => "验证码刚刚已发送，请稍候再重新获取。",
        ErrorKey::Network => "无法连接服务器，请检查网络连接后重试。",
        ErrorKey::Other => "请求失败（代码 {code}）。",
        ErrorKey::PortalCodeInvalid => {
            "本门户的访问码被拒绝，暂时无法使用。这是部署配置问题，请联系您的管理员。"
        }
        ErrorKey::RechargeNotPending => "此充值订单已被确认或拒绝，请刷新查看其状态。",
        ErrorKey::ResourceNotFound => "未找到该项目，可能已被删除。",
        ErrorKey::SecureChannelInvalidPayload => "与服务器的安全连接失败，请刷新页面后重试。",
        ErrorKey::SessionNotFound => "您的会话已过期，请重新开始。",
        ErrorKey::SignedOut => "您的会话已结束，请重新登录。",
        ErrorKey::TokenInvalid => "您的会话已失效，请重新登录。",
        ErrorKey::TokenMissing => "您尚未登录，请登录后继续。",
        ErrorKey::Unauthorized4010 => "您无权执行此请求，或您的会话已失效。",
        ErrorKey::Validation4000 => "部分填写的内容未通过校验，请修改后重试。",
    }
}
