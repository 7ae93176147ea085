//! Transfers: a workspace's orders paged with the workspace and page in the address, one
//! order's completed flag, and the orders of its wallet.

use anyhow::{ensure, Context, Result};
use portal_e2e::flows;
use portal_e2e::{eventually, Browser, FaultProxy, Sandbox};
use portal_sandbox::demo::*;
use std::time::Duration;

const TABLE: &str = "Transfer orders";
const ID: usize = 0;
const STATUS: usize = 1;
const AMOUNT: usize = 2;
const FROM: usize = 3;
const TO: usize = 4;

async fn open_acme(browser: &Browser) -> Result<Vec<Vec<String>>> {
    flows::sign_in_with_totp(browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Transfers").await?;
    browser.heading("Transfers").await?;
    browser
        .select("Orders of workspace", "Acme Payments")
        .await?;
    browser
        .wait_for_rows(TABLE, |rows| {
            rows.len() == 20 && rows.iter().all(|r| r[FROM].starts_with("wal_acme"))
        })
        .await
}

/// The completed flag's badge once the server has answered.
async fn completion(browser: &Browser) -> Result<String> {
    let badge = eventually(
        async || {
            browser
                .eval("const b=document.querySelector('.details .badge'); return b ? b.textContent : null;")
                .await
        },
        serde_json::Value::is_string,
    )
    .await?;
    Ok(badge.as_str().context("no completed flag")?.to_owned())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pages_a_workspace_with_the_page_in_the_address() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let first = open_acme(&browser).await?;
    browser
        .see(&format!("{TRANSFERS_PER_WORKSPACE} orders"))
        .await?;
    browser.see("Page 1 of 3").await?;

    browser.click("Next page").await?;
    browser.see("Page 2 of 3").await?;
    let second = browser
        .wait_for_rows(TABLE, |rows| {
            rows.len() == 20 && rows[0][ID] != first[0][ID]
        })
        .await?;
    ensure!(
        second.iter().all(|r| !first.iter().any(|f| f[ID] == r[ID])),
        "pages overlap"
    );
    let address = browser.path().await?;
    ensure!(
        address.contains("page=2") && address.contains(&format!("workspace={INSTITUTION_ACME}")),
        "workspace and page in the address: {address}"
    );

    // Opened afresh, the address shows the same page of the same workspace.
    browser.open(&address).await?;
    browser.see("Page 2 of 3").await?;
    let again = browser.table_rows(TABLE).await?;
    ensure!(again == second, "same rows after reload");
    let chosen = browser.field("Orders of workspace").await?.value().await?;
    ensure!(
        chosen.as_deref() == Some(INSTITUTION_ACME),
        "select: {chosen:?}"
    );

    // Another workspace starts at its first page.
    browser
        .select("Orders of workspace", "Globex Wallet")
        .await?;
    browser.see("Page 1 of 3").await?;
    browser
        .wait_for_rows(TABLE, |rows| {
            rows.iter().all(|r| r[FROM].starts_with("wal_globex"))
        })
        .await?;
    ensure!(!browser.path().await?.contains("page="));

    // A workspace without orders says so.
    browser
        .select("Orders of workspace", "Initech Card Services")
        .await?;
    browser
        .see("This workspace has no transfer orders you can see.")
        .await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_order_shows_whether_it_completed_and_links_its_wallet() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let rows = open_acme(&browser).await?;
    let done = rows
        .iter()
        .find(|r| r[STATUS] == "Completed")
        .context("a completed order on the first page")?
        .clone();
    let open = rows
        .iter()
        .find(|r| r[STATUS] != "Completed")
        .context("an order not completed on the first page")?
        .clone();

    browser.click(&open[ID]).await?;
    browser.heading(&format!("Transfer {}", open[ID])).await?;
    ensure!(completion(&browser).await? == "Not completed");
    let amount = browser.record_value("Amount").await?;
    ensure!(
        amount == open[AMOUNT],
        "the record's amount reads {amount:?}, not {:?}",
        open[AMOUNT]
    );
    browser.see(&open[TO]).await?;

    browser.click("Back to transfers").await?;
    browser
        .select("Orders of workspace", "Acme Payments")
        .await?;
    browser
        .wait_for_rows(TABLE, |rows| rows.len() == 20)
        .await?;
    browser.click(&done[ID]).await?;
    browser.heading(&format!("Transfer {}", done[ID])).await?;
    ensure!(completion(&browser).await? == "Completed");

    let wallet = done[FROM].clone();
    browser.click(&format!("Orders of wallet {wallet}")).await?;
    browser
        .heading(&format!("Transfers of wallet {wallet}"))
        .await?;
    let orders = browser.table_rows(TABLE).await?;
    ensure!(
        orders.iter().all(|r| r[FROM] == wallet || r[TO] == wallet),
        "only the wallet's orders: {orders:?}"
    );
    ensure!(
        orders.iter().any(|r| r[ID] == done[ID]),
        "the order is among them"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn filters_by_status_keeps_the_search_in_the_address_and_saves_it() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_acme(&browser).await?;
    flows::search_narrows(&browser, TABLE, "wal_acme_payroll").await?;
    browser.select("Status", "Completed").await?;
    let found = browser
        .wait_for_rows(TABLE, |rows| {
            rows.iter().all(|r| {
                r[STATUS] == "Completed"
                    && (r[FROM] == "wal_acme_payroll_usd" || r[TO] == "wal_acme_payroll_usd")
            })
        })
        .await?;
    let address = browser.path().await?;
    ensure!(
        address.contains("status=COMPLETED") && address.contains("q=wal_acme_payroll"),
        "search and filter in the address: {address}"
    );

    // A reload shows the same rows, the same search and the same filter.
    browser.open(&address).await?;
    let again = browser.wait_for_rows(TABLE, |rows| rows == found).await?;
    ensure!(again == found, "same rows after reload");
    let typed = browser.field("Search").await?.value().await?;
    ensure!(typed.as_deref() == Some("wal_acme_payroll"), "{typed:?}");

    // Saved under a name, the set brings search and filter back from the plain list.
    browser
        .fill("Name for the current filters", "Payroll done")
        .await?;
    browser.click("Save filters").await?;
    browser.see("Filters saved as “Payroll done”.").await?;
    let list = address.split('?').next().unwrap_or_default();
    browser
        .open(&format!("{list}?workspace={INSTITUTION_ACME}"))
        .await?;
    browser
        .wait_for_rows(TABLE, |rows| rows.len() == 20)
        .await?;
    browser.click("Payroll done").await?;
    browser.wait_for_rows(TABLE, |rows| rows == found).await?;
    ensure!(browser.path().await?.contains("status=COMPLETED"));
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reads_a_long_list_in_the_background_and_says_its_search_covers_10000_rows() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    sandbox.transfers_add(INSTITUTION_ACME, 10_100).await?;
    // Slowed down while the list is read, so its progress is there to see.
    let proxy = FaultProxy::start(sandbox.url()).await?;
    let browser = Browser::launch(proxy.url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Transfers").await?;
    browser.heading("Transfers").await?;
    browser.see("No transfer orders").await?;
    proxy.slow_down(Duration::from_millis(300));
    browser
        .select("Orders of workspace", "Acme Payments")
        .await?;
    // The first rows show while the rest are read, with the progress.
    browser
        .wait_for_rows(TABLE, |rows| {
            rows.len() == 20 && rows.iter().all(|r| r[FROM].starts_with("wal_acme"))
        })
        .await?;
    browser.see("Reading the whole list:").await?;
    let progress = browser
        .eval("const p = document.querySelector('progress'); return p ? p.getAttribute('aria-label') : null;")
        .await?;
    ensure!(progress == "Reading the list", "a progress bar: {progress}");
    proxy.slow_down(Duration::ZERO);
    let total = TRANSFERS_PER_WORKSPACE + 10_100;
    browser
        .see(&format!(
            "Search, filters and sort cover the first 10,000 of 10,{:03} rows.",
            total - 10_000
        ))
        .await?;
    ensure!(!browser.shows_now("Reading the whole list:").await?);
    browser.see("10,000 orders").await?;
    let rows = flows::search_narrows(&browser, TABLE, "trf_0001").await?;
    ensure!(!rows.is_empty(), "found nothing");
    browser.quit().await
}
