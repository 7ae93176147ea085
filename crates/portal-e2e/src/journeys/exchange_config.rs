//! A configuration form: a new exchange fee refused with every mistake shown, then created.

use anyhow::{ensure, Context, Result};
use portal_api::paths;
use portal_sandbox::demo::*;

use super::finish;
use crate::{flows, ApiClient, Browser, Engine, Sandbox};

const FEES: &str = "Exchange fees";

/// Signs in the service administrator in `engine` at the service portal, where platform
/// configuration is written, and opens `screen` from the side navigation.
pub async fn open(engine: Engine, sandbox: &Sandbox, screen: &str) -> Result<Browser> {
    let browser = Browser::launch_in(engine, &sandbox.service_url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click(screen).await?;
    browser.heading(screen).await?;
    Ok(browser)
}

/// The exchange fee stored in the sandbox that `which` picks, read by another client.
pub async fn stored_fee(
    sandbox: &Sandbox,
    which: impl Fn(&serde_json::Value) -> bool,
) -> Result<serde_json::Value> {
    let client =
        ApiClient::sign_in(sandbox, ADMIN_EMAIL, ADMIN_PASSWORD, INSTITUTION_PORTAL_OPS).await?;
    let path = format!("{}?page=0&size=100", paths::EXCHANGE_FEES);
    let answer = client.get(&path).await?;
    let items = answer.data()?["items"].as_array().context("no items")?;
    items
        .iter()
        .find(|f| which(f))
        .cloned()
        .context("no such fee")
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
                "0.5 %",
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
    // Amounts are typed in the source currency's major units, with its precision.
    browser
        .select("Source currency", "JPY — Japanese Yen")
        .await?;
    browser.see("In JPY, such as 150.").await?;
    browser.select("Source currency", "USD — US Dollar").await?;
    browser.see("In USD, such as 1.50.").await?;
    browser.select("Fee model", "Rate by amount band").await?;
    browser.fill("Fee rate (%)", "1e3").await?;
    browser.fill("Minimum amount", "50").await?;
    browser.fill("Maximum amount", "1").await?;
    browser.click_in_dialog("Create").await?;
    browser
        .see("Enter a number with a decimal point, such as 1.50.")
        .await?;
    ensure!(
        browser.value_of("Fee rate (%)").await? == "1e3",
        "typed text kept"
    );
    // The rules ran on the fields that did read: every mistake shows at once.
    browser
        .see("Choose a currency other than the source currency.")
        .await?;
    browser.see("This fee model needs bands.").await?;

    browser.fill("Fee rate (%)", "0.4").await?;
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
    browser.fill("Maximum amount", "10,000.005").await?;
    // Bands are rows: three added, the middle one removed, the others keep what they hold.
    for _ in 0..3 {
        browser.click("Add band").await?;
    }
    browser.fill("Band 1: up to", "1,000.005").await?;
    browser.fill("Band 1: rate (%)", "1").await?;
    browser.fill("Band 2: up to", "999").await?;
    browser.fill("Band 3: up to", "500").await?;
    browser.fill("Band 3: rate (%)", "0.4").await?;
    browser.click("Remove band 2").await?;
    ensure!(
        browser.value_of("Band 2: up to").await? == "500",
        "the third band moved up with its text"
    );
    ensure!(!browser.shows_now("Band 3: up to").await?);
    browser.click_in_dialog("Create").await?;
    // Each row's mistake beside it; too many decimals for the currency, not rounded.
    let decimals = "USD amounts have at most 2 decimals: more would be rounded.";
    ensure!(browser.field_error("Band 1: up to").await? == decimals);
    ensure!(browser.field_error("Maximum amount").await? == decimals);
    let open_end = browser.field_error("Band 2: up to").await?;
    ensure!(
        open_end == "The last band is open-ended: leave its upper bound empty.",
        "last band: {open_end:?}"
    );
    browser.see("Check the bands marked above.").await?;
    browser.screenshot("exchange-fee-band-rows").await?;
    ensure!(browser.value_of("Band 1: up to").await? == "1,000.005");
    ensure!(
        sandbox.served("POST", paths::EXCHANGE_FEES).await? == 0,
        "nothing is sent before the form passes its checks"
    );

    browser.fill("Band 1: up to", "1,000").await?;
    browser.fill("Band 2: up to", "").await?;
    browser.fill("Maximum amount", "10,000").await?;
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
    // Its bands, bounds in the currency sold, rates as percentages, where a single rate
    // would be.
    ensure!(
        new[3].starts_with("up to 1,000.00 USD: 1 %") && new[3].contains("above that: 0.4 %"),
        "the bands: {:?}",
        new[3]
    );
    // Stored in minor units and fractions, as the wire carries them.
    let stored = stored_fee(&sandbox, |f| f["minAmount"] == 5000).await?;
    ensure!(
        stored["maxAmount"] == 1_000_000
            && stored["userFeeBandsConfig"]
                == serde_json::json!({"bands": [
                    {"upTo": 100_000, "feeRate": "0.01"},
                    {"upTo": null, "feeRate": "0.004"}
                ]}),
        "stored: {stored}"
    );
    finish(browser).await
}
