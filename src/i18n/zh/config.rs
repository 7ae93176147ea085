//! Simplified Chinese texts of configuration forms.

use crate::i18n::ConfigKey;

/// The Simplified Chinese text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: ConfigKey) -> &'static str {
    match key {
        ConfigKey::FeeModelFixed => "固定金额",
        ConfigKey::FeeModelRate => "费率",
        ConfigKey::FeeModelFixedPlusRate => "固定金额加费率",
        ConfigKey::FeeModelBands => "按金额区间计费率",
        ConfigKey::WalletPersonal => "个人钱包",
        ConfigKey::WalletBusiness => "企业钱包",
        ConfigKey::WalletMerchant => "商户结算钱包",
        ConfigKey::WalletCard => "卡资金钱包",
        ConfigKey::ChannelBankTransfer => "银行转账",
        ConfigKey::ChannelCard => "银行卡",
        ConfigKey::ChannelEWallet => "电子钱包",
        ConfigKey::UserFeePassThrough => "用户支付渠道手续费",
        ConfigKey::UserFeeAbsorbed => "工作区承担手续费",
        ConfigKey::UserFeeWalletTariff => "用户按钱包资费支付",
        ConfigKey::ChooseOne => "请选择…",
        ConfigKey::Save => "保存",
        ConfigKey::Saved => "已保存",
        ConfigKey::Create => "创建",
        ConfigKey::Edit => "编辑",
        ConfigKey::Delete => "删除",
        ConfigKey::Details => "详情",
        ConfigKey::RuleRequired => "此项为必填项。",
        ConfigKey::RuleTooLong => "最多 {max} 个字符。",
        ConfigKey::RuleBadCharacters => "只能使用字母、数字、“_” 和 “-”。",
        ConfigKey::RuleNegative => "请输入零或更大的数。",
        ConfigKey::RuleUnknown => "请从列出的值中选择。",
        ConfigKey::RuleAboveOne => "费率是金额的比例：最大为 1（1 = 100%）。",
        ConfigKey::RuleBandsInvalid => "区间上限必须递增，且最后一个区间不设上限。",
        ConfigKey::RuleBandsRequired => "该计费模式需要区间配置。",
        ConfigKey::RuleBandsUnsupported => "此处不支持该计费模式。",
        ConfigKey::RuleUnknownCurrency => "请选择支持的币种。",
        ConfigKey::RuleSameCurrency => "请选择与源币种不同的币种。",
        ConfigKey::RuleMinAboveMax => "最小值不能大于最大值。",
        ConfigKey::RuleNotPositive => "请输入大于零的值。",
        ConfigKey::RuleNotJsonObject => "请输入 JSON 对象，例如 {\"provider\": \"bank\"}。",
        ConfigKey::RuleProviderRequired => "外部汇率需要选择提供方。",
        ConfigKey::RuleTaken => "已被使用，请换一个。",
        ConfigKey::RuleNothingToChange => "请至少修改一项后再保存。",
        ConfigKey::NotWholeNumber => "请输入整数，例如 250。",
        ConfigKey::NotDecimal => "请输入带小数点的数字，例如 0.015。",
        ConfigKey::NotJson => "这不是有效的 JSON：{reason}",
        ConfigKey::WrongShape => "此 JSON 的结构不符合要求：{reason}",
        ConfigKey::NotBands => "这不是费用区间配置：{reason}",
        ConfigKey::RuleOutOfRange => "请输入 {min} 到 {max} 之间的数字。",
    }
}
