//! Simplified Chinese texts of the app frame.

use crate::i18n::ShellKey;

/// The Simplified Chinese text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: ShellKey) -> &'static str {
    match key {
        ShellKey::KindService => "服务门户",
        ShellKey::KindTenant => "租户门户",
        ShellKey::Language => "显示语言",
        ShellKey::NavInvitations => "邀请",
        ShellKey::NavLabel => "工作区导航",
        ShellKey::NavRecharges => "充值",
        ShellKey::NavOverview => "概览",
        ShellKey::NavProfile => "个人资料",
        ShellKey::SignOut => "退出登录",
        ShellKey::Theme => "主题",
        ShellKey::ThemeDark => "深色",
        ShellKey::ThemeLight => "浅色",
        ShellKey::ThemeSystem => "跟随系统",
        ShellKey::NavOperations => "运营",
        ShellKey::NavConfiguration => "配置",
        ShellKey::NavAccount => "账户",
        ShellKey::NavTariffs => "资费",
        ShellKey::NavRechargeChannels => "充值渠道",
        ShellKey::NavWithdrawalChannels => "提现渠道",
        ShellKey::NavWalletCurrencies => "钱包币种",
        ShellKey::NavTransfers => "转账",
        ShellKey::NavExchanges => "兑换",
        ShellKey::NavExchangeFees => "兑换手续费",
        ShellKey::NavExchangeRates => "汇率",
        ShellKey::NavData => "数据",
        ShellKey::NavExports => "导出",
        ShellKey::NavFiles => "文件",
        ShellKey::NavReferrals => "推荐记录",
        ShellKey::NavReferralCodes => "推荐码",
    }
}
