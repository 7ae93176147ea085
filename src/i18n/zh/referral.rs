//! Simplified Chinese texts of the referral area.

use crate::i18n::ReferralKey;

/// The Simplified Chinese text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: ReferralKey) -> &'static str {
    match key {
        ReferralKey::CodesTitle => "推荐码",
        ReferralKey::CodesIntro => "用户分享以推荐他人的推荐码，最新的在前。",
        ReferralKey::ReferralsTitle => "推荐记录",
        ReferralKey::ReferralsIntro => "使用推荐码加入的用户，最新的在前。",
        ReferralKey::CodesCount => "共 {count} 个推荐码",
        ReferralKey::ReferralsCount => "共 {count} 条推荐记录",
        ReferralKey::EmptyTitle => "暂无内容",
        ReferralKey::EmptyBody => "没有您可见的记录。",
        ReferralKey::CodeRecord => "推荐码",
        ReferralKey::Referral => "推荐记录",
        ReferralKey::Code => "代码",
        ReferralKey::Created => "创建时间",
        ReferralKey::BackToCodes => "返回推荐码列表",
        ReferralKey::BackToReferrals => "返回推荐记录列表",
        ReferralKey::CodeTitle => "推荐码 {id}",
        ReferralKey::ReferralTitle => "推荐记录 {id}",
    }
}
