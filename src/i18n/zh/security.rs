//! Simplified Chinese texts of the IP whitelist.

use crate::i18n::SecurityKey;

/// The Simplified Chinese text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: SecurityKey) -> &'static str {
    match key {
        SecurityKey::Title => "IP 白名单",
        SecurityKey::Intro => "白名单开启时，只有列出的地址和网段可以使用本工作区。",
        SecurityKey::Enabled => "开启白名单",
        SecurityKey::StatusOn => "已开启",
        SecurityKey::StatusOff => "已关闭",
        SecurityKey::Status => "状态",
        SecurityKey::EntriesTitle => "地址和网段",
        SecurityKey::EntryLabel => "条目 {n}",
        SecurityKey::EntryHint => {
            "IPv4 或 IPv6 地址，或 CIDR 网段，例如 10.0.0.0/8 或 2001:db8::/32。"
        }
        SecurityKey::NoEntries => "未列出任何地址。",
        SecurityKey::AddEntry => "添加条目",
        SecurityKey::RemoveEntry => "删除条目 {n}",
        SecurityKey::Remove => "删除",
        SecurityKey::ErrEmpty => "请输入地址或删除此条目。",
        SecurityKey::ErrNotAnAddress => "不是有效的 IPv4、IPv6 地址或 CIDR 网段。",
        SecurityKey::ErrBadPrefix => "前缀长度必须为 0–32（IPv4）或 0–128（IPv6）。",
        SecurityKey::ErrDuplicate => "与上方条目重复。",
        SecurityKey::ErrTooLong => "过长：最多 64 个字符。",
        SecurityKey::TooMany => "最多 {max} 个条目。",
        SecurityKey::YourAddress => "您当前的连接地址为 {ip}。",
        SecurityKey::AddressUnknown => "服务器未告知您当前的连接地址。",
        SecurityKey::Save => "保存白名单",
        SecurityKey::Saved => "白名单已保存",
        SecurityKey::Reset => "放弃更改",
        SecurityKey::FixEntries => "请先修正标出的条目再保存。",
        SecurityKey::WarnTitle => "开启白名单？",
        SecurityKey::WarnEmpty => {
            "白名单将在没有任何地址的情况下开启：包括您在内，任何人都将无法使用本工作区。"
        }
        SecurityKey::WarnLockout => "没有条目覆盖您的地址 {ip}：保存后，您将无法访问本工作区。",
        SecurityKey::WarnUnknownAddress => {
            "无法得知您自己的地址，因此无法核对：请确认它在列表中，否则您可能被拒之门外。"
        }
        SecurityKey::SaveAnyway => "仍然保存",
        SecurityKey::LastSaved => "上次保存",
        SecurityKey::NeverSaved => "从未保存",
    }
}
