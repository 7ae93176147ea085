//! Exports: parameters refused before sending, a new export followed until it is ready and
//! downloaded as CSV, the list beside the seeded exports, polling that stops when the page
//! is left, and the list following an export in progress.

use std::time::Duration;

use anyhow::{ensure, Result};
use portal_api::paths;
use portal_e2e::flows;
use portal_e2e::{eventually, Browser, Sandbox};
use portal_sandbox::demo::*;

async fn open_exports(browser: &Browser) -> Result<()> {
    flows::sign_in_with_totp(browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Exports").await?;
    browser.heading("Exports").await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_export_becomes_ready_and_downloads() -> Result<()> {
    let sandbox = Sandbox::start_with(|c| c.export_delay = Duration::from_millis(2500)).await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_exports(&browser).await?;
    // The service workspace sees every workspace's seeded exports, in each status.
    let seeded = browser
        .wait_for_rows("Exports", |rows| rows.len() == EXPORTS.len())
        .await?;
    for status in ["Ready", "Processing", "Failed"] {
        ensure!(
            seeded.iter().any(|row| row[3] == status),
            "a seeded {status} export: {seeded:?}"
        );
    }

    browser.click("New export").await?;
    browser.heading("New export").await?;
    browser.select("Data", "Transfers").await?;
    browser.fill("From", "2026-02-01").await?;
    browser.fill("To", "2026-01-01").await?;
    browser.click_in_dialog("Start export").await?;
    browser.see("From must not be after To.").await?;
    ensure!(
        browser.field_error("From").await? == "From must not be after To.",
        "the days' order said beside From"
    );
    // Other parameters are folded away; they must be a JSON object, and a day given both
    // ways is refused.
    browser.click("Other parameters").await?;
    browser
        .fill("Other parameters (JSON object)", "[\"2026-01-01\"]")
        .await?;
    browser.fill("To", "2026-03-01").await?;
    browser.click_in_dialog("Start export").await?;
    browser
        .see("Enter a JSON object: names and values in braces")
        .await?;
    browser
        .fill(
            "Other parameters (JSON object)",
            r#"{"dateTo": "2026-03-31"}"#,
        )
        .await?;
    browser.click_in_dialog("Start export").await?;
    browser
        .see("\"dateTo\" is also set by the date fields above; give it in one place only.")
        .await?;
    // Every refusal at once: broken JSON, too long a remark, and days out of order beside
    // another parameter the server may accept.
    browser
        .fill("Other parameters (JSON object)", "{region: eu")
        .await?;
    browser.fill("Remark", &"r".repeat(256)).await?;
    browser.fill("From", "2026-04-01").await?;
    browser.click_in_dialog("Start export").await?;
    browser
        .see("Enter a JSON object: names and values in braces")
        .await?;
    browser.see("Use at most 255 characters.").await?;
    browser.see("From must not be after To.").await?;
    browser
        .fill("Other parameters (JSON object)", r#"{"region": "eu"}"#)
        .await?;
    browser.click_in_dialog("Start export").await?;
    browser.see("From must not be after To.").await?;
    ensure!(
        sandbox.served("POST", paths::EXPORTS).await? == 0,
        "refused before sending"
    );

    // A key the contract does not list goes to the server, which may use it.
    browser
        .fill("Other parameters (JSON object)", r#"{"region": "eu"}"#)
        .await?;
    browser.fill("From", "2000-01-01").await?;
    browser.fill("To", "2099-12-31").await?;
    browser.fill("Remark", "Quarter close").await?;
    browser.click_in_dialog("Start export").await?;
    browser.wait_for_path("/w/").await?;
    browser.see("Export requested.").await?;
    browser.see("Generating the file…").await?;
    browser.see("The file is ready.").await?;
    ensure!(
        sandbox.served("GET", paths::EXPORT).await? >= 2,
        "the page read the export again while it was generated"
    );
    browser.see("Quarter close").await?;
    browser.see("2000-01-01").await?;
    browser.see("eu").await?;

    browser.catch_downloads().await?;
    browser.click("Download").await?;
    let csv = String::from_utf8(browser.downloaded().await?)?;
    let lines: Vec<&str> = csv.lines().collect();
    ensure!(
        lines[0].starts_with("biz_id,institution_biz_id,"),
        "CSV header: {}",
        lines[0]
    );
    let transfers = TRANSFERS_PER_WORKSPACE * WALLET_INSTITUTIONS.len();
    ensure!(
        lines.len() == transfers + 1,
        "every institution's transfers: {}",
        lines.len()
    );

    browser.click("Back to exports").await?;
    let rows = browser
        .wait_for_rows("Exports", |rows| rows.len() == EXPORTS.len() + 1)
        .await?;
    ensure!(
        rows[0][1] == "Transfers" && rows[0][2] == "Quarter close" && rows[0][3] == "Ready",
        "the row: {rows:?}"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn leaving_the_page_stops_following_the_export() -> Result<()> {
    let sandbox = Sandbox::start_with(|c| c.export_delay = Duration::from_secs(600)).await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_exports(&browser).await?;
    browser.click("New export").await?;
    browser.click_in_dialog("Start export").await?;
    browser.see("Generating the file…").await?;
    let while_open = eventually(
        async || sandbox.served("GET", paths::EXPORT).await,
        |reads| *reads >= 2,
    )
    .await?;
    ensure!(while_open >= 2, "polled while open: {while_open}");
    browser.click("Back to exports").await?;
    browser
        .wait_for_rows("Exports", |rows| {
            rows.len() == EXPORTS.len() + 1 && rows[0][3] == "Processing"
        })
        .await?;
    let left = sandbox.served("GET", paths::EXPORT).await?;
    tokio::time::sleep(Duration::from_millis(4500)).await;
    let later = sandbox.served("GET", paths::EXPORT).await?;
    ensure!(later == left, "no reads after leaving: {left} then {later}");
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_list_shows_an_export_becoming_ready_without_a_reload() -> Result<()> {
    let sandbox = Sandbox::start_with(|c| c.export_delay = Duration::from_secs(4)).await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_exports(&browser).await?;
    browser.click("New export").await?;
    browser.click_in_dialog("Start export").await?;
    browser.see("Generating the file…").await?;
    // Left while its page still follows it: the list takes over.
    browser.click("Back to exports").await?;
    browser
        .wait_for_rows("Exports", |rows| {
            rows.len() == EXPORTS.len() + 1 && rows[0][3] == "Processing"
        })
        .await?;
    browser
        .wait_for_rows("Exports", |rows| {
            rows.len() == EXPORTS.len() + 1 && rows[0][3] == "Ready"
        })
        .await?;
    // The page it was opened from stopped cleanly: the portal still answers.
    browser.click("Files").await?;
    browser.heading("Files").await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_export_is_requested_again_from_its_page() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_exports(&browser).await?;
    browser
        .open(&format!(
            "/w/{INSTITUTION_PORTAL_OPS}/exports/{EXPORT_ACME_FAILED}"
        ))
        .await?;
    browser
        .see("The export failed; there is no file to download.")
        .await?;
    // Parameters sent empty read as not set, as other empty fields do.
    let params = browser.record_value("Params").await?;
    ensure!(params == "Not set", "params read {params:?}");
    browser.click("Request again").await?;
    browser.see("Export requested.").await?;
    let failed = format!("/exports/{EXPORT_ACME_FAILED}");
    let path = eventually(
        async || browser.path().await,
        |path| !path.ends_with(&failed),
    )
    .await?;
    ensure!(!path.ends_with(&failed), "the new export opens, not {path}");
    // The page shows the new export, followed until it is ready, not the failed one.
    let new_id = path.rsplit('/').next().unwrap_or_default().to_owned();
    let shown = eventually(
        async || browser.record_value("Identifier").await,
        |shown| *shown == new_id,
    )
    .await?;
    ensure!(shown == new_id, "the record shown is {shown}, not {new_id}");
    ensure!(
        !browser
            .shows_now("The export failed; there is no file to download.")
            .await?,
        "the failed export's notice went with it"
    );
    browser.see("The file is ready.").await?;
    // The same data and remark, asked for once.
    browser.see("Recharges for the auditors").await?;
    ensure!(sandbox.served("POST", paths::EXPORTS).await? == 1);
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_export_generating_for_long_says_so_checks_less_often_and_offers_a_new_request(
) -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_exports(&browser).await?;
    // Requested an hour ago and still generating.
    browser
        .open(&format!(
            "/w/{INSTITUTION_PORTAL_OPS}/exports/{EXPORT_ACME_PROCESSING}"
        ))
        .await?;
    browser.see("Still generating after").await?;
    browser.see("longer than usual").await?;
    browser.button("Request again").await?;
    ensure!(
        !browser
            .shows_now("This page checks again every 2 seconds.")
            .await?,
        "the usual two-second promise is not made for a stuck export"
    );
    let before = sandbox.served("GET", paths::EXPORT).await?;
    tokio::time::sleep(Duration::from_secs(5)).await;
    let after = sandbox.served("GET", paths::EXPORT).await?;
    ensure!(
        after == before,
        "read again within 5 s of a 30 s wait: {before} then {after}"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_export_days_are_the_users_days_in_their_time_zone() -> Result<()> {
    let mut db = None;
    let sandbox = Sandbox::start_with(|c| {
        c.export_delay = Duration::ZERO;
        db = Some(c.db_path.clone());
    })
    .await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_exports(&browser).await?;
    browser.click("New export").await?;
    browser.select("Data", "Recharges").await?;
    browser
        .see("Days in your time zone, both included. Leave empty for no limit.")
        .await?;
    browser.fill("From", "2026-03-01").await?;
    browser.fill("To", "2026-03-31").await?;
    browser.click_in_dialog("Start export").await?;
    browser.see("Export requested.").await?;
    // The administrator's time zone is Asia/Singapore (UTC+8): their March starts and ends
    // eight hours before UTC's.
    let conn = rusqlite::Connection::open(db.unwrap_or_default())?;
    let params: String = conn.query_row(
        "SELECT params FROM exports ORDER BY created_at DESC LIMIT 1",
        [],
        |row| row.get(0),
    )?;
    let params: serde_json::Value = serde_json::from_str(&params)?;
    ensure!(
        params["createdSince"] == "2026-02-28T16:00:00Z"
            && params["createdBefore"] == "2026-03-31T16:00:00Z"
            && params["dateFrom"] == "2026-03-01",
        "the export asked for {params}"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_search_box_narrows_the_exports() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_exports(&browser).await?;
    browser.table_rows("Exports").await?;
    let rows = flows::first_cell_narrows(&browser, "Exports").await?;
    ensure!(rows.len() == 1, "one export by its id: {rows:?}");
    browser.quit().await
}
