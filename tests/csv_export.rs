//! Exporting a list to CSV: the file holds the table's header and rows as shown, without the
//! selection checkboxes.

use anyhow::{ensure, Context, Result};
use portal_e2e::{eventually, flows, Browser, Sandbox};
use serde_json::Value;

/// Keeps the next CSV the page makes instead of downloading it.
const CAPTURE: &str = "const make = URL.createObjectURL; \
    URL.createObjectURL = (blob) => { window.exportedBlob = blob; return make(blob); }; \
    HTMLAnchorElement.prototype.click = function () { window.exportedName = this.download; };";

async fn exported(browser: &Browser) -> Result<(String, String)> {
    let got = eventually(
        async || {
            browser
                .eval("return window.exportedBlob ? window.exportedBlob.text().then(t => [window.exportedName, t]) : null")
                .await
        },
        Value::is_array,
    )
    .await?;
    let pair = got.as_array().context("no CSV was made")?;
    let name = pair[0].as_str().context("no name")?.to_owned();
    let text = pair[1].as_str().context("no text")?.to_owned();
    Ok((name, text))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn exports_the_queue_as_shown() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let rows = flows::open_recharge_queue(&browser).await?;

    browser.eval(CAPTURE).await?;
    browser.click("Export page to CSV").await?;
    let (name, text) = exported(&browser).await?;
    ensure!(name == "recharges.csv", "file name {name:?}");
    let text = text.trim_start_matches('\u{feff}');
    let lines: Vec<&str> = text.split("\r\n").filter(|l| !l.is_empty()).collect();
    ensure!(
        lines.len() == rows.len() + 1,
        "{} lines for {} rows",
        lines.len(),
        rows.len()
    );
    // No checkbox column, no action buttons: the data as the table shows it.
    ensure!(
        lines[0] == "Recharge,Payer,Amount,Status,Channel,Created",
        "header {:?}",
        lines[0]
    );
    ensure!(
        lines[1].starts_with(&format!("{},{},", rows[0][1], rows[0][2])),
        "first row {:?} vs {:?}",
        lines[1],
        rows[0]
    );

    // Decided recharges have no buttons: their actions column is left out all the same.
    let path = browser.path().await?;
    browser.open(&format!("{path}?status=CONFIRMED")).await?;
    browser
        .wait_for_rows("Recharges", |rows| {
            !rows.is_empty() && rows.iter().all(|r| r[4] == "Confirmed")
        })
        .await?;
    browser.eval(CAPTURE).await?;
    browser.click("Export page to CSV").await?;
    let (_, text) = exported(&browser).await?;
    let header = text
        .trim_start_matches('\u{feff}')
        .lines()
        .next()
        .unwrap_or_default();
    ensure!(
        header == "Recharge,Payer,Amount,Status,Channel,Created",
        "header {header:?}"
    );
    browser.quit().await
}
