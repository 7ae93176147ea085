//! Recharge channels, as the service administrator in the service portal (the tenant portal
//! does not change them): the list page by page, creating one (refused input first), a partial
//! update, and assigning a channel to workspaces.

use anyhow::{ensure, Context, Result};
use portal_api::paths;
use portal_e2e::flows;
use portal_e2e::{ApiClient, Browser, By, Sandbox};
use portal_sandbox::demo::*;

const TABLE: &str = "Recharge channels";
const ASSIGNED: &str = "Workspaces using this channel";
const NAME: usize = 0;

async fn open_list(browser: &Browser) -> Result<Vec<Vec<String>>> {
    flows::sign_in_with_totp(browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Recharge channels").await?;
    browser.heading("Recharge channels").await?;
    browser.table_rows(TABLE).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lists_every_channel_page_by_page() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(&sandbox.service_url()).await?;
    let rows = open_list(&browser).await?;
    browser.see("30 channels").await?;
    ensure!(rows.len() == 20, "first page: {} rows", rows.len());
    ensure!(
        rows[0]
            == [
                "SWIFT Transfer",
                "USD",
                "Bank transfer",
                "Fixed amount",
                "15.00 USD",
                "0 %"
            ],
        "first row: {:?}",
        rows[0]
    );
    let knet = rows.iter().find(|r| r[NAME] == "KNET Kuwait");
    ensure!(
        knet.is_some_and(|r| r[2..5] == ["E-wallet", "Rate by amount band", "0.000 KWD"]),
        "the dinar has three decimals: {knet:?}"
    );
    // A fee by band shows its bands, bounds in dinars, not the single rate it does not use.
    ensure!(
        knet.is_some_and(|r| r[5].starts_with("up to ")
            && r[5].contains(" KWD: ")
            && r[5].contains("above that: ")),
        "the bands: {knet:?}"
    );

    browser.click("Next page").await?;
    browser.see("Page 2 of 2").await?;
    let rows = browser
        .wait_for_rows(TABLE, |rows| rows.len() == 10)
        .await?;
    ensure!(rows.iter().any(|r| r[NAME] == "PayNow Singapore"));
    ensure!(browser.path().await?.ends_with("?page=2"));
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reload_keeps_a_half_filled_form() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(&sandbox.service_url()).await?;
    open_list(&browser).await?;
    browser.click("New channel").await?;
    browser.heading("New recharge channel").await?;
    browser.fill("Channel name", "Harbour Wire").await?;
    browser.fill("Fee rate (%)", "1.5").await?;
    // Band rows are kept with the form too.
    browser.click("Add band").await?;
    browser.fill("Band 1: up to", "100").await?;
    browser.fill("Band 1: rate (%)", "1.2").await?;
    browser.click("Add band").await?;
    browser.fill("Band 2: rate (%)", "0.8").await?;
    browser.reload().await?;
    // The dialog opens again by itself with what was typed, and says so.
    browser.heading("New recharge channel").await?;
    browser
        .see("What you had typed here is back in the form.")
        .await?;
    ensure!(browser.value_of("Channel name").await? == "Harbour Wire");
    ensure!(browser.value_of("Fee rate (%)").await? == "1.5");
    ensure!(browser.value_of("Band 1: up to").await? == "100");
    ensure!(browser.value_of("Band 1: rate (%)").await? == "1.2");
    ensure!(browser.value_of("Band 2: up to").await?.is_empty());
    ensure!(browser.value_of("Band 2: rate (%)").await? == "0.8");
    // Put back once: another reload after cancelling opens nothing.
    browser.click_in_dialog("Cancel").await?;
    browser.wait_for_no_css("dialog[open]").await?;
    browser.reload().await?;
    browser.heading("Recharge channels").await?;
    browser.settle().await?;
    ensure!(!browser.shows_now("New recharge channel").await?);
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refuses_bad_input_beside_its_field_then_creates() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(&sandbox.service_url()).await?;
    open_list(&browser).await?;
    let sent_before = sandbox.served("POST", paths::RECHARGE_CHANNELS).await?;

    browser.click("New channel").await?;
    browser.heading("New recharge channel").await?;
    // The fixed fee is typed in the channel's currency, whose precision it follows.
    browser.select("Currency", "JPY — Japanese Yen").await?;
    browser.see("In JPY, such as 150.").await?;
    browser.select("Currency", "SGD — Singapore Dollar").await?;
    browser.see("In SGD, such as 1.50.").await?;
    browser.select("Channel type", "Bank transfer").await?;
    browser.select("Fee model", "Rate by amount band").await?;
    browser.fill("Fee rate (%)", "1,5").await?;
    let broken = r#"{"provider": "harbour""#;
    browser.fill("Connection settings (JSON)", broken).await?;
    browser.click_in_dialog("Create").await?;

    browser
        .see("Enter a number with a decimal point, such as 1.50.")
        .await?;
    // Where it goes wrong, in the person's words rather than the parser's.
    browser
        .see("This is not valid JSON: the first mistake is at line 1, column")
        .await?;
    // The rules ran on what did read: the blank name is refused too.
    browser.see("This field is required.").await?;
    let kept = browser
        .field("Connection settings (JSON)")
        .await?
        .value()
        .await?;
    ensure!(
        kept.as_deref() == Some(broken),
        "the text was kept: {kept:?}"
    );
    let font = browser
        .field("Connection settings (JSON)")
        .await?
        .css_value("font-family")
        .await?;
    ensure!(font.contains("monospace"), "JSON typed in {font}");
    ensure!(
        sandbox.served("POST", paths::RECHARGE_CHANNELS).await? == sent_before,
        "refused input was sent"
    );

    // The decimal fixed, the rules of portal-api still refuse bands that are missing.
    browser.fill("Channel name", "Harbour Wire").await?;
    browser.fill("Fee rate (%)", "1.5").await?;
    browser
        .fill("Connection settings (JSON)", r#"{"provider": "harbour"}"#)
        .await?;
    browser.click_in_dialog("Create").await?;
    browser.see("This fee model needs bands.").await?;
    ensure!(!browser.shows_now("This is not valid JSON:").await?);
    ensure!(!browser.shows_now("This field is required.").await?);
    ensure!(sandbox.served("POST", paths::RECHARGE_CHANNELS).await? == sent_before);

    // A part of the fee the model computes with is never taken as 0 for being left empty.
    browser
        .select("Fee model", "Fixed amount plus rate")
        .await?;
    browser.fill("Fixed fee", "").await?;
    browser.click_in_dialog("Create").await?;
    let refused = browser.field_error("Fixed fee").await?;
    ensure!(
        refused == "This field is required.",
        "fixed fee: {refused:?}"
    );
    ensure!(sandbox.served("POST", paths::RECHARGE_CHANNELS).await? == sent_before);
    browser.fill("Fixed fee", "2.50").await?;

    browser.select("Fee model", "Rate").await?;
    browser.click_in_dialog("Create").await?;
    browser.see("Channel created").await?;
    browser.see("31 channels").await?;
    browser
        .wait_for_rows(TABLE, |rows| {
            rows.iter().any(|r| {
                r[..]
                    == [
                        "Harbour Wire",
                        "SGD",
                        "Bank transfer",
                        "Rate",
                        "2.50 SGD",
                        "1.5 %",
                    ]
            })
        })
        .await?;
    ensure!(sandbox.served("POST", paths::RECHARGE_CHANNELS).await? == sent_before + 1);
    // Stored in minor units and as a fraction, as the wire carries them.
    let client = ApiClient::sign_in(
        &sandbox,
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        INSTITUTION_PORTAL_OPS,
    )
    .await?;
    let path = format!("{}?page=0&size=100", paths::RECHARGE_CHANNELS);
    let answer = client.get(&path).await?;
    let items = answer.data()?["items"].as_array().context("no items")?;
    let stored = items
        .iter()
        .find(|c| c["channelName"] == "Harbour Wire")
        .context("not stored")?;
    ensure!(
        stored["channelFeeFixedAmount"] == 250 && stored["channelFeeRate"] == "0.015",
        "stored: {stored}"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn updates_only_what_changed() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(&sandbox.service_url()).await?;
    open_list(&browser).await?;
    browser.click("KNET Kuwait").await?;
    browser.heading("KNET Kuwait").await?;
    let name = browser.field("Channel name").await?.value().await?;
    ensure!(
        name.as_deref() == Some("KNET Kuwait"),
        "prefilled: {name:?}"
    );
    // The record's fixed fee reads in the channel's currency, with the dinar's three decimals.
    let fee = browser.record_value("Channel fee fixed amount").await?;
    ensure!(fee == "0.000 KWD", "fixed fee on record: {fee:?}");

    // Nothing changed: said, not sent.
    browser.click("Save").await?;
    browser
        .see("Change at least one field before saving.")
        .await?;
    ensure!(
        sandbox
            .served("POST", paths::RECHARGE_CHANNEL_UPDATE)
            .await?
            == 0
    );

    browser.fill("Channel name", "KNET Kuwait Express").await?;
    browser.fill("Fee rate (%)", "0.5e1").await?;
    browser.click("Save").await?;
    browser
        .see("Enter a number with a decimal point, such as 1.50.")
        .await?;
    ensure!(
        sandbox
            .served("POST", paths::RECHARGE_CHANNEL_UPDATE)
            .await?
            == 0
    );

    browser.fill("Fee rate (%)", "150").await?;
    browser.click("Save").await?;
    browser
        .see("Enter at most 100 %: a fee cannot be more than the whole amount.")
        .await?;
    ensure!(
        sandbox
            .served("POST", paths::RECHARGE_CHANNEL_UPDATE)
            .await?
            == 0
    );

    browser.fill("Fee rate (%)", "0").await?;
    browser.click("Save").await?;
    browser.see("Saved").await?;
    browser.heading("KNET Kuwait Express").await?;
    ensure!(
        sandbox
            .served("POST", paths::RECHARGE_CHANNEL_UPDATE)
            .await?
            == 1
    );
    // The bands it kept are still on record, their rates as percentages.
    browser.see("above that: 0.75 %").await?;

    // Back to the top of the page, where the link is, as a person would scroll.
    browser.eval("window.scrollTo(0, 0); return null;").await?;
    browser.click("All recharge channels").await?;
    browser
        .wait_for_rows(TABLE, |rows| {
            rows.iter()
                .any(|r| r[NAME] == "KNET Kuwait Express" && r[3] == "Rate by amount band")
        })
        .await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn assigns_a_channel_and_changes_who_pays() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(&sandbox.service_url()).await?;
    open_list(&browser).await?;
    browser.click("SWIFT Transfer").await?;
    let rows = browser.table_rows(ASSIGNED).await?;
    ensure!(
        rows == [
            ["Acme Payments", "Users pay the channel fee"],
            ["Globex Wallet", "Workspace absorbs the fee"],
        ],
        "seeded assignments: {rows:?}"
    );

    browser.click("All recharge channels").await?;
    browser.click("ACH Credit").await?;
    browser.heading("ACH Credit").await?;
    browser.see("No workspace yet").await?;
    browser.click("Assign").await?;
    browser.see("This field is required.").await?;
    // Both choices are said at once.
    for field in ["Workspace to assign", "Who pays the fee"] {
        let said = browser.field_error(field).await?;
        ensure!(!said.is_empty(), "{field} is not marked");
    }
    ensure!(
        sandbox
            .served("POST", paths::RECHARGE_CHANNEL_ASSIGNMENTS)
            .await?
            == 0
    );

    browser.select("Workspace to assign", "Hooli Pay").await?;
    browser
        .select("Who pays the fee", "Workspace absorbs the fee")
        .await?;
    browser.click("Assign").await?;
    browser.see("Assignment saved").await?;
    browser
        .wait_for_rows(ASSIGNED, |rows| {
            rows == [["Hooli Pay", "Workspace absorbs the fee"]]
        })
        .await?;

    // The same workspace again changes who pays there; it is not listed twice.
    browser.select("Workspace to assign", "Hooli Pay").await?;
    browser
        .select("Who pays the fee", "Users pay the wallet tariff")
        .await?;
    browser.click("Assign").await?;
    browser
        .wait_for_rows(ASSIGNED, |rows| {
            rows == [["Hooli Pay", "Users pay the wallet tariff"]]
        })
        .await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_queue_filter_offers_every_channel_and_currency() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Recharges").await?;
    browser.heading("Recharges").await?;
    flows::unfold_queue_filters(&browser).await?;
    // The last channel created is listed, after "Any channel" and the 29 others.
    browser
        .select("Channel", "SIC Transfer Switzerland")
        .await?;
    let options = browser
        .field("Channel")
        .await?
        .find_all(By::Tag("option"))
        .await?;
    ensure!(
        options.len() == RECHARGE_CHANNEL_COUNT + 1,
        "{} options",
        options.len()
    );
    // And every currency a channel can be created in, so its recharges can be found.
    let mut offered = Vec::new();
    for option in browser
        .field("Currency")
        .await?
        .find_all(By::Tag("option"))
        .await?
    {
        offered.push(option.text().await?.trim().to_owned());
    }
    for currency in portal_api::currency::CURRENCIES {
        ensure!(
            offered.iter().any(|o| o == currency.code),
            "the queue cannot filter by {}: {offered:?}",
            currency.code
        );
    }
    browser.quit().await
}

/// The amount of a cell reading "1,234.50 USD", and its currency.
fn amount(cell: &str) -> Option<(String, f64)> {
    let (number, code) = cell.rsplit_once(' ')?;
    Some((code.to_owned(), number.replace(',', "").parse().ok()?))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sorts_fixed_fees_within_each_currency_and_filters_by_type() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(&sandbox.service_url()).await?;
    open_list(&browser).await?;
    flows::search_narrows(&browser, TABLE, "card").await?;
    browser.fill("Search", "").await?;
    browser
        .wait_for_rows(TABLE, |rows| rows.len() == 20)
        .await?;

    browser.sort_by("Fixed fee").await?;
    browser
        .see("Amounts are sorted within each currency: by currency, then by amount.")
        .await?;
    let sorted = browser
        .wait_for_rows(TABLE, |rows| rows[0][NAME] != "SWIFT Transfer")
        .await?;
    let fees: Vec<(String, f64)> = sorted.iter().filter_map(|r| amount(&r[4])).collect();
    ensure!(
        fees.len() == sorted.len(),
        "every row has a fee: {sorted:?}"
    );
    // Grouped by currency, and ascending within each; never compared across currencies.
    ensure!(
        fees.windows(2)
            .all(|w| w[0].0 < w[1].0 || (w[0].0 == w[1].0 && w[0].1 <= w[1].1)),
        "by currency, then amount: {fees:?}"
    );
    ensure!(
        fees.iter()
            .map(|f| &f.0)
            .collect::<std::collections::BTreeSet<_>>()
            .len()
            > 1,
        "several currencies: {fees:?}"
    );
    let address = browser.path().await?;
    ensure!(address.contains("sort=fixedFee%2Casc"), "{address}");

    // A type filter keeps the sort; the address shows the same list after a reload.
    browser.select("Type", "Card").await?;
    let cards = browser
        .wait_for_rows(TABLE, |rows| rows.iter().all(|r| r[2] == "Card"))
        .await?;
    let address = browser.path().await?;
    browser.open(&address).await?;
    browser.wait_for_rows(TABLE, |rows| rows == cards).await?;
    ensure!(browser.path().await?.contains("type="), "{address}");
    browser.quit().await
}
