//! Simplified Chinese texts of the profile.

use crate::i18n::ProfileKey;

/// The Simplified Chinese text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: ProfileKey) -> &'static str {
    match key {
        ProfileKey::Accept => "接受",
        ProfileKey::Accepted => "已接受邀请",
        ProfileKey::Created => "创建时间",
        ProfileKey::Decline => "拒绝",
        ProfileKey::DeclineConfirm => "拒绝邀请",
        ProfileKey::DeclineIntro => "请告诉邀请人您拒绝的原因，对方将看到此原因。",
        ProfileKey::DeclineTitle => "拒绝邀请",
        ProfileKey::Declined => "已拒绝邀请",
        ProfileKey::DetailsTitle => "账户信息",
        ProfileKey::DisplayName => "显示名称",
        ProfileKey::EditTitle => "编辑个人资料",
        ProfileKey::Email => "电子邮箱",
        ProfileKey::Intro => "您的工作区成员所看到的您的账户信息。",
        ProfileKey::InvitationNumber => "邀请 {number}",
        ProfileKey::InvitationsIntro => "加入工作区的邀请。接受后，该工作区会加入您的列表。",
        ProfileKey::InvitationsTitle => "邀请",
        ProfileKey::Language => "语言",
        ProfileKey::Name => "姓名",
        ProfileKey::NameRequired => "请输入显示名称。",
        ProfileKey::NoInvitations => "暂无邀请",
        ProfileKey::NoInvitationsBody => "当有人邀请您加入工作区时，邀请会显示在这里。",
        ProfileKey::Portal => "门户",
        ProfileKey::Reason => "原因",
        ProfileKey::ReasonRequired => "请填写拒绝的原因。",
        ProfileKey::Save => "保存",
        ProfileKey::Saved => "个人资料已保存",
        ProfileKey::Status => "状态",
        ProfileKey::TimeZone => "时区",
        ProfileKey::Country => "国家/地区",
        ProfileKey::Title => "个人资料",
    }
}
