//! Exchange fees and exchange rates: lists by page, creation checked before sending, edits of
//! the update's subset.

use anyhow::{ensure, Context, Result};
use portal_api::paths;
use portal_e2e::flows;
use portal_e2e::{Browser, Sandbox};
use portal_sandbox::demo::*;

const FEES: &str = "Exchange fees";
const RATES: &str = "Exchange rates";

/// Signs in the service administrator and opens `screen` from the side navigation.
async fn open(sandbox: &Sandbox, screen: &str) -> Result<Browser> {
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click(screen).await?;
    browser.heading(screen).await?;
    Ok(browser)
}

/// The visible texts of the options of the select labelled `label`.
async fn options(browser: &Browser, label: &str) -> Result<Vec<String>> {
    let select = browser.field(label).await?;
    let mut texts = Vec::new();
    for option in select.find_all(portal_e2e::By::Tag("option")).await? {
        texts.push(option.text().await?.trim().to_owned());
    }
    Ok(texts)
}

/// The labels of the fields of the open dialog.
async fn labels(browser: &Browser) -> Result<Vec<String>> {
    let texts = browser
        .eval(
            "return [...document.querySelectorAll('dialog[open] label')]\
             .map(l => l.textContent.trim());",
        )
        .await?;
    Ok(serde_json::from_value(texts)?)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lists_fees_by_page_and_creates_one_once_it_passes_the_checks() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = open(&sandbox, FEES).await?;
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
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn edits_a_fee_without_its_bands_and_limits() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = open(&sandbox, FEES).await?;
    browser.table_rows(FEES).await?;

    browser.click("Edit exchange fee xfe_000001").await?;
    browser.heading("Edit exchange fee").await?;
    browser
        .see("Bands, minimum (10.00 USD) and maximum (50,000.00 USD) are not changed here.")
        .await?;
    let offered = labels(&browser).await?;
    for absent in [
        "Fee bands (JSON)",
        "Minimum amount (minor units)",
        "Maximum amount (minor units)",
    ] {
        ensure!(
            !offered.iter().any(|l| l == absent),
            "the edit offers {absent}"
        );
    }
    // A fee without bands cannot take the bands model: the update keeps bands as they are.
    let models = options(&browser, "Fee model").await?;
    ensure!(
        !models.iter().any(|m| m == "Rate by amount band"),
        "{models:?}"
    );
    ensure!(browser.value_of("Fixed fee (minor units)").await? == "100");

    // Another source currency reads the kept amounts in its own units: said before saving.
    browser
        .select("Source currency", "JPY — Japanese Yen")
        .await?;
    browser
        .see("The minimum, maximum and bands keep their numbers in minor units, so with JPY they read as 1,000 JPY and 5,000,000 JPY.")
        .await?;
    browser.select("Source currency", "USD — US Dollar").await?;
    ensure!(
        !browser
            .shows_now("keep their numbers in minor units")
            .await?
    );

    browser.fill("Fixed fee (minor units)", "abc").await?;
    browser.click_in_dialog("Save").await?;
    browser.see("Enter a whole number, such as 250.").await?;
    browser.fill("Fixed fee (minor units)", "250").await?;
    browser.see("That is 2.50 USD.").await?;
    browser
        .select("Fee model", "Fixed amount plus rate")
        .await?;
    browser.click_in_dialog("Save").await?;
    browser.see("Exchange fee xfe_000001 saved.").await?;
    browser
        .wait_for_rows(FEES, |rows| {
            rows[0][..6]
                == [
                    "USD → EUR",
                    "Fixed amount plus rate",
                    "2.50 USD",
                    "0.0050",
                    "10.00 USD",
                    "50,000.00 USD",
                ]
        })
        .await?;

    // A fee with bands keeps the bands model on offer.
    browser.click("Edit exchange fee xfe_000004").await?;
    browser.heading("Edit exchange fee").await?;
    let models = options(&browser, "Fee model").await?;
    ensure!(
        models.iter().any(|m| m == "Rate by amount band"),
        "{models:?}"
    );
    browser.click_in_dialog("Cancel").await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn creates_an_external_rate_and_edits_a_fixed_one() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = open(&sandbox, RATES).await?;
    let rows = browser.table_rows(RATES).await?;
    ensure!(
        rows[0][..4] == ["USD → EUR", "Fixed rate", "0.92", ""],
        "first rate: {:?}",
        rows[0]
    );
    ensure!(rows[2][1] == "External provider" && !rows[2][3].is_empty());
    browser.see("42 exchange rates").await?;
    browser.see("Page 1 of 3").await?;

    browser.click("New exchange rate").await?;
    browser.heading("New exchange rate").await?;
    ensure!(!labels(&browser)
        .await?
        .contains(&"External provider".to_owned()));
    // A pair that has a rate already says so before another is added.
    browser.select("Source currency", "USD — US Dollar").await?;
    browser.select("Target currency", "EUR — Euro").await?;
    browser
        .see("USD → EUR already has a rate. Creating adds another beside it")
        .await?;
    browser.select("Source currency", "EUR — Euro").await?;
    browser
        .select("Target currency", "GBP — Pound Sterling")
        .await?;
    ensure!(!browser.shows_now("USD → EUR already has").await?);
    browser.select("Rate source", "External provider").await?;
    browser.field("External provider").await?;
    browser.fill("Fixed rate", "0").await?;
    browser.click_in_dialog("Create").await?;
    browser.see("Enter a value greater than zero.").await?;
    browser
        .see("Choose a provider for an external rate.")
        .await?;
    ensure!(sandbox.served("POST", paths::EXCHANGE_RATES).await? == 0);

    browser.fill("Fixed rate", "0.86").await?;
    browser
        .select("External provider", "Market data feed")
        .await?;
    browser.click_in_dialog("Create").await?;
    browser.see("Exchange rate EUR → GBP created.").await?;
    browser.see("43 exchange rates").await?;
    // The new rate is added at the end, and the list moves there to show it.
    browser.see("Page 3 of 3").await?;
    let rows = browser.wait_for_rows(RATES, |rows| rows.len() == 3).await?;
    let new = rows.last().context("no rows")?;
    ensure!(
        new[..4] == ["EUR → GBP", "External provider", "0.86", "Market data feed"],
        "the new rate: {new:?}"
    );

    browser.click("Previous page").await?;
    browser.see("Page 2 of 3").await?;
    browser.click("Previous page").await?;
    browser.see("Page 1 of 3").await?;
    browser.click("Edit exchange rate xrt_000001").await?;
    browser.heading("Edit exchange rate").await?;
    browser
        .see("This rate has no provider, so it stays a fixed rate.")
        .await?;
    ensure!(browser.value_of("Fixed rate").await? == "0.92");
    browser.select("Rate source", "External provider").await?;
    browser.click_in_dialog("Save").await?;
    browser
        .see("This rate has no provider: choose “Fixed rate”.")
        .await?;
    browser.select("Rate source", "Fixed rate").await?;
    browser.fill("Fixed rate", "0.9150").await?;
    browser.click_in_dialog("Save").await?;
    browser.see("Exchange rate xrt_000001 saved.").await?;
    browser
        .wait_for_rows(RATES, |rows| rows[0][2] == "0.9150")
        .await?;
    browser.quit().await
}
