//! Lists keep their filters, sort and page in the address: a reload, Back and Forward and an
//! opened link show the same view.

use anyhow::{ensure, Result};
use portal_e2e::flows;
use portal_e2e::{eventually, Browser, Sandbox};
use portal_sandbox::demo::*;

/// Presses the sortable column header that reads `header` (its sort arrow aside).
async fn sort_by(browser: &Browser, header: &str) -> Result<()> {
    let script = format!(
        "for (const b of document.querySelectorAll('th button')) {{ \
           if (b.textContent.trim().startsWith({header:?})) {{ b.click(); return true; }} \
         }} return false;"
    );
    let pressed = browser.eval(&script).await?;
    ensure!(
        pressed == serde_json::Value::Bool(true),
        "no column header {header:?}"
    );
    Ok(())
}

/// Waits until the address's query contains every part of `parts` and none of `absent`.
async fn wait_for_query(browser: &Browser, parts: &[&str], absent: &[&str]) -> Result<String> {
    let has = |path: &String| {
        parts.iter().all(|p| path.contains(p)) && absent.iter().all(|p| !path.contains(p))
    };
    let path = eventually(async || browser.path().await, has).await?;
    ensure!(
        has(&path),
        "address {path} never had {parts:?} without {absent:?}"
    );
    Ok(path)
}

const RECHARGES: &str = "Recharges";
const STATUS: usize = 4;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_recharge_queue_comes_back_after_reload_back_and_forward() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
    browser.click("Recharges").await?;
    browser.heading("Recharges").await?;
    let rejected =
        |rows: &[Vec<String>]| !rows.is_empty() && rows.iter().all(|r| r[STATUS] == "Rejected");

    flows::unfold_queue_filters(&browser).await?;
    browser.select("Status", "Rejected").await?;
    browser.click("Apply filters").await?;
    browser.wait_for_rows(RECHARGES, rejected).await?;
    sort_by(&browser, "Amount").await?;
    wait_for_query(&browser, &["status=REJECTED", "sort=amount%2Casc"], &[]).await?;
    browser.click("Next page").await?;
    browser.see("Page 2 of").await?;
    wait_for_query(&browser, &["page=2"], &[]).await?;
    let second = browser.wait_for_rows(RECHARGES, rejected).await?;

    // Reload: the same filter, sort, page and rows.
    browser.reload().await?;
    browser.see("Page 2 of").await?;
    let again = browser
        .wait_for_rows(RECHARGES, |r| r == second.as_slice())
        .await?;
    ensure!(again == second);
    ensure!(browser.value_of("Status").await? == "REJECTED");

    // Back undoes one step at a time; Forward redoes them.
    browser.driver.back().await?;
    wait_for_query(&browser, &["status=REJECTED", "sort=amount"], &["page="]).await?;
    browser.see("Page 1 of").await?;
    browser.driver.back().await?;
    wait_for_query(&browser, &["status=REJECTED"], &["sort="]).await?;
    browser.wait_for_rows(RECHARGES, rejected).await?;
    browser.driver.forward().await?;
    browser.driver.forward().await?;
    wait_for_query(&browser, &["status=REJECTED", "sort=amount", "page=2"], &[]).await?;
    browser.see("Page 2 of").await?;
    browser
        .wait_for_rows(RECHARGES, |r| r == second.as_slice())
        .await?;
    browser.quit().await
}

