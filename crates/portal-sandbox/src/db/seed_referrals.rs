//! The demo referral codes and referrals: for Acme and Globex, over the last 90 days.

use rusqlite::Connection;

use super::referrals::{self, ReferralCodeRow, ReferralRow};
use super::seed_numbers::Numbers;
use crate::demo;

const DAY_MS: i64 = 24 * 60 * 60 * 1000;
const OWNERS: [&str; 5] = ["ana", "bo", "chen", "dewi", "emeka"];
const CODE_STATUSES: [&str; 3] = ["ACTIVE", "ACTIVE", "EXPIRED"];
const REFERRAL_STATUSES: [&str; 3] = ["REWARDED", "PENDING", "REJECTED"];

/// Writes [`demo::REFERRAL_CODES_PER_WORKSPACE`] codes and [`demo::REFERRALS_PER_WORKSPACE`]
/// referrals for each of [`demo::REFERRAL_INSTITUTIONS`]; code `n` of a workspace is
/// `{prefix}-{n:03}`, and referral `m` used code `m % codes + 1`.
pub fn seed(conn: &Connection, now: i64) -> rusqlite::Result<()> {
    let mut numbers = Numbers::new(0x5EED_2EF5);
    for (w, institution) in demo::REFERRAL_INSTITUTIONS.iter().enumerate() {
        let prefix = if w == 0 { "ACME" } else { "GLOBEX" };
        let codes = demo::REFERRAL_CODES_PER_WORKSPACE;
        for n in 1..=codes {
            let owner = OWNERS[n % OWNERS.len()];
            referrals::insert_code(
                conn,
                &ReferralCodeRow {
                    biz_id: demo::referral_code_biz_id(w, n),
                    institution_biz_id: (*institution).to_owned(),
                    code: format!("{prefix}-{n:03}"),
                    owner_email: format!("{owner}.{n}@example.com"),
                    status: CODE_STATUSES[n % CODE_STATUSES.len()].to_owned(),
                    max_uses: 10 * (1 + (n as i64 % 5)),
                    created_at: now - DAY_MS * 90 + DAY_MS * n as i64,
                },
            )?;
        }
        for m in 1..=demo::REFERRALS_PER_WORKSPACE {
            let code = m % codes + 1;
            let status = REFERRAL_STATUSES[numbers.weighted([6, 3, 1])];
            let reward = if status == "REWARDED" {
                500 + 100 * numbers.below(20) as i64
            } else {
                0
            };
            referrals::insert_referral(
                conn,
                &ReferralRow {
                    biz_id: demo::referral_biz_id(w, m),
                    institution_biz_id: (*institution).to_owned(),
                    referral_code_biz_id: demo::referral_code_biz_id(w, code),
                    code: format!("{prefix}-{code:03}"),
                    referred_email: format!("friend{m}.{}@example.net", prefix.to_lowercase()),
                    status: status.to_owned(),
                    reward_amount: reward,
                    currency_code: "USD".to_owned(),
                    created_at: now - DAY_MS * 60 + DAY_MS * m as i64 / 2,
                },
            )?;
        }
    }
    Ok(())
}
