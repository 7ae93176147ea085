//! Permission tree timings: drawing the tree of a role, and applying the filter per keystroke.

use anyhow::{Context, Result};
use portal_e2e::Browser;
use portal_sandbox::demo::INSTITUTION_PORTAL_OPS;

/// Target median per filter keystroke.
pub const TARGET_FILTER_MS: f64 = 50.0;
const TREE_LOADS: usize = 10;
/// Typed one character at a time, then erased the same way.
const FILTER_TEXT: &str = "recharge channels";

/// Opens a custom role's page `TREE_LOADS` times (a full page load each); each sample pair is
/// (request of the tree to drawn, drawing alone once the answer arrived).
pub async fn tree_draws(browser: &Browser) -> Result<(Vec<f64>, Vec<f64>)> {
    browser
        .open(&format!("/w/{INSTITUTION_PORTAL_OPS}/roles"))
        .await?;
    browser.table_rows("Roles").await?;
    browser.click("Auditor").await?;
    browser.field("Roles · Write").await?;
    let path = browser.path().await?;
    let (mut whole, mut render) = (Vec::new(), Vec::new());
    for _ in 0..TREE_LOADS {
        browser.open(&path).await?;
        let tree = browser.performance_entries("perm-tree", 1).await?;
        let drawing = browser.performance_entries("perm-tree-render", 1).await?;
        browser.field("Roles · Write").await?;
        whole.push(*tree.last().context("tree")?);
        render.push(*drawing.last().context("render")?);
    }
    Ok((whole, render))
}

/// Types into the filter one key at a time and erases it again; each sample is one
/// keystroke's filter applied and drawn.
pub async fn filter_keystrokes(browser: &Browser) -> Result<Vec<f64>> {
    let field = browser.field("Filter permissions").await?;
    let mut count = browser.performance_entries("perm-filter", 1).await?.len();
    let keys: Vec<String> = FILTER_TEXT
        .chars()
        .map(String::from)
        .chain(FILTER_TEXT.chars().map(|_| "\u{E003}".to_owned()))
        .collect();
    for key in keys {
        field.send_keys(key).await?;
        count = browser
            .performance_entries("perm-filter", count + 1)
            .await?
            .len();
    }
    let samples = browser.performance_entries("perm-filter", count).await?;
    // The first measure is the tree's first draw, not a keystroke.
    Ok(samples.into_iter().skip(1).collect())
}
