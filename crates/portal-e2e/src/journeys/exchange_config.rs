//! A configuration form: a new exchange fee refused with every mistake shown, then created.

use anyhow::{ensure, Context, Result};
use portal_api::paths;
use portal_sandbox::demo::*;

use super::finish;
use crate::{flows, Browser, Engine, Sandbox};

const FEES: &str = "Exchange fees";

/// Signs in the service administrator in `engine` and opens `screen` from the side navigation.
pub async fn open(engine: Engine, sandbox: &Sandbox, screen: &str) -> Result<Browser> {
    let browser = Browser::launch_in(engine, sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click(screen).await?;
    browser.heading(screen).await?;
    Ok(browser)
}

pub async fn lists_fees_by_page_and_creates_one_once_it_passes_the_checks(
    engine: Engine,
) -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = open(engine, &sandbox, FEES).await?;
    let rows = browser.table_rows(FEES).await?;
    ensure!(rows.len() == 20, "a page of 20: {}", rows.len());
    let first = &rows[0];
    ensure!(
        first[..6]
            == [
                "USD → EUR",
                "Fixed amount",
                "1.00 USD",
                "0.0050",
                "10.00 USD",
                "50,000.00 USD"
            ],
        "first fee: {first:?}"
    );
    browser.see("30 exchange fees").await?;
    browser.click("Next page").await?;
    browser.see("Page 2 of 2").await?;
    browser.wait_for_rows(FEES, |rows| rows.len() == 10).await?;
    ensure!(browser.path().await?.ends_with("?page=2"));

    browser.click("New exchange fee").await?;
    browser.heading("New exchange fee").await?;
    // A pair that has a fee already says so: a second one is seldom meant.
    browser.select("Source currency", "USD — US Dollar").await?;
    browser.select("Target currency", "EUR — Euro").await?;
    browser
        .see("USD → EUR already has a fee. Creating adds another beside it")
        .await?;
    browser.select("Target currency", "USD — US Dollar").await?;
    ensure!(!browser.shows_now("already has a fee").await?);
    // Amount hints count in the source currency's own minor units.
    browser
        .select("Source currency", "JPY — Japanese Yen")
        .await?;
    browser
        .see("In minor units of JPY: 150 is 150 JPY.")
        .await?;
    browser.select("Source currency", "USD — US Dollar").await?;
    browser
        .see("In minor units of USD: 150 is 1.50 USD.")
        .await?;
    browser.select("Fee model", "Rate by amount band").await?;
    browser.fill("Fee rate", "1e3").await?;
    browser.fill("Minimum amount (minor units)", "5000").await?;
    browser.fill("Maximum amount (minor units)", "100").await?;
    browser.click_in_dialog("Create").await?;
    browser
        .see("Enter a decimal number with a point, such as 0.015.")
        .await?;
    ensure!(
        browser.value_of("Fee rate").await? == "1e3",
        "typed text kept"
    );
    // The rules ran on the fields that did read: every mistake shows at once.
    browser
        .see("Choose a currency other than the source currency.")
        .await?;
    browser.see("This fee model needs bands.").await?;

    browser.fill("Fee rate", "0.0040").await?;
    // The rate, a fraction, is read back as a percentage.
    browser.see("That is 0.4% of the amount.").await?;
    browser.click_in_dialog("Create").await?;
    browser
        .see("Choose a currency other than the source currency.")
        .await?;
    browser.see("This fee model needs bands.").await?;
    browser
        .see("The minimum must not be above the maximum.")
        .await?;

    browser
        .select("Target currency", "JPY — Japanese Yen")
        .await?;
    browser.fill("Fee bands (JSON)", r#"{"bands": ["#).await?;
    browser
        .fill("Maximum amount (minor units)", "1000000")
        .await?;
    browser.see("That is 10,000.00 USD.").await?;
    browser.click_in_dialog("Create").await?;
    browser.see("This is not valid JSON:").await?;
    ensure!(
        sandbox.served("POST", paths::EXCHANGE_FEES).await? == 0,
        "nothing is sent before the form passes its checks"
    );

    browser
        .fill(
            "Fee bands (JSON)",
            r#"{"bands": [{"upTo": 100000, "feeRate": "0.01"}, {"upTo": null, "feeRate": "0.004"}]}"#,
        )
        .await?;
    browser.click_in_dialog("Create").await?;
    browser.see("Exchange fee USD → JPY created.").await?;
    browser.see("31 exchange fees").await?;
    let rows = browser.wait_for_rows(FEES, |rows| rows.len() == 11).await?;
    let new = rows.last().context("no rows")?;
    ensure!(
        new[..3] == ["USD → JPY", "Rate by amount band", "0.00 USD"]
            && new[4..6] == ["50.00 USD", "10,000.00 USD"],
        "the new fee: {new:?}"
    );
    // Its bands, bounds in the currency sold, where a single rate would be.
    ensure!(
        new[3].starts_with("up to 1,000.00 USD: 0.01") && new[3].contains("above that: 0.004"),
        "the bands: {:?}",
        new[3]
    );
    finish(browser).await
}
