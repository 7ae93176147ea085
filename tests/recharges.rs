//! The recharge queue: default order, a decision with its remark, filters in the URL, paging.

use anyhow::{ensure, Result};
use portal_e2e::flows;
use portal_e2e::{Browser, Sandbox};
use portal_sandbox::demo::*;

const TABLE: &str = "Recharges";
const STATUS: usize = 3;

async fn open_queue(browser: &Browser) -> Result<Vec<Vec<String>>> {
    flows::sign_in_with_totp(browser, OPS_EMAIL, OPS_PASSWORD).await?;
    browser
        .wait_for_path(&format!("/w/{INSTITUTION_ACME}"))
        .await?;
    browser.click("Recharges").await?;
    browser.heading("Recharges").await?;
    browser.table_rows(TABLE).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn confirms_a_pending_recharge_in_place() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let rows = open_queue(&browser).await?;
    ensure!(rows[0][STATUS] == "Pending", "pending first: {:?}", rows[0]);
    let id = rows[0][0].clone();
    let address = browser.path().await?;

    browser.click(&format!("Confirm {id}")).await?;
    browser.heading("Confirm recharge").await?;
    browser.click_in_dialog("Confirm").await?;
    browser.see("Write a remark for the record.").await?;
    browser
        .fill("Operator remark", "Bank statement matches")
        .await?;
    browser.click_in_dialog("Confirm").await?;
    browser.see("Recharge confirmed").await?;
    browser
        .wait_for_rows(TABLE, |rows| {
            rows.iter().any(|r| r[0] == id && r[STATUS] == "Confirmed")
        })
        .await?;
    ensure!(browser.path().await? == address, "the page was not left");

    // Its own page shows the decision and offers no second one.
    browser.click(&id).await?;
    browser.heading(&format!("Recharge {id}")).await?;
    browser.see("Bank statement matches").await?;
    ensure!(
        !browser.shows_now("Reject").await?,
        "a decided recharge offers Reject"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn keeps_filters_and_page_in_the_address() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_queue(&browser).await?;

    browser.select("Status", "Rejected").await?;
    browser.click("Apply filters").await?;
    browser
        .wait_for_rows(TABLE, |rows| rows.iter().all(|r| r[STATUS] == "Rejected"))
        .await?;
    ensure!(browser.path().await?.contains("status=REJECTED"));

    browser.click("Next page").await?;
    browser.see("Page 2 of").await?;
    let address = browser.path().await?;
    ensure!(address.contains("page=1"), "page in the address: {address}");

    // The address is a link someone can share: opened afresh it shows the same view.
    browser.open(&address).await?;
    browser.see("Page 2 of").await?;
    let rows = browser
        .wait_for_rows(TABLE, |rows| rows.iter().all(|r| r[STATUS] == "Rejected"))
        .await?;
    ensure!(!rows.is_empty());
    let status = browser.field("Status").await?.value().await?;
    ensure!(
        status.as_deref() == Some("REJECTED"),
        "filter shown: {status:?}"
    );

    browser.click("Clear filters").await?;
    browser
        .wait_for_rows(TABLE, |rows| rows[0][STATUS] == "Pending")
        .await?;
    browser.quit().await
}
