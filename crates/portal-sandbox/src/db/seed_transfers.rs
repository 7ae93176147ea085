//! The demo transfer orders: between each workspace's own wallets, over the last 60 days.

use portal_api::transfers::TransferStatus;
use rusqlite::Connection;

use super::seed_numbers::Numbers;
use super::seed_tariffs::WALLETS;
use super::transfers::{self, TransferRow};
use crate::demo;

const MINUTE_MS: i64 = 60 * 1000;
const DAY_MS: i64 = 24 * 60 * MINUTE_MS;
/// Days back from seeding that the orders were created over.
const DAYS: i64 = 60;
/// Orders younger than this may still be pending or processing.
const RECENT_MS: i64 = 3 * DAY_MS;

const REMARKS: [&str; 6] = [
    "Payroll run",
    "Settlement sweep",
    "Card float top-up",
    "Fee collection",
    "Treasury rebalancing",
    "Refund reserve",
];
const FAILURES: [&str; 3] = [
    "Insufficient balance",
    "Wallet frozen by compliance",
    "Daily transfer limit exceeded",
];

/// Writes [`demo::TRANSFERS_PER_WORKSPACE`] orders for each of [`demo::WALLET_INSTITUTIONS`],
/// numbered oldest first, the workspaces taking turns.
pub fn seed(conn: &Connection, now: i64) -> rusqlite::Result<()> {
    let mut numbers = Numbers::new(0x7EA5_F3E5);
    let workspaces = demo::WALLET_INSTITUTIONS;
    let count = demo::TRANSFERS_PER_WORKSPACE * workspaces.len();
    let start = now - DAY_MS * DAYS;
    let step = DAY_MS * DAYS / count as i64;
    let rows = (1..=count).map(move |n| {
        let created_at = start + step * (n as i64 - 1) + numbers.below(step as u64) as i64;
        let workspace = workspaces[(n - 1) % workspaces.len()];
        order(&mut numbers, n, workspace, created_at, now)
    });
    transfers::insert_all(conn, rows)
}

fn order(
    numbers: &mut Numbers,
    n: usize,
    workspace: &str,
    created_at: i64,
    now: i64,
) -> TransferRow {
    let wallets: Vec<_> = WALLETS.iter().filter(|w| w.1 == workspace).collect();
    let from = numbers.below(wallets.len() as u64) as usize;
    // Another wallet of the workspace: 1 to len - 1 places after `from`, wrapping around.
    let to = (from + 1 + numbers.below(wallets.len() as u64 - 1) as usize) % wallets.len();
    let (from, to) = (wallets[from], wallets[to]);
    let currency = from.4;
    let status = if now - created_at < RECENT_MS {
        [
            TransferStatus::Pending,
            TransferStatus::Processing,
            TransferStatus::Completed,
        ][numbers.below(3) as usize]
    } else if numbers.below(100) < 85 {
        TransferStatus::Completed
    } else {
        TransferStatus::Failed
    };
    let settled_at = (created_at + MINUTE_MS * (1 + numbers.below(30) as i64)).min(now);
    let high = if currency.exponent() == 3 {
        500_000
    } else {
        2_000_000
    };
    TransferRow {
        biz_id: demo::transfer_biz_id(n),
        institution_biz_id: workspace.to_owned(),
        from_wallet_biz_id: from.0.to_owned(),
        to_wallet_biz_id: to.0.to_owned(),
        currency_code: currency.code.to_owned(),
        currency_value: currency.value,
        amount: 1_000 + numbers.below(high) as i64,
        status,
        remark: numbers.pick(&REMARKS).to_owned(),
        failure_reason: (status == TransferStatus::Failed)
            .then(|| numbers.pick(&FAILURES).to_owned()),
        completed_at: (status == TransferStatus::Completed).then_some(settled_at),
        created_at,
        updated_at: match status {
            TransferStatus::Completed | TransferStatus::Failed => settled_at,
            TransferStatus::Pending | TransferStatus::Processing => created_at,
        },
    }
}

/// Adds `count` orders to `workspace` (one of [`demo::WALLET_INSTITUTIONS`]), created over the
/// last 60 days and numbered after those stored: long lists for the benchmark and the tests of
/// lists read whole. Answers how many orders are stored now.
pub fn add(conn: &Connection, workspace: &str, count: usize, now: i64) -> rusqlite::Result<i64> {
    let stored = super::sql::row_count(conn, "transfer_orders")?;
    let mut numbers = Numbers::new(0x5EED_0000 ^ stored as u64);
    let start = now - DAY_MS * DAYS;
    let step = (DAY_MS * DAYS / count.max(1) as i64).max(1);
    let first = usize::try_from(stored).unwrap_or(0) + 1;
    let rows = (0..count).map(move |at| {
        let created_at = start + step * at as i64 + numbers.below(step as u64) as i64;
        order(&mut numbers, first + at, workspace, created_at, now)
    });
    transfers::insert_all(conn, rows)?;
    Ok(stored + count as i64)
}
