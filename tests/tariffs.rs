//! Tariffs, as the service administrator in the service portal (the tenant portal does not
//! change them): templates created (after a refused rate), edited, un-defaulted and deleted, the
//! default template's own state, and wallet tariffs by workspace and by wallet.

use anyhow::{ensure, Context, Result};
use portal_api::paths;
use portal_e2e::flows;
use portal_e2e::{eventually, ApiClient, Browser, Sandbox};
use portal_sandbox::demo::*;
use serde_json::json;

const TEMPLATES: &str = "Tariff templates";
const WALLETS: &str = "Wallet tariffs";
const CODE: usize = 0;
const DEFAULT: usize = 2;
const RATE: usize = 5;
const CURRENCY: usize = 2;
const FIXED_FEE: usize = 5;

async fn open_tariffs(browser: &Browser) -> Result<Vec<Vec<String>>> {
    flows::sign_in_with_totp(browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Tariffs").await?;
    browser.heading("Tariffs").await?;
    browser.table_rows(TEMPLATES).await
}

/// The text of the default template's card once it has loaded.
async fn default_card(browser: &Browser) -> Result<String> {
    let loaded = |text: &String| !text.contains("Loading") && text.lines().count() > 1;
    let text = eventually(
        async || {
            let text = browser
                .eval("const c=document.getElementById('default-template-title'); return c ? c.parentElement.innerText : '';")
                .await?;
            Ok(text.as_str().unwrap_or_default().to_owned())
        },
        loaded,
    )
    .await?;
    ensure!(loaded(&text), "the default card never loaded");
    Ok(text)
}

/// Waits until the default card satisfies `check`.
async fn wait_for_default(browser: &Browser, check: impl Fn(&str) -> bool) -> Result<String> {
    let text = eventually(async || default_card(browser).await, |text| check(text)).await?;
    ensure!(check(&text), "default card stayed {text:?}");
    Ok(text)
}

fn row<'a>(rows: &'a [Vec<String>], code: &str) -> Option<&'a Vec<String>> {
    rows.iter().find(|r| r[CODE] == code)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn creates_a_template_after_refusing_a_bad_rate() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(&sandbox.service_url()).await?;
    let rows = open_tariffs(&browser).await?;
    ensure!(
        rows.len() == TARIFF_TEMPLATE_COUNT,
        "seeded templates: {rows:?}"
    );
    // A template has no currency: its fixed fee says it counts minor units.
    let card = default_card(&browser).await?;
    ensure!(card.contains("Fixed fee (minor units)"), "{card:?}");
    let header = browser
        .eval("return [...document.querySelectorAll('th')].some(th => th.innerText.replace('↕', '').trim() === 'Fixed fee (minor units)')")
        .await?;
    ensure!(
        header == true,
        "the templates' fixed fee column says minor units"
    );

    browser.click("New template").await?;
    browser.heading("New tariff template").await?;
    browser.fill("Template code", "GOLD_2026").await?;
    browser.fill("Template name", "Gold").await?;
    browser.select("Fee model", "Rate").await?;
    browser.fill("Fee rate (%)", "0,25").await?;
    browser.click("Create").await?;
    browser
        .see("Enter a number with a decimal point, such as 1.50.")
        .await?;
    let invalid = browser
        .field("Fee rate (%)")
        .await?
        .attr("aria-invalid")
        .await?;
    ensure!(invalid.as_deref() == Some("true"), "the rate is marked");
    ensure!(
        sandbox
            .served("POST", paths::TARIFF_TEMPLATE_CREATE)
            .await?
            == 0,
        "a bad rate was sent"
    );

    // A code already used is refused beside the code, not above the form.
    browser.fill("Template code", "standard").await?;
    // The rate is typed as a percentage.
    browser.fill("Fee rate (%)", "0.25").await?;
    browser.click("Create").await?;
    browser.see("This is already used. Choose another.").await?;
    ensure!(
        browser.field_error("Template code").await? == "This is already used. Choose another.",
        "beside the code"
    );
    ensure!(
        !browser.shows_now("Error code: VALIDATION").await?,
        "the refusal stays beside the field"
    );

    browser.fill("Template code", "GOLD_2026").await?;
    browser.click("Create").await?;
    browser.see("Template created").await?;
    let rows = browser
        .wait_for_rows(TEMPLATES, |rows| row(rows, "GOLD_2026").is_some())
        .await?;
    let gold = row(&rows, "GOLD_2026").unwrap();
    ensure!(
        gold[1] == "Gold" && gold[RATE] == "0.25 %",
        "new row: {gold:?}"
    );
    ensure!(gold[DEFAULT].is_empty(), "not the default: {gold:?}");
    ensure!(rows.len() == TARIFF_TEMPLATE_COUNT + 1);
    // The taken code was sent once and refused; the bad rate never was.
    ensure!(
        sandbox
            .served("POST", paths::TARIFF_TEMPLATE_CREATE)
            .await?
            == 2
    );

    // Its own page shows what was saved.
    browser.click("GOLD_2026").await?;
    browser.heading("Template GOLD_2026").await?;
    let rate = browser.record_value("Fee rate").await?;
    ensure!(rate == "0.25 %", "the rate as a percentage: {rate:?}");
    let model = browser.record_value("Fee model").await?;
    ensure!(model == "Rate", "the fee model by name: {model:?}");
    // No currency to write it in, so the fixed fee says what it counts.
    let fixed = browser.record_value("Fixed fee (minor units)").await?;
    ensure!(!fixed.is_empty(), "the fixed fee is shown: {fixed:?}");
    // Stored as the fraction the wire carries.
    let client = ApiClient::sign_in(
        &sandbox,
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        INSTITUTION_PORTAL_OPS,
    )
    .await?;
    let answer = client.get(paths::TARIFF_TEMPLATES).await?;
    let stored = answer.data()?.as_array().and_then(|all| {
        all.iter()
            .find(|t| t["templateCode"] == "GOLD_2026")
            .cloned()
    });
    ensure!(
        stored.as_ref().is_some_and(|t| t["feeRate"] == "0.0025"),
        "stored: {stored:?}"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_template_deleted_elsewhere_leaves_the_list() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(&sandbox.service_url()).await?;
    open_tariffs(&browser).await?;
    let path = browser.path().await?;
    let workspace = path
        .strip_prefix("/w/")
        .and_then(|p| p.split('/').next())
        .context("no workspace in the address")?;

    // Another administrator deletes INTERNAL while this page still lists it.
    let other = ApiClient::sign_in(&sandbox, ADMIN_EMAIL, ADMIN_PASSWORD, workspace).await?;
    let answer = other.get(paths::TARIFF_TEMPLATES).await?;
    let biz_id = answer
        .data()?
        .as_array()
        .and_then(|list| list.iter().find(|t| t["templateCode"] == "INTERNAL"))
        .and_then(|t| t["bizId"].as_str())
        .context("no INTERNAL template")?
        .to_owned();
    other
        .post(paths::TARIFF_TEMPLATE_DELETE, &json!({ "bizId": biz_id }))
        .await?
        .data()?;

    browser.click("Delete INTERNAL").await?;
    browser.heading("Delete tariff template").await?;
    browser.click_in_dialog("Delete").await?;
    browser
        .see("This had already been deleted elsewhere.")
        .await?;
    browser
        .wait_for_rows(TEMPLATES, |rows| {
            row(rows, "INTERNAL").is_none() && row(rows, "PREMIUM").is_some()
        })
        .await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_default_template_can_go_and_come_back() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(&sandbox.service_url()).await?;
    let rows = open_tariffs(&browser).await?;
    ensure!(row(&rows, "STANDARD").unwrap()[DEFAULT] == "Default");
    ensure!(default_card(&browser).await?.contains("STANDARD"));

    // Un-defaulting the default leaves none: a state, not an error.
    browser.click("Edit STANDARD").await?;
    browser.heading("Edit Standard").await?;
    browser
        .field("Make this the default")
        .await?
        .click()
        .await?;
    // The form says so before it is saved.
    browser
        .see("Once saved, no template is the default until another is made the default.")
        .await?;
    browser.click("Save").await?;
    browser.see("Saved").await?;
    wait_for_default(&browser, |t| t.contains("No default template yet")).await?;
    browser
        .wait_for_rows(TEMPLATES, |rows| rows.iter().all(|r| r[DEFAULT].is_empty()))
        .await?;

    // Another becomes the default, then is deleted: none again.
    browser.click("Edit PREMIUM").await?;
    browser
        .field("Make this the default")
        .await?
        .click()
        .await?;
    browser
        .see("Once saved, this template becomes the default, replacing any other.")
        .await?;
    browser.click("Save").await?;
    wait_for_default(&browser, |t| t.contains("PREMIUM")).await?;
    browser
        .wait_for_rows(TEMPLATES, |rows| {
            row(rows, "PREMIUM").unwrap()[DEFAULT] == "Default"
        })
        .await?;

    // Cancel deletes nothing.
    browser.click("Delete INTERNAL").await?;
    browser.heading("Delete tariff template").await?;
    ensure!(
        !browser.shows_now("It is the default template").await?,
        "a template that is not the default is said to be"
    );
    browser.click_in_dialog("Cancel").await?;
    let deletes = sandbox
        .requests("POST", paths::TARIFF_TEMPLATE_DELETE)
        .await?;
    ensure!(deletes.is_empty(), "cancel sent a delete: {deletes:?}");

    browser.click("Delete PREMIUM").await?;
    browser
        .see("Delete the template “Premium” (PREMIUM)?")
        .await?;
    // The default's dialog says what deleting it leaves, before it is done.
    browser
        .see("It is the default template: until another is made the default, none will be.")
        .await?;
    browser.click_in_dialog("Delete").await?;
    browser.see("Template deleted").await?;
    browser
        .wait_for_rows(TEMPLATES, |rows| {
            row(rows, "PREMIUM").is_none() && row(rows, "INTERNAL").is_some()
        })
        .await?;
    wait_for_default(&browser, |t| t.contains("No default template yet")).await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wallet_tariffs_by_workspace_and_by_wallet() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(&sandbox.service_url()).await?;
    open_tariffs(&browser).await?;
    let all = browser.table_rows(WALLETS).await?;
    ensure!(all.len() == 7, "every wallet with a tariff: {all:?}");

    browser
        .select("Wallets of workspace", "Globex Wallet")
        .await?;
    let globex = browser
        .wait_for_rows(WALLETS, |rows| rows.len() == 2)
        .await?;
    ensure!(globex.iter().all(|r| r[CURRENCY] == "SGD"), "{globex:?}");

    browser
        .select("Wallets of workspace", "Initech Card Services")
        .await?;
    browser.see("No wallet tariffs").await?;

    browser
        .select("Wallets of workspace", "Acme Payments")
        .await?;
    let acme = browser
        .wait_for_rows(WALLETS, |rows| rows.len() == 3)
        .await?;
    let listed_fee = acme
        .iter()
        .find(|r| r[0].contains("Operating account"))
        .map(|r| r[FIXED_FEE].clone())
        .context("the operating account is listed")?;
    ensure!(listed_fee.ends_with(" USD"), "listed: {listed_fee:?}");
    browser.click("Operating account").await?;
    browser
        .heading(&format!("Tariff of wallet {WALLET_ACME_OPERATING}"))
        .await?;
    browser.see(TARIFF_TEMPLATE_STANDARD).await?;
    // The record's fixed fee reads in the wallet's currency, not as bare minor units.
    let fee = browser.record_value("Fee fixed amount").await?;
    ensure!(fee == listed_fee, "record {fee:?}, list {listed_fee:?}");
    let currency = browser.record_value("Currency").await?;
    ensure!(
        currency == "USD — US Dollar",
        "the currency by code and name: {currency:?}"
    );

    // In Vietnamese the record writes its amount with Vietnamese marks and names its
    // currency in Vietnamese, not in the server's English.
    let path = browser.path().await?;
    browser.select("Display language", "Tiếng Việt").await?;
    // The choice is kept once its catalogue has loaded and the page shows it.
    browser.wait_for_css("html[lang='vi']").await?;
    browser.open(&path).await?;
    let fee = browser.record_value("Phí cố định").await?;
    ensure!(
        fee.ends_with(",50 USD"),
        "a Vietnamese decimal mark: {fee:?}"
    );
    let currency = browser.record_value("Tiền tệ").await?;
    ensure!(
        currency.starts_with("USD — ") && !currency.contains("US Dollar"),
        "the currency named in Vietnamese: {currency:?}"
    );
    browser.select("Ngôn ngữ hiển thị", "English").await?;

    // A wallet without a tariff says so instead of failing.
    let without = path.replace(WALLET_ACME_OPERATING, WALLET_ACME_CARD);
    browser.open(&without).await?;
    browser
        .heading(&format!("Tariff of wallet {WALLET_ACME_CARD}"))
        .await?;
    browser.see("This wallet has no tariff").await?;
    let refused = sandbox.requests("GET", paths::WALLET_TARIFF).await?;
    ensure!(
        refused.iter().all(|(status, _)| *status == 200),
        "the record was asked for a wallet without a tariff: {refused:?}"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_search_boxes_narrow_templates_and_wallet_tariffs() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(&sandbox.service_url()).await?;
    let templates = open_tariffs(&browser).await?;
    let code = templates[0][CODE].clone();
    let label = "Search Tariff templates";
    flows::search_narrows_in(&browser, label, TEMPLATES, &code).await?;
    ensure!(
        browser.path().await?.contains("templates-q="),
        "the templates' search has its own parameter"
    );
    browser.table_rows(WALLETS).await?;
    flows::search_narrows(&browser, WALLETS, "SGD").await?;
    browser.quit().await
}
