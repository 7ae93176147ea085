//! Simplified Chinese texts of the export area.

use crate::i18n::ExportKey;

/// The Simplified Chinese text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: ExportKey) -> &'static str {
    match key {
        ExportKey::Title => "导出",
        ExportKey::Intro => "以 CSV 文件导出的数据，最新的在前。新的导出需要片刻生成。",
        ExportKey::New => "新建导出",
        ExportKey::Count => "共 {count} 个导出",
        ExportKey::EmptyTitle => "暂无导出",
        ExportKey::EmptyBody => "您请求的导出会显示在这里。",
        ExportKey::Export => "导出",
        ExportKey::Type => "数据",
        ExportKey::Status => "状态",
        ExportKey::Created => "请求时间",
        ExportKey::CreateTitle => "新建导出",
        ExportKey::Create => "开始导出",
        ExportKey::Requested => "已请求导出。",
        ExportKey::Remark => "备注",
        ExportKey::Params => "参数（JSON）",
        ExportKey::ParamsHint => "一个 JSON 对象。可选键：\"dateFrom\" 和 \"dateTo\"，格式为 YYYY-MM-DD，例如 {\"dateFrom\": \"2026-01-01\", \"dateTo\": \"2026-01-31\"}。",
        ExportKey::TypeRecharges => "充值",
        ExportKey::TypeTransfers => "转账",
        ExportKey::TypeExchanges => "兑换",
        ExportKey::ReadyNotice => "文件已就绪。",
        ExportKey::FailedNotice => "导出失败，没有可下载的文件。",
        ExportKey::ProcessingNotice => "正在生成文件…… 本页每 2 秒检查一次。",
        ExportKey::BackToExports => "返回导出列表",
        ExportKey::ExportTitle => "导出 {id}",
        ExportKey::ParamsUnknown => "只能使用 \"dateFrom\" 和 \"dateTo\"，每个都是 YYYY-MM-DD 格式的日期。",
        ExportKey::ParamsOrder => "\"dateFrom\" 不能晚于 \"dateTo\"。",
    }
}
