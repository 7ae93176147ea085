//! Referral codes and the referrals made with them: one record, pages, and the seed's inserts.

use rusqlite::{named_params, Connection, Row};

use super::page::{page, Listing};
use super::scope::{Conditions, Scope};
use super::table;

/// A table of referral records: codes or referrals.
pub trait ReferralTable: Sized {
    /// The table.
    const TABLE: &'static str;
    /// The columns [`ReferralTable::from_row`] reads.
    const COLUMNS: &'static str;
    /// One row, read by column name.
    fn from_row(r: &Row<'_>) -> rusqlite::Result<Self>;
}

/// One referral code.
#[derive(Debug, Clone)]
pub struct ReferralCodeRow {
    /// Business id.
    pub biz_id: String,
    /// The institution (workspace) it belongs to.
    pub institution_biz_id: String,
    /// The code people share.
    pub code: String,
    /// Whose code it is (an e-mail address).
    pub owner_email: String,
    /// `ACTIVE` or `EXPIRED`.
    pub status: String,
    /// How many referrals it may make.
    pub max_uses: i64,
    /// Created, epoch ms.
    pub created_at: i64,
}

impl ReferralTable for ReferralCodeRow {
    const TABLE: &'static str = "referral_codes";
    const COLUMNS: &'static str =
        "biz_id, institution_biz_id, code, owner_email, status, max_uses, created_at";

    fn from_row(r: &Row<'_>) -> rusqlite::Result<Self> {
        Ok(Self {
            biz_id: r.get("biz_id")?,
            institution_biz_id: r.get("institution_biz_id")?,
            code: r.get("code")?,
            owner_email: r.get("owner_email")?,
            status: r.get("status")?,
            max_uses: r.get("max_uses")?,
            created_at: r.get("created_at")?,
        })
    }
}

/// One referral made with a code.
#[derive(Debug, Clone)]
pub struct ReferralRow {
    /// Business id.
    pub biz_id: String,
    /// The institution (workspace) it belongs to.
    pub institution_biz_id: String,
    /// The code's business id.
    pub referral_code_biz_id: String,
    /// The code used.
    pub code: String,
    /// Who was referred (an e-mail address).
    pub referred_email: String,
    /// `REWARDED`, `PENDING` or `REJECTED`.
    pub status: String,
    /// The reward, minor units of `currency_code`.
    pub reward_amount: i64,
    /// ISO 4217 code of the reward.
    pub currency_code: String,
    /// Created, epoch ms.
    pub created_at: i64,
}

impl ReferralTable for ReferralRow {
    const TABLE: &'static str = "referrals";
    const COLUMNS: &'static str = "biz_id, institution_biz_id, referral_code_biz_id, code, \
        referred_email, status, reward_amount, currency_code, created_at";

    fn from_row(r: &Row<'_>) -> rusqlite::Result<Self> {
        Ok(Self {
            biz_id: r.get("biz_id")?,
            institution_biz_id: r.get("institution_biz_id")?,
            referral_code_biz_id: r.get("referral_code_biz_id")?,
            code: r.get("code")?,
            referred_email: r.get("referred_email")?,
            status: r.get("status")?,
            reward_amount: r.get("reward_amount")?,
            currency_code: r.get("currency_code")?,
            created_at: r.get("created_at")?,
        })
    }
}

/// The row with this id, if `scope` shows it.
pub fn by_biz_id<T: ReferralTable>(
    conn: &Connection,
    scope: &Scope,
    biz_id: &str,
) -> rusqlite::Result<Option<T>> {
    let conditions = Conditions::visible_one(scope, "institution_biz_id", "biz_id", biz_id);
    table::first(conn, T::TABLE, T::COLUMNS, &conditions, T::from_row)
}

/// One page of the rows `scope` shows, newest first, and their count.
pub fn list<T: ReferralTable>(
    conn: &Connection,
    scope: &Scope,
    offset: u64,
    limit: u64,
) -> rusqlite::Result<(Vec<T>, u64)> {
    let conditions = Conditions::visible_to(scope, "institution_biz_id");
    let listing = Listing {
        from: T::TABLE,
        columns: T::COLUMNS,
        conditions: &conditions,
        order: "created_at DESC, seq DESC",
    };
    page(conn, listing, offset, limit, T::from_row)
}

/// Inserts a referral code.
pub fn insert_code(conn: &Connection, c: &ReferralCodeRow) -> rusqlite::Result<()> {
    table::insert(
        conn,
        ReferralCodeRow::TABLE,
        named_params! {
            ":biz_id": c.biz_id,
            ":institution_biz_id": c.institution_biz_id,
            ":code": c.code,
            ":owner_email": c.owner_email,
            ":status": c.status,
            ":max_uses": c.max_uses,
            ":created_at": c.created_at,
        },
    )
}

/// Inserts a referral.
pub fn insert_referral(conn: &Connection, r: &ReferralRow) -> rusqlite::Result<()> {
    table::insert(
        conn,
        ReferralRow::TABLE,
        named_params! {
            ":biz_id": r.biz_id,
            ":institution_biz_id": r.institution_biz_id,
            ":referral_code_biz_id": r.referral_code_biz_id,
            ":code": r.code,
            ":referred_email": r.referred_email,
            ":status": r.status,
            ":reward_amount": r.reward_amount,
            ":currency_code": r.currency_code,
            ":created_at": r.created_at,
        },
    )
}
