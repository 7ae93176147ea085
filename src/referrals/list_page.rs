//! `/w/:workspace/referrals` and `/w/:workspace/referral-codes`: a list, page by page, with a
//! link to the other.

use crate::components::A;
use leptos::prelude::*;
use portal_api::referrals::ReferralRecord;
use portal_api::{EnumValue, PageRequest};

use crate::api::referrals::{list, ReferralKind};
use crate::components::{EnumBadge, LocalTime, PageHeader};
use crate::i18n::{use_i18n, FieldKey, ReferralsKey};
use crate::lists::{Column, ListText, PagedList};
use crate::workspace::{record_path, use_area_path};

/// The area name of `kind` in workspace paths.
pub(super) fn area(kind: ReferralKind) -> &'static str {
    match kind {
        ReferralKind::Codes => "referral-codes",
        ReferralKind::Referrals => "referrals",
    }
}

fn columns(
    kind: ReferralKind,
    base: impl Fn() -> String + Send + Sync + 'static,
) -> Vec<Column<ReferralRecord>> {
    let (id_key, person) = match kind {
        ReferralKind::Codes => (
            ReferralsKey::CodeRecord,
            ("ownerEmail", FieldKey::OwnerEmail),
        ),
        ReferralKind::Referrals => (
            ReferralsKey::Referral,
            ("referredEmail", FieldKey::ReferredEmail),
        ),
    };
    vec![
        Column::new(id_key, move |r: &ReferralRecord| {
            let (href, id) = (record_path(&base(), &r.biz_id), r.biz_id.clone());
            view! { <A href attr:class="table__link">{id}</A> }.into_any()
        }),
        Column::new(ReferralsKey::Code, |r: &ReferralRecord| {
            r.code.clone().unwrap_or_default().into_any()
        }),
        // Who shared the code, or who joined with it: how a person finds a referral.
        Column::new(person.1, move |r: &ReferralRecord| {
            r.other
                .get(person.0)
                .and_then(|v| v.as_str())
                .unwrap_or_default()
                .to_owned()
                .into_any()
        }),
        Column::new(FieldKey::Status, |r: &ReferralRecord| {
            r.other
                .get("status")
                .and_then(|v| serde_json::from_value::<EnumValue>(v.clone()).ok())
                .map(|value| view! { <EnumBadge value/> })
                .into_any()
        }),
        Column::new(ReferralsKey::Created, |r: &ReferralRecord| {
            r.created_at
                .clone()
                .map(|iso| view! { <LocalTime iso/> })
                .into_any()
        }),
    ]
}

/// One kind's list under its title, with a link to the other kind.
#[component]
fn ReferralList(
    /// Which list.
    kind: ReferralKind,
) -> impl IntoView {
    let i18n = use_i18n();
    let base = use_area_path(area(kind));
    let (title, intro, other, other_key) = match kind {
        ReferralKind::Codes => (
            ReferralsKey::CodesTitle,
            ReferralsKey::CodesIntro,
            ReferralKind::Referrals,
            ReferralsKey::ReferralsTitle,
        ),
        ReferralKind::Referrals => (
            ReferralsKey::ReferralsTitle,
            ReferralsKey::ReferralsIntro,
            ReferralKind::Codes,
            ReferralsKey::CodesTitle,
        ),
    };
    let other_path = use_area_path(area(other));
    let text = ListText {
        caption: title.into(),
        count: match kind {
            ReferralKind::Codes => ReferralsKey::CodesCount,
            ReferralKind::Referrals => ReferralsKey::ReferralsCount,
        }
        .into(),
        empty_title: ReferralsKey::EmptyTitle.into(),
        empty_body: ReferralsKey::EmptyBody.into(),
    };
    let load = move |request: PageRequest| list(kind, request);
    view! {
        <div class="page page--wide">
            <PageHeader title intro>
                <p><A href=other_path>{move || i18n.t(other_key)}</A></p>
            </PageHeader>
            <PagedList text columns=columns(kind, base) load/>
        </div>
    }
}

/// The referral codes.
#[component]
pub fn ReferralCodesPage() -> impl IntoView {
    view! { <ReferralList kind=ReferralKind::Codes/> }
}

/// The referrals.
#[component]
pub fn ReferralsPage() -> impl IntoView {
    view! { <ReferralList kind=ReferralKind::Referrals/> }
}
