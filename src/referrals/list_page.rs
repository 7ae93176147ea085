//! `/w/:workspace/referrals` and `/w/:workspace/referral-codes`: a list, searched, filtered and
//! sorted, with a link to the other.

use crate::components::A;
use leptos::prelude::*;
use portal_api::referrals::ReferralRecord;
use portal_api::{EnumValue, PageRequest};

use crate::api::referrals::{list, ReferralKind};
use crate::components::{enum_text, EnumBadge, LocalTime, PageHeader};
use crate::i18n::{use_i18n, FieldKey, ReferralsKey};
use crate::lists::{CellValue, Column, Finding, ListFilter, ListText, WholeList};
use crate::records::RecordLink;
use crate::registry::RecordKind;
use crate::registry::{record_path, use_area_path, Area};

/// The area of the registry that lists `kind`.
pub(super) fn area(kind: ReferralKind) -> Area {
    match kind {
        ReferralKind::Codes => Area::ReferralCodes,
        ReferralKind::Referrals => Area::Referrals,
    }
}

fn status(r: &ReferralRecord) -> Option<EnumValue> {
    r.other
        .get("status")
        .and_then(|v| serde_json::from_value::<EnumValue>(v.clone()).ok())
}

/// Status and creation day filters.
fn finding(kind: ReferralKind) -> Finding<ReferralRecord> {
    Finding::new(area(kind).segment())
        .filter(ListFilter::status(status))
        .dated(|r: &ReferralRecord| r.created_at.clone())
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
    let i18n = use_i18n();
    let email = move |r: &ReferralRecord| {
        r.other
            .get(person.0)
            .and_then(|v| v.as_str())
            .unwrap_or_default()
            .to_owned()
    };
    vec![
        Column::new(id_key, move |r: &ReferralRecord| {
            let (href, id) = (record_path(&base(), &r.biz_id), r.biz_id.clone());
            view! { <A href attr:class="table__link">{id}</A> }.into_any()
        })
        .found_by("id", |r: &ReferralRecord| CellValue::text(&r.biz_id)),
        // A referral's code opens the code's record when the referral names it.
        Column::new(ReferralsKey::Code, |r: &ReferralRecord| {
            let text = r.code.clone().unwrap_or_default();
            match r.other.get("referralCodeBizId").and_then(|v| v.as_str()) {
                Some(id) if !id.is_empty() => {
                    let id = id.to_owned();
                    view! { <RecordLink kind=RecordKind::ReferralCode id text/> }.into_any()
                }
                _ => text.into_any(),
            }
        })
        .found_by("code", |r: &ReferralRecord| {
            CellValue::text(r.code.clone().unwrap_or_default())
        }),
        // Who shared the code, or who joined with it: how a person finds a referral.
        Column::new(person.1, move |r: &ReferralRecord| email(r).into_any())
            .found_by("email", move |r: &ReferralRecord| CellValue::text(email(r))),
        Column::new(FieldKey::Status, |r: &ReferralRecord| {
            status(r)
                .map(|value| view! { <EnumBadge value/> })
                .into_any()
        })
        .found_by("status", move |r: &ReferralRecord| {
            CellValue::text(status(r).map(|s| enum_text(&s, i18n)).unwrap_or_default())
        }),
        Column::new(ReferralsKey::Created, |r: &ReferralRecord| {
            r.created_at
                .clone()
                .map(|iso| view! { <LocalTime iso/> })
                .into_any()
        })
        .found_by("createdAt", |r: &ReferralRecord| {
            CellValue::time(r.created_at.as_deref())
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
            <WholeList text columns=columns(kind, base) finding=finding(kind) load/>
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
