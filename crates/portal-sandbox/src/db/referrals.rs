//! Referral codes and the referrals made with them: one record, pages, and the seed's inserts.

use rusqlite::types::Value;
use rusqlite::{Connection, Row, ToSql};

use super::page::{page, Listing};
use super::scope::{Conditions, Scope};

/// Which table: referral codes or referrals.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// `referral_codes`.
    Codes,
    /// `referrals`.
    Referrals,
}

/// One row of either table, column by column (names as in the schema).
#[derive(Debug, Clone)]
pub struct ReferralRow {
    /// `(column, value)` in table order, `seq` left out.
    pub columns: Vec<(String, Value)>,
}

fn table(kind: Kind) -> &'static str {
    match kind {
        Kind::Codes => "referral_codes",
        Kind::Referrals => "referrals",
    }
}

fn columns(kind: Kind) -> &'static str {
    match kind {
        Kind::Codes => {
            "biz_id, institution_biz_id, code, owner_email, status, max_uses, created_at"
        }
        Kind::Referrals => {
            "biz_id, institution_biz_id, referral_code_biz_id, code, referred_email, status, \
             reward_amount, currency_code, created_at"
        }
    }
}

fn reader(kind: Kind) -> impl FnMut(&Row<'_>) -> rusqlite::Result<ReferralRow> {
    let names: Vec<&'static str> = columns(kind).split(", ").map(str::trim).collect();
    move |r: &Row<'_>| {
        let mut columns = Vec::with_capacity(names.len());
        for name in &names {
            columns.push(((*name).to_owned(), r.get::<_, Value>(*name)?));
        }
        Ok(ReferralRow { columns })
    }
}

/// The row with this id, if `scope` shows it.
pub fn by_biz_id(
    conn: &Connection,
    kind: Kind,
    scope: &Scope,
    biz_id: &str,
) -> rusqlite::Result<Option<ReferralRow>> {
    let conditions = Conditions::visible_one(scope, "institution_biz_id", "biz_id", biz_id);
    super::table::first(conn, table(kind), columns(kind), &conditions, reader(kind))
}

/// One page of the rows `scope` shows, newest first, and their count.
pub fn list(
    conn: &Connection,
    kind: Kind,
    scope: &Scope,
    offset: u64,
    limit: u64,
) -> rusqlite::Result<(Vec<ReferralRow>, u64)> {
    let conditions = Conditions::visible_to(scope, "institution_biz_id");
    let listing = Listing {
        from: table(kind),
        columns: columns(kind),
        conditions: &conditions,
        order: "created_at DESC, seq DESC",
    };
    page(conn, listing, offset, limit, reader(kind))
}

/// Inserts one row: `values` in the order of the kind's columns.
pub fn insert(conn: &Connection, kind: Kind, values: Vec<Value>) -> rusqlite::Result<()> {
    let names: Vec<String> = columns(kind)
        .split(',')
        .map(|c| format!(":{}", c.trim()))
        .collect();
    let named: Vec<(&str, &dyn ToSql)> = names
        .iter()
        .map(String::as_str)
        .zip(values.iter().map(|v| v as &dyn ToSql))
        .collect();
    super::table::insert(conn, table(kind), &named)
}