const CURRENCIES: &str = "Wallet currencies";
const CURRENCY: usize = 1;
const STATE: usize = 2;
const USD: &str = "USD — US Dollar";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wallet_currency_filters_live_in_the_address() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Wallet currencies").await?;
    browser.heading("Wallet currencies").await?;
    // Every pair, a page of 20 at a time.
    browser.wait_for_rows(CURRENCIES, |r| r.len() == 20).await?;
    let only_usd =
        |rows: &[Vec<String>]| rows.len() == 4 && rows.iter().all(|r| r[CURRENCY] == USD);

    browser.select("Filter by currency", USD).await?;
    browser.wait_for_rows(CURRENCIES, only_usd).await?;
    wait_for_query(&browser, &["currency=840"], &[]).await?;
    browser.field("Enabled only").await?.click().await?;
    let address = wait_for_query(&browser, &["currency=840", "enabled=true"], &[]).await?;

    // Opened afresh, the address shows the same filters and rows.
    browser.reload().await?;
    browser.heading("Wallet currencies").await?;
    browser
        .wait_for_rows(CURRENCIES, |r| {
            !r.is_empty()
                && r.iter()
                    .all(|r| r[CURRENCY] == USD && r[STATE] == "Enabled")
        })
        .await?;
    ensure!(browser.value_of("Filter by currency").await? == "840");
    ensure!(browser.field("Enabled only").await?.is_selected().await?);
    ensure!(browser.path().await? == address);

    browser.driver.back().await?;
    wait_for_query(&browser, &["currency=840"], &["enabled="]).await?;
    browser.wait_for_rows(CURRENCIES, only_usd).await?;
    ensure!(!browser.field("Enabled only").await?.is_selected().await?);
    browser.driver.back().await?;
    wait_for_query(&browser, &[], &["currency="]).await?;
    // Every pair, a page of 20 at a time.
    browser.wait_for_rows(CURRENCIES, |r| r.len() == 20).await?;
    ensure!(browser.value_of("Filter by currency").await?.is_empty());
    browser.driver.forward().await?;
    browser.wait_for_rows(CURRENCIES, only_usd).await?;
    ensure!(browser.value_of("Filter by currency").await? == "840");
    browser.quit().await
}

/// The values of the queue's Search and Status filters, once the page has settled.
async fn typed_filters(browser: &Browser) -> Result<(String, String)> {
    tokio::time::sleep(std::time::Duration::from_millis(400)).await;
    Ok((
        browser.value_of("Search").await?,
        browser.value_of("Status").await?,
    ))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn filters_typed_and_not_applied_survive_paging_sorting_and_page_size() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::open_recharge_queue(&browser).await?;
    let typed = ("rch_typed".to_owned(), "REJECTED".to_owned());
    flows::unfold_queue_filters(&browser).await?;
    browser.fill("Search", &typed.0).await?;
    browser.select("Status", "Rejected").await?;

    browser.click("Next page").await?;
    wait_for_query(&browser, &["page=2"], &["status=", "keyword="]).await?;
    browser.see("Page 2 of").await?;
    ensure!(typed_filters(&browser).await? == typed, "kept after paging");

    sort_by(&browser, "Amount").await?;
    wait_for_query(&browser, &["sort=amount"], &["status=", "keyword="]).await?;
    ensure!(
        typed_filters(&browser).await? == typed,
        "kept after sorting"
    );

    browser.select("Rows per page", "50").await?;
    wait_for_query(&browser, &["size=50"], &["status=", "keyword="]).await?;
    ensure!(
        typed_filters(&browser).await? == typed,
        "kept after a new page size"
    );

    // Clearing empties the fields even when nothing had been applied.
    browser.click("Clear filters").await?;
    ensure!(
        typed_filters(&browser).await? == (String::new(), String::new()),
        "cleared"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn leaving_a_list_whose_address_holds_a_query_keeps_the_app_running() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch_logged(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
    // The queue, filtered; then a paged list on its second page. Each is left by the side
    // navigation, which changes the address before the list is taken down.
    browser.click("Recharges").await?;
    browser.heading("Recharges").await?;
    flows::unfold_queue_filters(&browser).await?;
    browser.select("Status", "Rejected").await?;
    browser.click("Apply filters").await?;
    wait_for_query(&browser, &["status=REJECTED"], &[]).await?;
    browser.see("Page 1 of").await?;
    browser.click("Exchanges").await?;
    browser.heading("Exchanges").await?;
    browser.click("Next page").await?;
    wait_for_query(&browser, &["page=2"], &[]).await?;
    browser.see("Page 2 of").await?;
    browser.click("Tariffs").await?;
    browser.heading("Tariffs").await?;
    // The answers to what the lists asked on the way out have arrived by now.
    tokio::time::sleep(std::time::Duration::from_secs(2)).await;
    let console = browser.console_log().await?;
    let panics: Vec<_> = console.iter().filter(|m| m.contains("panicked")).collect();
    ensure!(panics.is_empty(), "the app panicked: {panics:#?}");
    // And it still answers.
    browser.click("Recharges").await?;
    browser.heading("Recharges").await?;
    browser.see("Page 1 of").await?;
    browser.quit().await
}
