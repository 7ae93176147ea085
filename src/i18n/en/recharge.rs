//! English texts of the recharge queue.

use crate::i18n::RechargeKey;

/// The English text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: RechargeKey) -> &'static str {
    match key {
        RechargeKey::Title => "Recharges",
        RechargeKey::Intro => "Recharge orders waiting for a decision come first.",
        RechargeKey::Filters => "Filters",
        RechargeKey::Status => "Status",
        RechargeKey::AnyStatus => "Any status",
        RechargeKey::StatusPending => "Pending",
        RechargeKey::StatusConfirmed => "Confirmed",
        RechargeKey::StatusRejected => "Rejected",
        RechargeKey::Currency => "Currency",
        RechargeKey::AnyCurrency => "Any currency",
        RechargeKey::Channel => "Channel",
        RechargeKey::AnyChannel => "Any channel",
        RechargeKey::CreatedFrom => "Created from",
        RechargeKey::CreatedTo => "Created to",
        RechargeKey::Search => "Search",
        RechargeKey::SearchHint => "Recharge ID, payer or channel name",
        RechargeKey::Apply => "Apply filters",
        RechargeKey::Clear => "Clear filters",
        RechargeKey::DatesOutOfOrder => "The start date must not be after the end date.",
        RechargeKey::ColumnRecharge => "Recharge",
        RechargeKey::ColumnPayer => "Payer",
        RechargeKey::ColumnAmount => "Amount",
        RechargeKey::ColumnStatus => "Status",
        RechargeKey::ColumnChannel => "Channel",
        RechargeKey::ColumnCreated => "Created",
        RechargeKey::ColumnActions => "Actions",
        RechargeKey::Count => "{count} recharges",
        RechargeKey::PageOf => "Page {page} of {pages}",
        RechargeKey::Previous => "Previous page",
        RechargeKey::Next => "Next page",
        RechargeKey::Pagination => "Pages",
        RechargeKey::EmptyTitle => "No recharges",
        RechargeKey::EmptyFiltered => {
            "No recharge matches these filters. Clear them to see the whole queue."
        }
        RechargeKey::EmptyQueue => "There are no recharge orders in this workspace yet.",
        RechargeKey::Confirm => "Confirm",
        RechargeKey::Reject => "Reject",
        RechargeKey::ConfirmTitle => "Confirm recharge",
        RechargeKey::RejectTitle => "Reject recharge",
        RechargeKey::DecisionIntro => {
            "{amount} from {payer}. Your remark is kept with the recharge."
        }
        RechargeKey::Remark => "Operator remark",
        RechargeKey::RemarkRequired => "Write a remark for the record.",
        RechargeKey::Cancel => "Cancel",
        RechargeKey::Confirmed => "Recharge confirmed",
        RechargeKey::Rejected => "Recharge rejected",
        RechargeKey::DetailTitle => "Recharge {id}",
        RechargeKey::BackToQueue => "Back to the queue",
    }
}
