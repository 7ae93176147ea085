//! Notification channel timing: from opening a channel by its identifier to its form editable.

use std::time::{Duration, Instant};

use anyhow::{ensure, Context, Result};
use portal_e2e::Browser;
use portal_sandbox::demo::{INSTITUTION_PORTAL_OPS, NOTIFICATION_CHANNEL_OPS};

const OPENS: usize = 10;

async fn measures(browser: &Browser) -> Result<Vec<f64>> {
    let value = browser
        .eval("return performance.getEntriesByName('channel-form', 'measure').map(e => e.duration)")
        .await?;
    Ok(value
        .as_array()
        .context("no measures")?
        .iter()
        .filter_map(serde_json::Value::as_f64)
        .collect())
}

/// Opens the seeded channel from the "Open a channel" box `OPENS` times (back to the area in
/// between); each sample is the page's measure from opening to the form drawn.
pub async fn open_to_editable(browser: &Browser) -> Result<Vec<f64>> {
    let area = format!("/w/{INSTITUTION_PORTAL_OPS}/notification-channels");
    browser.open(&area).await?;
    for n in 1..=OPENS {
        browser
            .fill("Channel identifier", NOTIFICATION_CHANNEL_OPS)
            .await?;
        browser.click("Open").await?;
        browser.field("Name").await?;
        let deadline = Instant::now() + Duration::from_secs(5);
        while measures(browser).await?.len() < n {
            ensure!(Instant::now() < deadline, "no channel-form measure");
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        browser.driver.back().await?;
        browser.field("Channel identifier").await?;
    }
    measures(browser).await
}
