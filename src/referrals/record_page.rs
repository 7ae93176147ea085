//! `/w/:workspace/referral-codes/:record` and `/w/:workspace/referrals/:record`: every field
//! of one record.

use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

use super::list_page::area;
use crate::api::referrals::{record, ReferralKind};
use crate::components::{Fetched, PageHeader};
use crate::i18n::{use_i18n, ReferralsKey};
use crate::money::show_amounts;
use crate::records::RecordView;
use crate::registry::use_area_path;

/// The record through the generic record view (the contract does not show its fields).
#[component]
fn RecordPage(
    /// Which kind of record.
    kind: ReferralKind,
) -> impl IntoView {
    let i18n = use_i18n();
    let params = use_params_map();
    let base = use_area_path(area(kind));
    let biz_id = move || params.with(|p| p.get("record").unwrap_or_default());
    let answer = Fetched::new(move || {
        let id = biz_id();
        async move { record(kind, &id).await }
    });
    let (back, title) = match kind {
        ReferralKind::Codes => (ReferralsKey::BackToCodes, ReferralsKey::CodeTitle),
        ReferralKind::Referrals => (ReferralsKey::BackToReferrals, ReferralsKey::ReferralTitle),
    };
    let content = answer.show(move |mut map| {
        // A referral's reward is in minor units of its currency: "12.00 USD", not 1200.
        show_amounts(&mut map, &[("rewardAmount", "currencyCode")]);
        view! { <section class="card"><RecordView record=map/></section> }.into_any()
    });
    view! {
        <div class="page">
            <PageHeader
                back=(base, back)
                title=Signal::derive(move || i18n.tf(title, &[("id", &biz_id())]))
            />
            {content}
        </div>
    }
}

/// One referral code.
#[component]
pub fn ReferralCodePage() -> impl IntoView {
    view! { <RecordPage kind=ReferralKind::Codes/> }
}

/// One referral.
#[component]
pub fn ReferralPage() -> impl IntoView {
    view! { <RecordPage kind=ReferralKind::Referrals/> }
}
