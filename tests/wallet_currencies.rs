//! Wallet currencies, as the service administrator in the service portal (the tenant portal
//! does not change them): filtering by currency and enabled state, and a pair disabled from its
//! row and enabled again from the form.

use anyhow::{ensure, Result};
use portal_api::paths;
use portal_e2e::flows;
use portal_e2e::{Browser, Sandbox};
use portal_sandbox::demo::*;

const TABLE: &str = "Wallet currencies";
const TYPE: usize = 0;
const CURRENCY: usize = 1;
const STATE: usize = 2;
const CARD: &str = "Card funding wallet";
const USD: &str = "USD — US Dollar";

fn card_state(rows: &[Vec<String>]) -> Option<&str> {
    rows.iter()
        .find(|r| r[TYPE] == CARD && r[CURRENCY] == USD)
        .map(|r| r[STATE].as_str())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn disables_a_pair_and_enables_it_again() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(&sandbox.service_url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Wallet currencies").await?;
    browser.heading("Wallet currencies").await?;
    // Every pair, a page at a time.
    browser.see(&format!("{} rows", 4 * 12)).await?;
    let first = browser.table_rows(TABLE).await?;
    ensure!(first.len() == 20, "a page of pairs: {}", first.len());

    browser.select("Filter by currency", USD).await?;
    let usd = browser
        .wait_for_rows(TABLE, |rows| {
            rows.len() == 4 && rows.iter().all(|r| r[CURRENCY] == USD)
        })
        .await?;
    ensure!(usd.iter().all(|r| r[STATE] == "Enabled"), "{usd:?}");

    // Disable from the row, after the dialog names the pair.
    browser.click(&format!("Disable USD for {CARD}")).await?;
    browser.heading("Disable wallet currency").await?;
    browser
        .see(&format!("Stop wallets of type “{CARD}” from holding USD?"))
        .await?;
    browser.click_in_dialog("Disable").await?;
    browser.see(&format!("USD disabled for {CARD}")).await?;
    let rows = browser
        .wait_for_rows(TABLE, |rows| card_state(rows) == Some("Disabled"))
        .await?;
    ensure!(
        rows.iter().filter(|r| r[STATE] == "Enabled").count() == 3,
        "only the card pair changed: {rows:?}"
    );
    ensure!(
        sandbox
            .served("POST", paths::WALLET_CURRENCY_DISABLE)
            .await?
            == 1
    );

    // Enabled only asks the server for the enabled pairs of the currency.
    browser.field("Enabled only").await?.click().await?;
    browser
        .wait_for_rows(TABLE, |rows| rows.len() == 3 && card_state(rows).is_none())
        .await?;
    let enabled_calls = sandbox
        .requests("GET", paths::WALLET_CURRENCY_ENABLED)
        .await?;
    ensure!(!enabled_calls.is_empty(), "the /enabled call was not used");

    // The form refuses empty choices beside them and sends nothing.
    browser.click("Enable a currency").await?;
    browser.see("This field is required.").await?;
    ensure!(
        sandbox
            .served("POST", paths::WALLET_CURRENCY_ENABLE)
            .await?
            == 0
    );

    browser.select("Wallet type", CARD).await?;
    browser.select("Currency", USD).await?;
    browser.click("Enable a currency").await?;
    browser.see(&format!("USD enabled for {CARD}")).await?;
    browser
        .wait_for_rows(TABLE, |rows| {
            rows.len() == 4 && rows.iter().all(|r| r[STATE] == "Enabled")
        })
        .await?;
    ensure!(
        sandbox
            .served("POST", paths::WALLET_CURRENCY_ENABLE)
            .await?
            == 1
    );

    // Under "Enabled only" a pair disabled from its row leaves the list.
    browser.click(&format!("Disable USD for {CARD}")).await?;
    browser.click_in_dialog("Disable").await?;
    browser.see(&format!("USD disabled for {CARD}")).await?;
    browser
        .wait_for_rows(TABLE, |rows| rows.len() == 3 && card_state(rows).is_none())
        .await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cancelling_the_dialog_changes_nothing() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(&sandbox.service_url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Wallet currencies").await?;
    browser
        .select("Filter by currency", "JPY — Japanese Yen")
        .await?;
    let before = browser.wait_for_rows(TABLE, |rows| rows.len() == 4).await?;
    let disabled = before
        .iter()
        .find(|r| r[STATE] == "Disabled")
        .expect("a disabled JPY pair")
        .clone();
    browser
        .click(&format!("Enable JPY for {}", disabled[TYPE]))
        .await?;
    browser.heading("Enable wallet currency").await?;
    browser.click_in_dialog("Cancel").await?;
    ensure!(
        sandbox
            .served("POST", paths::WALLET_CURRENCY_ENABLE)
            .await?
            == 0
    );
    ensure!(browser.table_rows(TABLE).await? == before);
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_search_box_narrows_the_pairs() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(&sandbox.service_url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Wallet currencies").await?;
    browser.heading("Wallet currencies").await?;
    browser.table_rows(TABLE).await?;
    let rows = flows::search_narrows(&browser, TABLE, "card funding").await?;
    ensure!(rows.iter().all(|r| r[TYPE] == CARD), "{rows:?}");
    browser.quit().await
}
