//! Simplified Chinese texts of the recharge channel screens.

use crate::i18n::RechargeChannelKey;

/// The Simplified Chinese text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: RechargeChannelKey) -> &'static str {
    match key {
        RechargeChannelKey::Title => "充值渠道",
        RechargeChannelKey::Intro => "资金流入的渠道、各渠道的收费方式，以及可以使用它的工作区。",
        RechargeChannelKey::Count => "共 {count} 个渠道",
        RechargeChannelKey::EmptyTitle => "暂无充值渠道",
        RechargeChannelKey::EmptyBody => "创建一个渠道，工作区即可通过它接收充值。",
        RechargeChannelKey::ColumnName => "名称",
        RechargeChannelKey::ColumnCurrency => "币种",
        RechargeChannelKey::ColumnType => "类型",
        RechargeChannelKey::ColumnFeeModel => "手续费模式",
        RechargeChannelKey::ColumnFixedFee => "固定手续费",
        RechargeChannelKey::ColumnFeeRate => "费率",
        RechargeChannelKey::New => "新建渠道",
        RechargeChannelKey::CreateTitle => "新建充值渠道",
        RechargeChannelKey::Created => "渠道已创建",
        RechargeChannelKey::ChannelName => "渠道名称",
        RechargeChannelKey::Currency => "币种",
        RechargeChannelKey::CurrencyKept => "渠道的币种不可更改：通过它完成的充值保留原币种。",
        RechargeChannelKey::ChannelType => "渠道类型",
        RechargeChannelKey::FeeModel => "手续费模式",
        RechargeChannelKey::FixedFee => "固定手续费（最小货币单位）",
        RechargeChannelKey::FixedFeeHint => "以币种的最小单位计：250 即 2.50 USD。",
        RechargeChannelKey::FeeRate => "费率",
        RechargeChannelKey::FeeRateHint => "金额的比例：0.015 即 1.5%。",
        RechargeChannelKey::Bands => "分档费率（JSON）",
        RechargeChannelKey::BandsHint => "可选；按金额分档计费时必填。例如 {\"bands\": [{\"upTo\": 100000, \"feeRate\": \"0.01\"}, {\"upTo\": null, \"feeRate\": \"0.0075\"}]}",
        RechargeChannelKey::BandsKeptHint => "留空则保留当前分档：分档可以替换，不能删除。",
        RechargeChannelKey::Connection => "连接配置（JSON）",
        RechargeChannelKey::ConnectionHint => "一个 JSON 对象，例如 {\"provider\": \"bank\"}。",
        RechargeChannelKey::BackToList => "全部充值渠道",
        RechargeChannelKey::EditTitle => "编辑渠道",
        RechargeChannelKey::AssignmentsTitle => "使用此渠道的工作区",
        RechargeChannelKey::ColumnWorkspace => "工作区",
        RechargeChannelKey::ColumnUserFee => "手续费承担方",
        RechargeChannelKey::NoAssignmentsTitle => "尚无工作区",
        RechargeChannelKey::NoAssignmentsBody => "将渠道分配给工作区后，其用户即可通过它充值。",
        RechargeChannelKey::AssignTitle => "分配给工作区",
        RechargeChannelKey::Workspace => "要分配的工作区",
        RechargeChannelKey::UserFeeModel => "手续费承担方",
        RechargeChannelKey::AssignHint => "再次分配同一工作区会更改其手续费承担方。",
        RechargeChannelKey::Assign => "分配",
        RechargeChannelKey::Assigned => "分配已保存",
    }
}
