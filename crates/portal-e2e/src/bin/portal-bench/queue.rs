//! Recharge queue timings: a page change, and a batch decision of 1,000 selected recharges.

use anyhow::{ensure, Context, Result};
use portal_e2e::{flows, Browser, Sandbox};
use portal_sandbox::demo::{ADMIN_EMAIL, ADMIN_PASSWORD, INSTITUTION_PORTAL_OPS};

/// Target median for a page change.
pub const TARGET_PAGE_MS: f64 = 100.0;
/// Target for the batch of 1,000.
pub const TARGET_BATCH_MS: f64 = 3000.0;
const PAGE_CHANGES: usize = 10;
const BATCH_PAGES: usize = 10;

/// Signs in as the service administrator, who sees every recharge: enough pending ones for
/// the batch. (One sign-in: an authenticator code is accepted once.)
pub async fn signed_in(sandbox: &Sandbox) -> Result<Browser> {
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    Ok(browser)
}

async fn open_queue(browser: &Browser, query: &str) -> Result<()> {
    browser
        .open(&format!("/w/{INSTITUTION_PORTAL_OPS}/recharges{query}"))
        .await?;
    browser.table_rows("Recharges").await?;
    Ok(())
}

/// Clicks Next page repeatedly; each sample is the page's measure from the click to the new
/// rows drawn.
pub async fn page_changes(browser: &Browser) -> Result<Vec<f64>> {
    open_queue(browser, "").await?;
    let mut samples = Vec::new();
    for n in 2..PAGE_CHANGES + 2 {
        browser.click("Next page").await?;
        samples = browser.performance_entries("queue-page", n - 1).await?;
        browser.see(&format!("Page {n} of")).await?;
        browser.table_rows("Recharges").await?;
    }
    ensure!(samples.len() == PAGE_CHANGES, "measures: {samples:?}");
    Ok(samples)
}

/// Selects ten pages of 100 pending recharges, confirms them in one batch, and reads the
/// page's measure from sending to the report drawn.
pub async fn batch_of_1000(browser: &Browser) -> Result<f64> {
    open_queue(browser, "?status=PENDING&size=100").await?;
    for n in 1..=BATCH_PAGES {
        browser.see(&format!("Page {n} of")).await?;
        browser.table_rows("Recharges").await?;
        browser
            .field("Select all pending on this page")
            .await?
            .click()
            .await?;
        browser
            .see(&format!(
                "{} selected",
                portal_e2e::english::count((n * 100) as u64)
            ))
            .await?;
        if n < BATCH_PAGES {
            browser.click("Next page").await?;
        }
    }
    browser.click("Confirm selected").await?;
    browser.fill("Operator remark", "Benchmark batch").await?;
    // Above the default threshold of 50 the number is typed; the measure starts once the
    // hold with Undo is over and the batch is sent.
    browser
        .fill("Number of recharges to confirm", "1000")
        .await?;
    browser.click_in_dialog("Confirm 1,000 recharges").await?;
    let samples = browser.performance_entries("batch", 1).await?;
    browser.heading("Batch result").await?;
    browser.see("Confirmed 1,000 of 1,000.").await?;
    samples.first().copied().context("no batch measure")
}
