//! Simplified Chinese texts of the tariffs area.

use crate::i18n::TariffKey;

/// The Simplified Chinese text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: TariffKey) -> &'static str {
    match key {
        TariffKey::Title => "资费",
        TariffKey::Intro => "新钱包所用的费用模板，以及每个钱包适用的资费。",
        TariffKey::DefaultTitle => "默认模板",
        TariffKey::NoDefaultTitle => "尚无默认模板",
        TariffKey::NoDefaultBody => "将某个模板设为默认，即可确定新钱包的初始费用条款。",
        TariffKey::TemplatesTitle => "资费模板",
        TariffKey::NoTemplatesTitle => "暂无模板",
        TariffKey::NoTemplatesBody => "创建模板以设定新钱包的费用。",
        TariffKey::NewTemplate => "新建模板",
        TariffKey::CreateTitle => "新建资费模板",
        TariffKey::EditTitle => "编辑 {name}",
        TariffKey::Code => "代码",
        TariffKey::Name => "名称",
        TariffKey::Default => "默认",
        TariffKey::FeeModel => "计费方式",
        TariffKey::FixedFee => "固定费用",
        TariffKey::FeeRate => "费率",
        TariffKey::Actions => "操作",
        TariffKey::FieldCode => "模板代码",
        TariffKey::CodeHint => "字母、数字、“_” 和 “-”。创建后不可更改。",
        TariffKey::FieldName => "模板名称",
        TariffKey::FieldDescription => "描述",
        TariffKey::FieldDefault => "设为默认模板",
        TariffKey::FieldFixedFee => "固定费用（最小货币单位）",
        TariffKey::FixedFeeHint => "以钱包币种的最小单位计，例如美分。",
        TariffKey::FeeRateHint => "金额的比例，例如 0.0050 表示 0.5%。",
        TariffKey::Created => "模板已创建",
        TariffKey::DeleteTitle => "删除资费模板",
        TariffKey::DeleteIntro => {
            "确定删除模板“{name}”（{code}）吗？从该模板复制的钱包资费将保留其条款。"
        }
        TariffKey::Deleted => "模板已删除",
        TariffKey::EditOne => "编辑 {code}",
        TariffKey::DeleteOne => "删除 {code}",
        TariffKey::TemplateTitle => "模板 {code}",
        TariffKey::BackToTariffs => "返回资费",
        TariffKey::WalletTariffsTitle => "钱包资费",
        TariffKey::Workspace => "工作区",
        TariffKey::WalletsOf => "钱包所属工作区",
        TariffKey::AllWorkspaces => "全部工作区",
        TariffKey::Wallet => "钱包",
        TariffKey::WalletType => "钱包类型",
        TariffKey::Currency => "币种",
        TariffKey::NoWalletTariffsTitle => "暂无钱包资费",
        TariffKey::NoWalletTariffsBody => "该工作区中您可查看的钱包均未设置资费。",
        TariffKey::WalletTariffTitle => "钱包 {id} 的资费",
        TariffKey::NoWalletTariffTitle => "该钱包没有资费",
        TariffKey::NoWalletTariffBody => "该钱包尚未设置资费，或您无权查看。",
        TariffKey::WalletTransfers => "该钱包的转账",
    }
}
