//! Simplified Chinese texts of the file area.

use crate::i18n::FileKey;

/// The Simplified Chinese text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: FileKey) -> &'static str {
    match key {
        FileKey::Title => "文件",
        FileKey::Intro => "为机构存储的文件，最新的在前。",
        FileKey::Upload => "上传",
        FileKey::UploadTitle => "上传文件",
        FileKey::UploadDone => "文件已上传。",
        FileKey::Institution => "文件所属机构",
        FileKey::Caption => "文件",
        FileKey::Count => "共 {count} 个文件",
        FileKey::EmptyTitle => "暂无文件",
        FileKey::EmptyBody => "该机构没有您可见的文件。请先上传一个。",
        FileKey::Name => "名称",
        FileKey::Size => "大小",
        FileKey::Uploaded => "上传时间",
        FileKey::File => "文件",
        FileKey::FileHint => "最大 25 MB。",
        FileKey::Chosen => "{name}（{size}）",
        FileKey::ChooseFile => "请选择要上传的文件。",
        FileKey::EmptyFile => "该文件为空，请选择有内容的文件。",
        FileKey::TooLarge => "该文件超过 25 MB，服务器最多接受 25 MB。",
        FileKey::Bucket => "存储桶",
        FileKey::BucketHint => "字母、数字、\"_\" 和 \"-\"，例如 documents。",
        FileKey::Remark => "备注",
        FileKey::Progress => "上传进度",
        FileKey::ProgressText => "正在上传…… {percent}%",
        FileKey::Download => "下载",
        FileKey::Delete => "删除",
        FileKey::DeleteTitle => "删除此文件？",
        FileKey::DeleteIntro => "\"{name}\" 及其下载链接将对所有人删除，且无法撤销。",
        FileKey::Deleted => "文件已删除。",
        FileKey::BackToFiles => "返回文件列表",
        FileKey::FileTitle => "文件 {id}",
        FileKey::LinkTitle => "下载链接",
        FileKey::GetLink => "获取下载链接",
        FileKey::Link => "链接",
        FileKey::LinkHint => "在链接过期前，任何持有此链接的人都可以下载该文件。",
        FileKey::CopyLink => "复制链接",
        FileKey::LinkCopied => "链接已复制。",
        FileKey::OpenLink => "打开链接",
    }
}
