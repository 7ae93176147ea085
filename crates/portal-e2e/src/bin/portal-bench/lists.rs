//! Lists read whole: reading 10,000 rows page by page from the sandbox, and a search keystroke
//! over them.

use anyhow::{Context, Result};
use portal_e2e::{Browser, Sandbox};
use portal_sandbox::demo::{INSTITUTION_ACME, INSTITUTION_PORTAL_OPS, TRANSFERS_PER_WORKSPACE};

/// At most this per search keystroke over 10,000 rows; the benchmark fails above it.
pub const BUDGET_SEARCH_MS: f64 = 50.0;
/// Orders added to Acme: its list then holds more than the 10,000 rows read.
const ADDED: usize = 10_100;
/// Typed one character at a time, then erased the same way.
const SEARCH_TEXT: &str = "acme_payroll";
/// Rows read of the list.
pub const ROWS: f64 = 10_000.0;

/// Adds the orders to Acme, once for every figure of this module.
pub async fn seed(sandbox: &Sandbox) -> Result<()> {
    sandbox.transfers_add(INSTITUTION_ACME, ADDED).await?;
    Ok(())
}

async fn open_list(browser: &Browser) -> Result<()> {
    browser
        .open(&format!(
            "/w/{INSTITUTION_PORTAL_OPS}/transfers?workspace={INSTITUTION_ACME}"
        ))
        .await?;
    let total = TRANSFERS_PER_WORKSPACE + ADDED;
    browser
        .see(&format!(
            "cover the first 10,000 of 10,{:03} rows.",
            total - 10_000
        ))
        .await?;
    Ok(())
}

/// Milliseconds from the first page asked for to the 10,000th row in, over `loads` page loads.
pub async fn reads(browser: &Browser, loads: usize) -> Result<Vec<f64>> {
    let mut samples = Vec::new();
    for _ in 0..loads {
        open_list(browser).await?;
        let read = browser.performance_entries("list-read", 1).await?;
        samples.push(*read.last().context("no read measure")?);
    }
    Ok(samples)
}

/// Types into the list's search one key at a time and erases it again; each sample is one
/// keystroke's rows found among the 10,000 and drawn.
pub async fn search_keystrokes(browser: &Browser) -> Result<Vec<f64>> {
    open_list(browser).await?;
    let field = browser.field("Search").await?;
    let mut count = 0;
    let keys: Vec<String> = SEARCH_TEXT
        .chars()
        .map(String::from)
        .chain(SEARCH_TEXT.chars().map(|_| "\u{E003}".to_owned()))
        .collect();
    for key in keys {
        field.send_keys(key).await?;
        count = browser
            .performance_entries("list-search", count + 1)
            .await?
            .len();
    }
    browser.performance_entries("list-search", count).await
}
