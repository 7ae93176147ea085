//! Simplified Chinese texts of the role editor.

use crate::i18n::RoleKey;

/// The Simplified Chinese text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: RoleKey) -> &'static str {
    match key {
        RoleKey::Title => "角色",
        RoleKey::Intro => "本工作区的角色及其授予的权限。",
        RoleKey::NewRole => "新建角色",
        RoleKey::ColName => "名称",
        RoleKey::ColType => "类型",
        RoleKey::ColDescription => "描述",
        RoleKey::ColPermissions => "权限",
        RoleKey::ColUpdated => "更新时间",
        RoleKey::PermissionCount => "{count} 项权限",
        RoleKey::EmptyTitle => "没有角色",
        RoleKey::EmptyBody => "本工作区还没有角色。",
        RoleKey::CreateTitle => "新建角色",
        RoleKey::FieldName => "名称",
        RoleKey::FieldDescription => "描述",
        RoleKey::Created => "角色已创建",
        RoleKey::Rename => "重命名",
        RoleKey::RenameTitle => "重命名角色",
        RoleKey::Renamed => "角色已保存",
        RoleKey::DeleteTitle => "删除角色？",
        RoleKey::DeleteIntro => "删除角色“{name}”？持有该角色的账户将失去其权限。此操作无法撤销。",
        RoleKey::Deleted => "角色已删除",
        RoleKey::BackToRoles => "返回角色列表",
        RoleKey::RoleTitle => "角色 {name}",
        RoleKey::OwnerNote => "内置的 OWNER 角色拥有全部权限，无法修改。",
        RoleKey::NoDescription => "无描述",
        RoleKey::PermissionsTitle => "权限",
        RoleKey::Filter => "筛选权限",
        RoleKey::FilterHint => "匹配名称、代码和描述。",
        RoleKey::NoMatch => "没有与此筛选条件匹配的权限。",
        RoleKey::Disabled => "已停用",
        RoleKey::ChangesTitle => "待保存的更改",
        RoleKey::Added => "新增（{count}）",
        RoleKey::Removed => "移除（{count}）",
        RoleKey::NoChanges => "没有未保存的更改。",
        RoleKey::Save => "保存权限",
        RoleKey::Discard => "放弃更改",
        RoleKey::Saved => "权限已保存",
        RoleKey::LeaveTitle => "不保存就离开？",
        RoleKey::LeaveIntro => "此角色的权限更改尚未保存。离开并丢弃这些更改？",
        RoleKey::Leave => "离开",
    }
}
