//! Exchanges: the workspace's list by page, one exchange's page, and one it cannot see.

use anyhow::{ensure, Context, Result};
use portal_e2e::flows;
use portal_e2e::{Browser, Sandbox};
use portal_sandbox::demo::*;

const TABLE: &str = "Exchanges";
const ID: usize = 0;

/// Every exchange id the list shows, page by page.
async fn all_ids(browser: &Browser) -> Result<Vec<String>> {
    let mut ids: Vec<String> = Vec::new();
    loop {
        let rows = browser
            .wait_for_rows(TABLE, |rows| !ids.contains(&rows[0][ID]))
            .await?;
        ids.extend(rows.into_iter().map(|r| r[ID].clone()));
        if !browser.button("Next page").await?.is_enabled().await? {
            return Ok(ids);
        }
        browser.click("Next page").await?;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lists_every_exchange_by_page_and_opens_one() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Exchanges").await?;
    browser.heading("Exchanges").await?;
    browser.see(&format!("{EXCHANGE_COUNT} exchanges")).await?;
    browser.see("Page 1 of 3").await?;
    let rows = browser.table_rows(TABLE).await?;
    let newest = exchange_biz_id(EXCHANGE_COUNT);
    ensure!(rows.len() == 20 && rows[0][ID] == newest, "{:?}", rows[0]);
    let pair = rows[0][1].clone();
    let (sold, bought) = (rows[0][2].clone(), rows[0][3].clone());
    ensure!(
        pair.contains(" → ") && sold.ends_with(&pair[..3]),
        "amounts carry their currency: {:?}",
        rows[0]
    );

    let ids = all_ids(&browser).await?;
    ensure!(ids.len() == EXCHANGE_COUNT, "{} listed", ids.len());
    ensure!(browser.path().await?.ends_with("?page=3"));

    browser.click(&exchange_biz_id(EXCHANGE_COUNT - 40)).await?;
    browser
        .heading(&format!(
            "Exchange {}",
            exchange_biz_id(EXCHANGE_COUNT - 40)
        ))
        .await?;
    browser.see("Workspace ID").await?;
    browser.see("Source amount").await?;
    browser.driver.back().await?;
    browser.see("Page 3 of 3").await?;

    browser
        .open(&format!(
            "{}/{newest}",
            browser.path().await?.split('?').next().context("no path")?
        ))
        .await?;
    browser.heading(&format!("Exchange {newest}")).await?;
    browser.see(&format!("{sold} → {bought}")).await?;
    // The record's own amounts read in their currencies too, not in minor units.
    ensure!(browser.record_value("Source amount").await? == sold);
    ensure!(browser.record_value("Target amount").await? == bought);
    browser.click("Back to exchanges").await?;
    browser.heading("Exchanges").await?;

    // A shared link to a page the list no longer has says so and leads back to the start.
    let list = browser.path().await?;
    browser.open(&format!("{list}?page=7")).await?;
    browser.see("Nothing on this page").await?;
    browser.click("Go to the first page").await?;
    browser.see("Page 1 of 3").await?;
    ensure!(
        browser.path().await? == list,
        "the first page has no page parameter"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn another_workspaces_exchange_is_not_found() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
    browser
        .wait_for_path(&format!("/w/{INSTITUTION_ACME}"))
        .await?;
    browser.click("Exchanges").await?;
    browser.heading("Exchanges").await?;
    let ids = all_ids(&browser).await?;
    ensure!(
        !ids.is_empty() && ids.len() < EXCHANGE_COUNT,
        "Acme sees only its own: {}",
        ids.len()
    );
    let elsewhere = (1..=EXCHANGE_COUNT)
        .map(exchange_biz_id)
        .find(|id| !ids.contains(id))
        .context("every exchange is Acme's")?;

    browser
        .open(&format!("/w/{INSTITUTION_ACME}/exchanges/{elsewhere}"))
        .await?;
    browser.heading("Exchange not found").await?;
    browser
        .see(&format!(
            "There is no exchange {elsewhere} in this workspace."
        ))
        .await?;
    ensure!(!browser.shows_now("Source amount").await?);
    browser.click("Back to exchanges").await?;
    browser.heading("Exchanges").await?;
    ensure!(
        browser
            .path()
            .await?
            .ends_with(&format!("/w/{INSTITUTION_ACME}/exchanges")),
        "back on the list"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_search_box_narrows_the_exchanges() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Exchanges").await?;
    browser.heading("Exchanges").await?;
    let rows = flows::first_cell_narrows(&browser, TABLE).await?;
    ensure!(rows.len() == 1, "one exchange by its id: {rows:?}");
    browser.quit().await
}
