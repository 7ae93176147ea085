//! Simplified Chinese texts of the institutions.

use crate::i18n::InstitutionKey;

/// The Simplified Chinese text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: InstitutionKey) -> &'static str {
    match key {
        InstitutionKey::Title => "机构",
        InstitutionKey::Intro => "您可以查看的机构，按创建时间排列。",
        InstitutionKey::Caption => "机构",
        InstitutionKey::Count => "共 {count} 个机构",
        InstitutionKey::EmptyTitle => "暂无机构",
        InstitutionKey::EmptyBody => "没有您可以查看的机构。",
        InstitutionKey::Name => "名称",
        InstitutionKey::Type => "类型",
        InstitutionKey::Status => "状态",
        InstitutionKey::Identifier => "标识",
        InstitutionKey::Created => "创建时间",
        InstitutionKey::SearchLink => "搜索机构",
        InstitutionKey::OwnLink => "您的机构",
        InstitutionKey::SearchTitle => "搜索机构",
        InstitutionKey::SearchIntro => "筛选此工作区可见的机构。",
        InstitutionKey::SearchEmptyBody => "没有符合筛选条件的机构。",
        InstitutionKey::NamePart => "名称包含",
        InstitutionKey::AnyType => "任意类型",
        InstitutionKey::AnyStatus => "任意状态",
        InstitutionKey::Apply => "应用筛选",
        InstitutionKey::Clear => "清除筛选",
        InstitutionKey::TypeService => "服务方",
        InstitutionKey::TypeTenant => "租户",
        InstitutionKey::TypePartner => "合作方",
        InstitutionKey::TypeConsumer => "消费者",
        InstitutionKey::StatusPending => "待处理",
        InstitutionKey::StatusReviewing => "审核中",
        InstitutionKey::StatusActive => "正常",
        InstitutionKey::StatusRejected => "已拒绝",
        InstitutionKey::StatusSuspended => "已暂停",
        InstitutionKey::StatusClosed => "已关闭",
        InstitutionKey::OwnTitle => "您的机构",
        InstitutionKey::EditTitle => "编辑机构",
        InstitutionKey::Description => "描述",
        InstitutionKey::Remark => "备注",
        InstitutionKey::Save => "保存修改",
        InstitutionKey::Saved => "机构已保存",
        InstitutionKey::BackToInstitutions => "返回机构列表",
        InstitutionKey::BadPaging => "此地址要求每页显示 {size} 个机构；每页可显示 1 到 100 个。",
        InstitutionKey::DefaultPaging => "使用默认每页数量",
    }
}
