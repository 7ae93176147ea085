//! Referral codes and referrals: pages (PG-C) and one record.

use portal_api::pagination::PageShape;
use portal_api::referrals::{ReferralQuery, ReferralRecord};
use portal_api::{paths, Page, PageRequest};
use serde_json::{Map, Value};

use crate::api::{core, ApiError, Cause};

/// Referral codes or referrals.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReferralKind {
    /// Referral codes.
    Codes,
    /// Referrals.
    Referrals,
}

/// One page of `kind`, newest first.
pub async fn list(kind: ReferralKind, page: PageRequest) -> Result<Page<ReferralRecord>, ApiError> {
    let path = match kind {
        ReferralKind::Codes => paths::REFERRAL_CODES_QUERY,
        ReferralKind::Referrals => paths::REFERRALS_QUERY,
    };
    let body = ReferralQuery {
        page: Some(page.page),
        size: Some(page.size),
    };
    let data: Value = core::query(path, &body).await?;
    PageShape::C
        .decode(data)
        .map_err(|e| ApiError::Malformed(Cause::new(e)))
}

/// One record of `kind` with every field the server sends.
pub async fn record(kind: ReferralKind, biz_id: &str) -> Result<Map<String, Value>, ApiError> {
    let template = match kind {
        ReferralKind::Codes => paths::REFERRAL_CODE,
        ReferralKind::Referrals => paths::REFERRAL,
    };
    core::get(&paths::fill(template, &[biz_id])).await
}
