//! Saved filter sets: saving a list's filters under a name (refused names say why), going
//! back to them after a reset and a reload, and deleting them.

use anyhow::{ensure, Result};
use portal_e2e::flows;
use portal_e2e::{Browser, Sandbox};
use portal_sandbox::demo::*;

const TABLE: &str = "Recharges";
const STATUS: usize = 4;
const NAME: &str = "Name for the current filters";

fn all_rejected(rows: &[Vec<String>]) -> bool {
    !rows.is_empty() && rows.iter().all(|r| r[STATUS] == "Rejected")
}

/// The stored sets of the recharge queue in this browser, as stored.
async fn stored(browser: &Browser) -> Result<serde_json::Value> {
    let key = format!("portal.saved-filters.recharges.{INSTITUTION_ACME}");
    browser
        .eval(&format!("return localStorage.getItem({key:?});"))
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn saves_applies_and_deletes_a_filter_set() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::open_recharge_queue(&browser).await?;
    flows::unfold_queue_filters(&browser).await?;
    browser.see("No saved filters yet").await?;

    // Nothing set yet: nothing to save.
    browser.fill(NAME, "Everything").await?;
    browser.click("Save filters").await?;
    browser
        .see("Nothing to save: set a filter or a sort first.")
        .await?;

    browser.select("Status", "Rejected").await?;
    browser.click("Apply filters").await?;
    browser.wait_for_rows(TABLE, all_rejected).await?;

    // A name is required and at most 40 characters; what was typed stays.
    browser.fill(NAME, "   ").await?;
    browser.click("Save filters").await?;
    browser.see("Enter a name for these filters.").await?;
    browser.fill(NAME, &"R".repeat(41)).await?;
    browser.click("Save filters").await?;
    browser.see("Use at most 40.").await?;
    ensure!(browser.field(NAME).await?.value().await? == Some("R".repeat(41)));

    browser.fill(NAME, "Rejected ones").await?;
    browser.click("Save filters").await?;
    browser.see("Filters saved as “Rejected ones”.").await?;
    browser.button("Rejected ones").await?;
    let text = stored(&browser).await?;
    ensure!(
        text.as_str() == Some(r#"[{"name":"Rejected ones","query":"status=REJECTED"}]"#),
        "stored as {text:?}"
    );

    // The same name (in any case) is refused, not overwritten.
    browser.fill(NAME, "rejected ONES").await?;
    browser.click("Save filters").await?;
    browser
        .see("Saved filters named “rejected ONES” already exist.")
        .await?;

    // Reset, reload: the set is still there and brings the filters back.
    browser.click("Clear filters").await?;
    browser
        .wait_for_rows(TABLE, |rows| rows[0][STATUS] == "Pending")
        .await?;
    browser.reload().await?;
    browser.heading("Recharges").await?;
    // With no filter in use the filters, and their saved sets, start folded.
    flows::unfold_queue_filters(&browser).await?;
    browser.click("Rejected ones").await?;
    browser.wait_for_rows(TABLE, all_rejected).await?;
    ensure!(browser.path().await?.ends_with("?status=REJECTED"));
    let status = browser.field("Status").await?.value().await?;
    ensure!(
        status.as_deref() == Some("REJECTED"),
        "filter shown: {status:?}"
    );

    // Deleting asks first; Cancel keeps it.
    browser
        .click("Delete saved filters “Rejected ones”")
        .await?;
    browser.heading("Delete saved filters").await?;
    browser.click_in_dialog("Cancel").await?;
    browser.button("Rejected ones").await?;
    browser
        .click("Delete saved filters “Rejected ones”")
        .await?;
    browser.click_in_dialog("Delete").await?;
    browser
        .see("Saved filters “Rejected ones” deleted.")
        .await?;
    browser.see("No saved filters yet").await?;
    ensure!(stored(&browser).await? == serde_json::Value::Null);
    // The list itself keeps its filters.
    browser.wait_for_rows(TABLE, all_rejected).await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn saved_sets_are_kept_per_list() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Wallet currencies").await?;
    browser.heading("Wallet currencies").await?;
    browser
        .select("Filter by currency", "USD — US Dollar")
        .await?;
    browser
        .wait_for_rows("Wallet currencies", |r| r.len() == 4)
        .await?;
    browser.fill(NAME, "Dollars").await?;
    browser.click("Save filters").await?;
    browser.see("Filters saved as “Dollars”.").await?;

    // Another list has its own (none).
    browser.click("Transfers").await?;
    browser.heading("Transfers").await?;
    browser.see("No saved filters yet").await?;
    let links = browser
        .eval("return [...document.querySelectorAll('.saved-filters a')].length;")
        .await?;
    ensure!(links == serde_json::json!(0), "no sets here: {links}");

    browser.click("Wallet currencies").await?;
    browser.heading("Wallet currencies").await?;
    browser
        .wait_for_rows("Wallet currencies", |r| r.len() == 20)
        .await?;
    browser.click("Dollars").await?;
    browser
        .wait_for_rows("Wallet currencies", |r| r.len() == 4)
        .await?;
    ensure!(browser.path().await?.ends_with("?currency=840"));
    browser.quit().await
}
