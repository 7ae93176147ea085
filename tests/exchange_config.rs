//! Exchange fees and exchange rates, written as the service administrator in the service
//! portal: lists by page, creation checked before sending, edits of the update's subset, big
//! changes asked about first; a refused change not offered again; and the tenant portal,
//! which names them read-only, offering no change.

use anyhow::{ensure, Context, Result};
use portal_api::paths;
use portal_e2e::journeys::refusals::offered;
use portal_e2e::{flows, journeys, Browser, Engine, Sandbox};
use portal_sandbox::demo::*;

const FEES: &str = "Exchange fees";
const RATES: &str = "Exchange rates";

/// Signs in the service administrator and opens `screen` from the side navigation.
async fn open(sandbox: &Sandbox, screen: &str) -> Result<Browser> {
    journeys::exchange_config::open(Engine::Chromium, sandbox, screen).await
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

// In Firefox too: tests/firefox.rs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lists_fees_by_page_and_creates_one_once_it_passes_the_checks() -> Result<()> {
    journeys::exchange_config::lists_fees_by_page_and_creates_one_once_it_passes_the_checks(
        Engine::Chromium,
    )
    .await
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
    for absent in ["Minimum amount", "Maximum amount", "Band 1: up to"] {
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
    ensure!(!browser.shows_now("Add band").await?, "bands are kept");
    // 100 minor units of the fee's dollars, typed as people count them.
    let fixed = browser.value_of("Fixed fee").await?;
    ensure!(fixed == "1.00", "fixed fee in dollars: {fixed:?}");
    ensure!(browser.value_of("Fee rate (%)").await? == "0.5");

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

    browser.fill("Fixed fee", "abc").await?;
    browser.click_in_dialog("Save").await?;
    browser
        .see("Enter a number with a decimal point, such as 1.50.")
        .await?;
    // A cent's fraction would be rounded: refused beside the field, the text kept.
    browser.fill("Fixed fee", "2.505").await?;
    browser.click_in_dialog("Save").await?;
    let refused = browser.field_error("Fixed fee").await?;
    ensure!(
        refused == "USD amounts have at most 2 decimals: more would be rounded.",
        "too many decimals: {refused:?}"
    );
    ensure!(browser.value_of("Fixed fee").await? == "2.505");
    browser.fill("Fixed fee", "2.50").await?;
    browser.see("In USD, such as 1.50.").await?;
    browser
        .select("Fee model", "Fixed amount plus rate")
        .await?;
    browser.fill("Fee rate (%)", "101").await?;
    browser.click_in_dialog("Save").await?;
    let refused = browser.field_error("Fee rate (%)").await?;
    ensure!(
        refused == "Enter at most 100 %: a fee cannot be more than the whole amount.",
        "above 100 %: {refused:?}"
    );
    browser.fill("Fee rate (%)", "2.9").await?;
    browser.click_in_dialog("Save").await?;
    // More than five times the saved 0.5 %: asked first, then saved.
    browser
        .see("Fee rate (%): 0.5 % → 2.9 %, more than five times the saved value.")
        .await?;
    browser.click_in_dialog("Save anyway").await?;
    browser.see("Exchange fee xfe_000001 saved.").await?;
    browser
        .wait_for_rows(FEES, |rows| {
            rows[0][..6]
                == [
                    "USD → EUR",
                    "Fixed amount plus rate",
                    "2.50 USD",
                    "2.9 %",
                    "10.00 USD",
                    "50,000.00 USD",
                ]
        })
        .await?;

    // Sent as the wire carries them: minor units and a fraction.
    let stored =
        journeys::exchange_config::stored_fee(&sandbox, |f| f["bizId"] == "xfe_000001").await?;
    ensure!(
        stored["userFeeFixedAmount"] == 250 && stored["userFeeRate"] == "0.029",
        "stored: {stored}"
    );

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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_search_box_narrows_fees_and_rates() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = open(&sandbox, "Exchange fees").await?;
    browser.table_rows(FEES).await?;
    portal_e2e::flows::search_narrows(&browser, FEES, "KWD").await?;
    browser.click("Exchange rates").await?;
    browser.heading("Exchange rates").await?;
    browser.table_rows(RATES).await?;
    portal_e2e::flows::search_narrows(&browser, RATES, "KWD").await?;
    browser.quit().await
}

// In Firefox too: tests/firefox.rs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_change_keeps_the_form_and_is_not_offered_again() -> Result<()> {
    journeys::refusals::a_refused_change_keeps_the_form_and_is_not_offered_again(Engine::Chromium)
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_tenant_portal_offers_no_change_of_platform_configuration() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_email(
        &browser,
        &sandbox,
        TENANT_ADMIN_EMAIL,
        TENANT_ADMIN_PASSWORD,
    )
    .await?;
    browser.click(FEES).await?;
    browser.heading(FEES).await?;
    browser.table_rows(FEES).await?;
    // Unavailable from the start, each saying why; nothing was tried.
    let reason = "This portal shows exchange fees but does not change them.";
    browser.see(reason).await?;
    let new = offered(&browser, "New exchange fee", false).await?;
    ensure!(new.as_deref() == Some(reason), "New: {new:?}");
    let edit = offered(&browser, "Edit exchange fee xfe_000001", false).await?;
    ensure!(edit.as_deref() == Some(reason), "Edit: {edit:?}");
    browser.screenshot("tenant-exchange-fees-read-only").await?;
    ensure!(sandbox.served("POST", paths::EXCHANGE_FEES).await? == 0);
    // The other platform configuration alike.
    for (area, action, said) in [
        (RATES, "New exchange rate", "exchange rates"),
        ("Recharge channels", "New channel", "recharge channels"),
    ] {
        browser.click(area).await?;
        browser.heading(area).await?;
        browser
            .see(&format!(
                "This portal shows {said} but does not change them."
            ))
            .await?;
        offered(&browser, action, false).await?;
    }
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_five_times_the_saved_one_asks_first() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = open(&sandbox, RATES).await?;
    browser.table_rows(RATES).await?;
    browser.click("Edit exchange rate xrt_000001").await?;
    browser.heading("Edit exchange rate").await?;
    ensure!(browser.value_of("Fixed rate").await? == "0.92");
    // A slip of the decimal point: shown old and new, and not sent.
    browser.fill("Fixed rate", "9.2").await?;
    browser.click_in_dialog("Save").await?;
    browser
        .see("Fixed rate: 0.92 → 9.2, more than five times the saved value.")
        .await?;
    ensure!(sandbox.served("POST", paths::EXCHANGE_RATE_UPDATE).await? == 0);
    // Another value far off asks again, about that one.
    browser.fill("Fixed rate", "0.0184").await?;
    browser.click_in_dialog("Save").await?;
    browser
        .see("Fixed rate: 0.92 → 0.0184, under a fifth of the saved value.")
        .await?;
    ensure!(sandbox.served("POST", paths::EXCHANGE_RATE_UPDATE).await? == 0);
    // Meant: confirmed, it is saved.
    browser.click_in_dialog("Save anyway").await?;
    browser.see("Exchange rate xrt_000001 saved.").await?;
    browser
        .wait_for_rows(RATES, |rows| rows[0][2] == "0.0184")
        .await?;
    ensure!(sandbox.served("POST", paths::EXCHANGE_RATE_UPDATE).await? == 1);

    // A fee's rate alike, and a small change saves at once.
    browser.click(FEES).await?;
    browser.heading(FEES).await?;
    browser.table_rows(FEES).await?;
    browser.click("Edit exchange fee xfe_000001").await?;
    browser.heading("Edit exchange fee").await?;
    browser.fill("Fixed fee", "10.00").await?;
    browser.click_in_dialog("Save").await?;
    browser
        .see("Fixed fee: 1.00 USD → 10.00 USD, more than five times the saved value.")
        .await?;
    browser.fill("Fixed fee", "1.50").await?;
    browser.click_in_dialog("Save").await?;
    browser.see("Exchange fee xfe_000001 saved.").await?;
    ensure!(!browser.shows_now("more than five times").await?);
    browser.quit().await
}
