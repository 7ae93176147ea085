//! Simplified Chinese texts of workspaces.

use crate::i18n::WorkspaceKey;

/// The Simplified Chinese text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: WorkspaceKey) -> &'static str {
    match key {
        WorkspaceKey::Areas => "功能区域",
        WorkspaceKey::ChooseWorkspace => "选择工作区",
        WorkspaceKey::Created => "创建时间",
        WorkspaceKey::Current => "当前",
        WorkspaceKey::Details => "详情",
        WorkspaceKey::GoToWorkspaces => "前往您的工作区",
        WorkspaceKey::Id => "工作区 ID",
        WorkspaceKey::InvitationsArea => "接受或拒绝加入其他工作区的邀请。",
        WorkspaceKey::NoWorkspaces => "暂无工作区",
        WorkspaceKey::NoWorkspacesBody => "您的账户尚未加入任何工作区。接受邀请即可加入。",
        WorkspaceKey::NotFoundBody => "该工作区不存在，或您的账户无权访问。",
        WorkspaceKey::NotFoundTitle => "工作区不可用",
        WorkspaceKey::OnboardingHelp => {
            "如果您在等待邀请，请联系贵组织的管理员向您的邮箱发送邀请。"
        }
        WorkspaceKey::OnboardingIntro => {
            "您的账户尚未加入任何工作区。工作区包含贵组织的设置和业务；接受邀请即可加入。"
        }
        WorkspaceKey::OnboardingTitle => "欢迎使用 Portal",
        WorkspaceKey::Overview => "工作区概览",
        WorkspaceKey::ProfileArea => "您的账户信息、显示名称和时区。",
        WorkspaceKey::SelectIntro => "您的账户可以在多个工作区中工作。请为此标签页选择一个。",
        WorkspaceKey::SelectTitle => "选择工作区",
        WorkspaceKey::Status => "状态",
        WorkspaceKey::SwitchArea => "切换到您的其他工作区。",
        WorkspaceKey::SwitchWorkspace => "切换工作区",
        WorkspaceKey::Type => "类型",
        WorkspaceKey::ViewInvitations => "查看邀请",
        WorkspaceKey::Workspace => "工作区",
        WorkspaceKey::YourInvitations => "您的邀请",
    }
}
