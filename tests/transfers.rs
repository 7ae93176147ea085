//! Transfers: a workspace's orders paged with the workspace and page in the address, one
//! order's completed flag, and the orders of its wallet.

use anyhow::{ensure, Context, Result};
use portal_e2e::flows;
use portal_e2e::{eventually, Browser, Sandbox};
use portal_sandbox::demo::*;

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
