//! Simplified Chinese texts of shared words.

use crate::i18n::CommonKey;

/// The Simplified Chinese text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: CommonKey) -> &'static str {
    match key {
        CommonKey::Cancel => "取消",
        CommonKey::CharacterCount => "{count}/{max} 个字符",
        CommonKey::Dismiss => "关闭",
        CommonKey::GoToStart => "返回首页",
        CommonKey::InvalidEmail => "请输入有效的电子邮箱地址，例如 name@example.com。",
        CommonKey::Loading => "正在加载…",
        CommonKey::No => "否",
        CommonKey::NoItems => "无",
        CommonKey::NotFoundBody => "地址可能有误，或页面已被移动。",
        CommonKey::NotFoundTitle => "未找到页面",
        CommonKey::NotSet => "未设置",
        CommonKey::ProductName => "Portal",
        CommonKey::SkipToContent => "跳到主要内容",
        CommonKey::TimeZone => "时区",
        CommonKey::TimeZoneChosen => "已选择：{zone}",
        CommonKey::TimeZoneMatches => "找到 {count} 个匹配项，请在下方选择。",
        CommonKey::TimeZoneNoMatch => "没有匹配的时区。",
        CommonKey::TimeZoneRequired => "请选择时区。",
        CommonKey::TimeZoneSearchHint => "输入城市、地区或时差（例如 UTC+8），然后选择时区。",
        CommonKey::TimeZoneSuggestions => "匹配的时区",
        CommonKey::TimeZonesUnavailable => "无法加载时区列表。",
        CommonKey::TooLong => "内容过长：{count} 个字符，最多 {max} 个。",
        CommonKey::TryAgain => "重试",
        CommonKey::Yes => "是",
        CommonKey::PageOf => "第 {page} 页，共 {pages} 页",
        CommonKey::PreviousPage => "上一页",
        CommonKey::NextPage => "下一页",
        CommonKey::Pagination => "分页",
        CommonKey::PastLastPage => "此页没有内容",
        CommonKey::PastLastPageBody => "列表的页数少于此地址所请求的页码。",
        CommonKey::FirstPage => "前往第一页",
        CommonKey::ExportCsv => "导出为 CSV",
        CommonKey::Country => "国家/地区",
        CommonKey::CountryChosen => "已选择：{country}",
        CommonKey::CountryMatches => "匹配 {count} 项，请在下方选择。",
        CommonKey::CountryNoMatch => "没有匹配的国家/地区。",
        CommonKey::CountrySearchHint => "可按名称、代码或电话区号搜索，例如 Singapore、SG 或 +65。",
        CommonKey::CountrySuggestions => "匹配的国家/地区",
        CommonKey::CountriesUnavailable => "无法加载国家/地区列表。",
        CommonKey::RetryingIn => "{seconds} 秒后重试…",
    }
}
