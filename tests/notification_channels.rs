//! Notification channels: the channel types filtered and sorted (kept in the address), opening
//! a channel by its identifier, a partial update, the masked password, and activation.

use anyhow::{ensure, Result};
use portal_api::paths;
use portal_e2e::flows;
use portal_e2e::{Browser, Sandbox};
use portal_sandbox::demo::*;

const TYPES: &str = "Notification channel types";
const CODE: usize = 1;

async fn open_area(browser: &Browser) -> Result<()> {
    flows::sign_in_with_totp(browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Notification channels").await?;
    browser.heading("Notification channels").await?;
    Ok(())
}

/// Presses the sortable column header that reads `header` (its sort arrow aside).
async fn sort_by(browser: &Browser, header: &str) -> Result<()> {
    let script = format!(
        "for (const b of document.querySelectorAll('th button')) {{ \
           if (b.textContent.trim().startsWith({header:?})) {{ b.click(); return true; }} \
         }} return false;"
    );
    let pressed = browser.eval(&script).await?;
    ensure!(
        pressed == serde_json::Value::Bool(true),
        "no column header {header:?}"
    );
    Ok(())
}

fn codes(rows: &[Vec<String>]) -> Vec<&str> {
    rows.iter().map(|r| r[CODE].as_str()).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn channel_types_are_filtered_and_sorted_in_the_address() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_area(&browser).await?;
    let rows = browser.table_rows(TYPES).await?;
    ensure!(
        codes(&rows) == ["EMAIL", "SMS", "WEBHOOK", "PUSH", "CHAT"],
        "display order: {rows:?}"
    );
    browser.see("5 channel types").await?;

    sort_by(&browser, "Type code").await?;
    browser
        .wait_for_rows(TYPES, |r| {
            codes(r) == ["CHAT", "EMAIL", "PUSH", "SMS", "WEBHOOK"]
        })
        .await?;
    sort_by(&browser, "Type code").await?;
    browser
        .wait_for_rows(TYPES, |r| {
            codes(r) == ["WEBHOOK", "SMS", "PUSH", "EMAIL", "CHAT"]
        })
        .await?;
    browser.field("Enabled types only").await?.click().await?;
    browser.click("Apply filters").await?;
    browser
        .wait_for_rows(TYPES, |r| codes(r) == ["WEBHOOK", "EMAIL", "CHAT"])
        .await?;
    let path = browser.path().await?;
    ensure!(
        path.contains("enabledOnly=true") && path.contains("sort=typeCode%2Cdesc"),
        "kept in the address: {path}"
    );

    // A reload shows the same list.
    browser.open(&path).await?;
    browser
        .wait_for_rows(TYPES, |r| codes(r) == ["WEBHOOK", "EMAIL", "CHAT"])
        .await?;
    browser.see("3 channel types").await?;

    browser.fill("Type code", &"C".repeat(33)).await?;
    browser.click("Apply filters").await?;
    browser.see("Use at most 32 characters.").await?;
    browser.click("Clear").await?;
    browser.wait_for_rows(TYPES, |r| r.len() == 5).await?;

    // One is one type, not "1 channel types".
    browser.fill("Type code", "EMAIL").await?;
    browser.click("Apply filters").await?;
    browser.wait_for_rows(TYPES, |r| r.len() == 1).await?;
    browser.see("1 channel type").await?;
    ensure!(!browser.shows_now("1 channel types").await?);
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unknown_channel_is_said_and_the_identifier_kept() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_area(&browser).await?;
    browser
        .fill("Channel identifier", "ntc_does_not_exist")
        .await?;
    browser.click("Open").await?;
    browser
        .see("The notification channel was not found. It may have been deleted.")
        .await?;
    browser.see("Error code: 4040").await?;
    let kept = browser.field("Channel identifier").await?.value().await?;
    ensure!(
        kept.as_deref() == Some("ntc_does_not_exist"),
        "kept: {kept:?}"
    );
    ensure!(browser.path().await?.ends_with("/notification-channels"));

    let served = sandbox
        .served("POST", paths::NOTIFICATION_CHANNEL_UPDATE)
        .await?;
    browser.fill("Channel identifier", &"n".repeat(65)).await?;
    browser.click("Open").await?;
    browser.see("Use at most 64 characters.").await?;
    ensure!(
        sandbox
            .served("POST", paths::NOTIFICATION_CHANNEL_UPDATE)
            .await?
            == served,
        "a refused identifier was sent"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn edits_only_what_changed_and_never_sends_the_password_back() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_area(&browser).await?;
    browser
        .fill("Channel identifier", NOTIFICATION_CHANNEL_OPS)
        .await?;
    browser.click("Open").await?;
    browser.heading("Operations mail").await?;
    let password = browser.field("New password").await?.value().await?;
    ensure!(
        password.as_deref() == Some(""),
        "the mask is not shown: {password:?}"
    );
    browser
        .see("A password is set. Leave this empty to keep it, or type a new one to replace it.")
        .await?;

    browser.click("Save").await?;
    browser
        .see("Change at least one field before saving.")
        .await?;

    browser.fill("Name", "Operations mail (EU)").await?;
    browser.click("Save").await?;
    browser.see("Saved").await?;
    browser.heading("Operations mail (EU)").await?;
    let fields = sandbox
        .last_body_fields(paths::NOTIFICATION_CHANNEL_UPDATE)
        .await?;
    ensure!(
        fields == ["bizId", "channelName"],
        "only the name: {fields:?}"
    );

    // A number that does not read does not hide the other mistakes: both show at once.
    let timeout = browser.value_of("Connection timeout").await?;
    browser.fill("SMTP port", "70000").await?;
    browser.fill("Connection timeout", "abc").await?;
    browser.click("Save").await?;
    browser.see("Enter a whole number, such as 250.").await?;
    browser.see("Enter a number from 1 to 65535.").await?;
    let updates = sandbox
        .served("POST", paths::NOTIFICATION_CHANNEL_UPDATE)
        .await?;
    browser.fill("Connection timeout", &timeout).await?;

    browser.fill("SMTP port", "465").await?;
    // Changed, the field no longer stands refused: its old complaint goes.
    ensure!(
        !browser.shows_now("Enter a number from 1 to 65535.").await?,
        "the complaint outlived the change"
    );
    browser.select("Connection security", "SSL/TLS").await?;
    // The mask the server shows in place of the password, typed back, is not a password.
    browser.fill("New password", "******").await?;
    browser.click("Save").await?;
    let refused = browser.field_error("New password").await?;
    ensure!(
        refused.starts_with("This is the mask shown in place of the password"),
        "the mask was taken for a password: {refused:?}"
    );
    ensure!(
        sandbox
            .served("POST", paths::NOTIFICATION_CHANNEL_UPDATE)
            .await?
            == updates,
        "the mask was sent"
    );
    browser.fill("New password", "An0ther-Secret").await?;
    browser.click("Save").await?;
    browser.see("Saved").await?;
    let fields = sandbox
        .last_body_fields(paths::NOTIFICATION_CHANNEL_UPDATE)
        .await?;
    ensure!(
        fields
            == [
                "bizId",
                "emailConfig",
                "emailConfig.password",
                "emailConfig.smtpPort",
                "emailConfig.useSsl",
                "emailConfig.useStartTls"
            ],
        "port, security and the typed password: {fields:?}"
    );
    ensure!(
        sandbox
            .served("POST", paths::NOTIFICATION_CHANNEL_UPDATE)
            .await?
            == updates + 1,
        "the refused port was not sent"
    );
    let password = browser.field("New password").await?.value().await?;
    ensure!(
        password.as_deref() == Some(""),
        "cleared after saving: {password:?}"
    );

    // A later change sends no password: the mask never goes back.
    browser.fill("Remark", "Relay moved to port 465").await?;
    browser.click("Save").await?;
    browser.see("Saved").await?;
    browser.see("Relay moved to port 465").await?;
    let fields = sandbox
        .last_body_fields(paths::NOTIFICATION_CHANNEL_UPDATE)
        .await?;
    ensure!(fields == ["bizId", "channelRemark"], "{fields:?}");

    // Saved, the page leaves freely; typed again, leaving asks first and Stay keeps it.
    browser.fill("Name", "Operations mail (draft)").await?;
    // The back link sits under the sticky header once the form has scrolled.
    browser.eval("window.scrollTo(0, 0); return null").await?;
    browser.click("Back to notification channels").await?;
    browser.heading("Leave without saving?").await?;
    browser.click_in_dialog("Stay").await?;
    let name = browser.value_of("Name").await?;
    ensure!(name == "Operations mail (draft)", "{name:?}");
    browser.eval("window.scrollTo(0, 0); return null").await?;
    browser.click("Back to notification channels").await?;
    browser.click_in_dialog("Leave").await?;
    browser.heading("Notification channels").await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn activates_after_confirming_and_lists_it_as_recent() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_area(&browser).await?;
    browser
        .fill("Channel identifier", NOTIFICATION_CHANNEL_ALERTS)
        .await?;
    browser.click("Open").await?;
    browser.heading("Customer alerts").await?;
    browser.click("Activate").await?;
    browser
        .see("Channel Customer alerts will become active and start delivering notifications.")
        .await?;
    browser.click_in_dialog("Cancel").await?;
    ensure!(
        sandbox
            .served("POST", paths::NOTIFICATION_CHANNEL_ACTIVATE)
            .await?
            == 0
    );
    browser.click("Activate").await?;
    browser.click_in_dialog("Activate").await?;
    browser.see("Channel activated.").await?;
    browser.see("This channel is active.").await?;
    ensure!(
        sandbox
            .served("POST", paths::NOTIFICATION_CHANNEL_ACTIVATE)
            .await?
            == 1
    );

    // Listed by its name and its status as last read, its identifier beside them.
    browser.click("Back to notification channels").await?;
    let recent = browser
        .items_under("Opened recently in this browser")
        .await?;
    ensure!(
        recent
            == [format!(
                "Customer alerts Active {NOTIFICATION_CHANNEL_ALERTS}"
            )],
        "{recent:?}"
    );
    browser.click("Customer alerts").await?;
    browser.heading("Customer alerts").await?;
    browser.quit().await
}
