//! Simplified Chinese texts of the wallet currencies.

use crate::i18n::WalletCurrencyKey;

/// The Simplified Chinese text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: WalletCurrencyKey) -> &'static str {
    match key {
        WalletCurrencyKey::Title => "钱包币种",
        WalletCurrencyKey::Intro => "每种钱包类型可持有的币种。",
        WalletCurrencyKey::Filters => "筛选",
        WalletCurrencyKey::Currency => "币种",
        WalletCurrencyKey::FilterCurrency => "按币种筛选",
        WalletCurrencyKey::AllCurrencies => "全部币种",
        WalletCurrencyKey::EnabledOnly => "仅显示已启用",
        WalletCurrencyKey::WalletType => "钱包类型",
        WalletCurrencyKey::State => "状态",
        WalletCurrencyKey::Actions => "操作",
        WalletCurrencyKey::Enabled => "已启用",
        WalletCurrencyKey::Disabled => "已停用",
        WalletCurrencyKey::Enable => "启用",
        WalletCurrencyKey::Disable => "停用",
        WalletCurrencyKey::EnableOne => "为{walletType}启用 {currency}",
        WalletCurrencyKey::DisableOne => "为{walletType}停用 {currency}",
        WalletCurrencyKey::EnableTitle => "启用币种",
        WalletCurrencyKey::EnableDialogTitle => "启用钱包币种",
        WalletCurrencyKey::DisableDialogTitle => "停用钱包币种",
        WalletCurrencyKey::EnableIntro => "允许“{walletType}”类型的钱包持有 {currency} 吗？",
        WalletCurrencyKey::DisableIntro => "停止“{walletType}”类型的钱包持有 {currency} 吗？",
        WalletCurrencyKey::EnabledToast => "已为{walletType}启用 {currency}",
        WalletCurrencyKey::DisabledToast => "已为{walletType}停用 {currency}",
        WalletCurrencyKey::EnableFormIntro => "选择钱包类型及其钱包可持有的币种。",
        WalletCurrencyKey::EmptyTitle => "暂无钱包币种",
        WalletCurrencyKey::EmptyAll => "尚未为任何钱包类型配置币种。",
        WalletCurrencyKey::EmptyFiltered => "没有符合筛选条件的结果。",
    }
}
