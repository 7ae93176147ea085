//! Notification channel timing: from opening a channel by its identifier to its form editable.

use anyhow::Result;
use portal_e2e::Browser;
use portal_sandbox::demo::{INSTITUTION_PORTAL_OPS, NOTIFICATION_CHANNEL_OPS};

const OPENS: usize = 10;

/// Opens the seeded channel from the "Open a channel" box `OPENS` times (back to the area in
/// between); each sample is the page's measure from opening to the form drawn.
pub async fn open_to_editable(browser: &Browser) -> Result<Vec<f64>> {
    let area = format!("/w/{INSTITUTION_PORTAL_OPS}/notification-channels");
    browser.open(&area).await?;
    let mut samples = Vec::new();
    for n in 1..=OPENS {
        browser
            .fill("Channel identifier", NOTIFICATION_CHANNEL_OPS)
            .await?;
        browser.click("Open").await?;
        samples = browser.performance_entries("channel-form", n).await?;
        browser.field("Name").await?;
        browser.driver.back().await?;
        browser.field("Channel identifier").await?;
    }
    Ok(samples)
}
