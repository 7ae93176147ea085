//! Withdrawal channels: the list page by page, and every field of one channel.

use anyhow::{ensure, Result};
use portal_e2e::flows;
use portal_e2e::{Browser, Sandbox};
use portal_sandbox::demo::*;

const TABLE: &str = "Withdrawal channels";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lists_channels_and_shows_each_ones_fields() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Withdrawal channels").await?;
    browser.heading("Withdrawal channels").await?;
    let rows = browser.table_rows(TABLE).await?;
    browser
        .see(&format!("{WITHDRAWAL_CHANNEL_COUNT} channels"))
        .await?;
    ensure!(rows.len() == 20, "first page: {} rows", rows.len());
    ensure!(
        rows[0][..8]
            == [
                "Bank payout USD",
                "USD",
                "Bank transfer",
                "Fixed amount",
                "2.00 USD",
                "0 %",
                "10.00 USD to 100,000.00 USD",
                "Enabled",
            ],
        "first row: {:?}",
        rows[0]
    );

    browser.click("Next page").await?;
    browser.see("Page 2 of 2").await?;
    let rows = browser.wait_for_rows(TABLE, |rows| rows.len() == 4).await?;
    let card = rows.iter().find(|r| r[0] == "Card payout KWD");
    ensure!(
        card.is_some_and(|r| r[3] == "Rate" && r[5] == "1.5 %" && r[7] == "Disabled"),
        "the disabled payout: {card:?}"
    );

    browser.click("Details of Card payout KWD").await?;
    browser.heading("Withdrawal channel").await?;
    browser.see("wch_card_kwd").await?;
    // The limits read in the channel's currency, as in the list, not as bare minor units.
    let limits = card.map(|r| r[6].clone()).unwrap_or_default();
    let (min, max) = (
        browser.record_value("Min amount").await?,
        browser.record_value("Max amount").await?,
    );
    ensure!(
        format!("{min} to {max}") == limits && max.ends_with(" KWD"),
        "record {min:?} and {max:?}, list {limits:?}"
    );
    // Type and fee model by name, as in the list, not by their numbers.
    let (kind, model) = (
        browser.record_value("Channel type").await?,
        browser.record_value("Channel fee model").await?,
    );
    ensure!(
        Some(&kind) == card.map(|r| &r[2]) && model == "Rate",
        "type {kind:?}, fee model {model:?}, row {card:?}"
    );
    // The fee rate reads as a percentage, as in the list.
    let rate = browser.record_value("Channel fee rate").await?;
    ensure!(rate == "1.5 %", "fee rate on record: {rate:?}");
    browser.click_in_dialog("Close").await?;
    ensure!(
        !browser.shows_now("wch_card_kwd").await?,
        "the dialog closed"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_search_box_narrows_the_channels() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Withdrawal channels").await?;
    browser.heading("Withdrawal channels").await?;
    browser.table_rows(TABLE).await?;
    flows::search_narrows(&browser, TABLE, "bank payout").await?;
    browser.quit().await
}
