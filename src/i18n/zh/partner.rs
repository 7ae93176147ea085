//! Simplified Chinese texts of the provider connection.

use crate::i18n::PartnerKey;

/// The Simplified Chinese text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: PartnerKey) -> &'static str {
    match key {
        PartnerKey::Title => "服务商连接",
        PartnerKey::Intro => {
            "管理外部卡片和支付服务商的连接：生命周期、卡片、虚拟账户、收款标识和交易。"
        }
        PartnerKey::OpenTitle => "打开连接",
        PartnerKey::ConnectionId => "连接标识",
        PartnerKey::Open => "打开",
        PartnerKey::Recent => "此浏览器最近打开的",
        PartnerKey::NotFoundOrFailed => {
            "未找到此标识对应的记录，或服务商未能响应。请检查标识后重试。"
        }
        PartnerKey::BackToConnections => "返回服务商连接",
        PartnerKey::ConnectionTitle => "连接 {id}",
        PartnerKey::Lifecycle => "生命周期",
        PartnerKey::LifecycleIntro => "连接状态来自在此执行的最后一个操作的响应。",
        PartnerKey::StatusNow => "最后一次操作后的状态：",
        PartnerKey::Activate => "激活",
        PartnerKey::Suspend => "暂停",
        PartnerKey::Close => "关闭连接",
        PartnerKey::ActivateTitle => "激活此连接？",
        PartnerKey::ActivateIntro => "连接 {id} 将被激活：其卡片和支付可以使用。",
        PartnerKey::SuspendTitle => "暂停此连接？",
        PartnerKey::SuspendIntro => "连接 {id} 将被暂停：在重新激活之前，其卡片和支付将停止使用。",
        PartnerKey::CloseTitle => "关闭此连接？",
        PartnerKey::CloseIntro => "连接 {id} 将被永久关闭：关闭后无法再次激活。",
        PartnerKey::Activated => "连接已激活。",
        PartnerKey::Suspended => "连接已暂停。",
        PartnerKey::Closed => "连接已关闭。",
        PartnerKey::Cards => "卡片",
        PartnerKey::CardId => "卡片标识",
        PartnerKey::LookUp => "查询",
        PartnerKey::Freeze => "冻结",
        PartnerKey::Unfreeze => "解冻",
        PartnerKey::CancelCard => "注销卡片",
        PartnerKey::FreezeTitle => "冻结此卡片？",
        PartnerKey::FreezeIntro => "卡片 {id} 将被冻结：解冻之前使用该卡的支付将被拒绝。",
        PartnerKey::UnfreezeTitle => "解冻此卡片？",
        PartnerKey::UnfreezeIntro => "卡片 {id} 将被解冻并可再次使用。",
        PartnerKey::CancelTitle => "注销此卡片？",
        PartnerKey::CancelIntro => "卡片 {id} 将被注销。此操作无法撤销：注销的卡片永远无法再使用。",
        PartnerKey::CardFrozen => "卡片已冻结。",
        PartnerKey::CardUnfrozen => "卡片已解冻。",
        PartnerKey::CardCancelled => "卡片已注销。",
        PartnerKey::VirtualAccounts => "虚拟账户",
        PartnerKey::Handles => "收款标识",
        PartnerKey::Transactions => "交易",
        PartnerKey::Id => "标识",
        PartnerKey::Status => "状态",
        PartnerKey::View => "查看",
        PartnerKey::ViewOf => "查看 {id}",
        PartnerKey::NoRecords => "服务商未列出任何记录。",
        PartnerKey::DetailsOf => "{id} 的详情",
        PartnerKey::FeeDetails => "费用明细",
        PartnerKey::Summary => "汇总",
        PartnerKey::SummaryCount => "共 {count} 笔交易",
        PartnerKey::ByCurrency => "按币种",
        PartnerKey::ByStatus => "按状态",
        PartnerKey::CurrencyLine => "{count} 笔交易，共 {amount}",
        PartnerKey::StatusLine => "{count} 笔交易",
    }
}
