//! The IP whitelist: an inline message per bad or repeated entry before anything is sent,
//! the warning before turning it on empty or without the caller's address, saving and
//! reading the saved state back.

use anyhow::{ensure, Result};
use portal_api::paths;
use portal_e2e::flows;
use portal_e2e::{ApiClient, Browser, Sandbox};
use portal_sandbox::demo::*;
use serde_json::json;

async fn open_whitelist(browser: &Browser) -> Result<()> {
    flows::sign_in_with_totp(browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("IP whitelist").await?;
    browser.heading("IP whitelist").await?;
    browser.see("You are connecting from 127.0.0.1.").await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_entries_get_their_own_message() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_whitelist(&browser).await?;
    browser.see("Status: Off").await?;
    browser.see("No addresses listed.").await?;
    for _ in 0..5 {
        browser.click("Add entry").await?;
    }
    browser.fill("Entry 1", "10.0.0.300").await?;
    browser.fill("Entry 2", "10.0.0.0/33").await?;
    browser.fill("Entry 3", "127.0.0.1").await?;
    browser.fill("Entry 4", "127.0.0.1/32").await?;
    browser.fill("Entry 5", "2001:db8::/129").await?;
    browser.click("Save whitelist").await?;
    browser.see("Fix the marked entries before saving.").await?;
    browser
        .see("Not an IPv4 or IPv6 address or CIDR range.")
        .await?;
    browser.see("Already listed above.").await?;
    let invalid = |label: &'static str| {
        let browser = &browser;
        async move {
            let field = browser.field(label).await?;
            Ok::<_, anyhow::Error>(field.attr("aria-invalid").await?.as_deref() == Some("true"))
        }
    };
    for (label, bad) in [
        ("Entry 1", true),
        ("Entry 2", true),
        ("Entry 3", false),
        ("Entry 4", true),
        ("Entry 5", true),
    ] {
        ensure!(invalid(label).await? == bad, "{label}");
    }
    ensure!(
        sandbox.served("POST", paths::IP_WHITELIST).await? == 0,
        "nothing sent"
    );

    browser.click("Remove entry 4").await?;
    browser.fill("Entry 1", "10.0.0.0/8").await?;
    browser.fill("Entry 2", "192.168.0.0/16").await?;
    browser.fill("Entry 4", "2001:db8::/32").await?;
    browser.field("Whitelist on").await?.click().await?;
    browser.click("Save whitelist").await?;
    browser.see("Whitelist saved").await?;
    browser.see("Status: On").await?;

    browser
        .open(&format!("/w/{INSTITUTION_PORTAL_OPS}/ip-whitelist"))
        .await?;
    browser.see("Status: On").await?;
    ensure!(browser.value_of("Entry 3").await? == "127.0.0.1");
    ensure!(browser.value_of("Entry 4").await? == "2001:db8::/32");
    ensure!(browser.field("Whitelist on").await?.is_selected().await?);
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn turning_it_on_without_you_warns_first() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_whitelist(&browser).await?;
    browser.field("Whitelist on").await?.click().await?;
    browser.click("Save whitelist").await?;
    browser.heading("Turn on the whitelist?").await?;
    browser.see("nobody could use this workspace").await?;
    // Enter pressed out of habit must not shut everyone out: focus starts on Cancel.
    browser.wait_for_focus("Cancel").await?;
    browser.click_in_dialog("Cancel").await?;
    ensure!(sandbox.served("POST", paths::IP_WHITELIST).await? == 0);

    browser.click("Add entry").await?;
    browser.fill("Entry 1", "10.0.0.0/8").await?;
    browser.click("Save whitelist").await?;
    browser.heading("Turn on the whitelist?").await?;
    browser
        .see("No entry covers your address 127.0.0.1")
        .await?;
    browser.click_in_dialog("Save anyway").await?;
    browser.see("Whitelist saved").await?;
    browser.see("Status: On").await?;
    ensure!(sandbox.served("POST", paths::IP_WHITELIST).await? == 1);

    browser
        .open(&format!("/w/{INSTITUTION_PORTAL_OPS}/ip-whitelist"))
        .await?;
    browser.see("Status: On").await?;
    ensure!(browser.value_of("Entry 1").await? == "10.0.0.0/8");

    // An entry added but not saved is not dropped by leaving without a word.
    browser.click("Add entry").await?;
    browser.fill("Entry 2", "10.1.1.1").await?;
    browser.click("Accounts").await?;
    browser.heading("Leave without saving?").await?;
    browser.wait_for_focus("Stay").await?;
    browser.click_in_dialog("Stay").await?;
    ensure!(browser.value_of("Entry 2").await? == "10.1.1.1");
    browser.click("Accounts").await?;
    browser.click_in_dialog("Leave").await?;
    browser.heading("Accounts").await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn removing_an_entry_keeps_the_keyboard_in_the_list() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_whitelist(&browser).await?;
    for n in 1..=3 {
        browser.click("Add entry").await?;
        browser
            .fill(&format!("Entry {n}"), &format!("10.0.0.{n}"))
            .await?;
    }
    // The entry after the removed one takes its place, and the focus.
    browser.click("Remove entry 2").await?;
    browser.wait_for_focus("\"Entry 2\"").await?;
    ensure!(browser.value_of("Entry 2").await? == "10.0.0.3");
    // The last one hands the focus to the one before it.
    browser.click("Remove entry 2").await?;
    browser.wait_for_focus("\"Entry 1\"").await?;
    ensure!(browser.value_of("Entry 1").await? == "10.0.0.1");
    // None left: the switch.
    browser.click("Remove entry 1").await?;
    browser.wait_for_focus("ip-whitelist-enabled").await?;
    browser.see("No addresses listed.").await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whitelist_saved_elsewhere_meanwhile_is_kept_and_shown_before_saving() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_whitelist(&browser).await?;
    browser.see("Status: Off").await?;
    browser.click("Add entry").await?;
    browser.fill("Entry 1", "10.0.0.0/8").await?;

    // Meanwhile another administrator turns it on with entries of their own.
    let other = ApiClient::sign_in(
        &sandbox,
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        INSTITUTION_PORTAL_OPS,
    )
    .await?;
    other
        .post(
            paths::IP_WHITELIST,
            &json!({ "enabled": true, "entries": ["192.0.2.0/24", "127.0.0.0/8"] }),
        )
        .await?
        .data()?;

    browser.click("Save whitelist").await?;
    browser
        .see("Someone else saved the whitelist while you were editing")
        .await?;
    browser.see("Turned on elsewhere").await?;
    browser.see("Added elsewhere (2)").await?;
    ensure!(
        sandbox.served("POST", paths::IP_WHITELIST).await? == 1,
        "nothing was sent over their change"
    );
    browser.see("Status: On").await?;
    ensure!(browser.field("Whitelist on").await?.is_selected().await?);
    for (label, entry) in [
        ("Entry 1", "192.0.2.0/24"),
        ("Entry 2", "127.0.0.0/8"),
        ("Entry 3", "10.0.0.0/8"),
    ] {
        let value = browser.value_of(label).await?;
        ensure!(value == entry, "{label} reads {value}");
    }

    browser.click("Save whitelist").await?;
    browser.see("Whitelist saved").await?;
    ensure!(
        !browser.shows_now("Turned on elsewhere").await?,
        "the warning goes once saved"
    );
    let saved = other.get(paths::IP_WHITELIST).await?;
    ensure!(
        saved.data()?["entries"] == json!(["192.0.2.0/24", "127.0.0.0/8", "10.0.0.0/8"]),
        "both changes saved: {}",
        saved.body
    );
    browser.quit().await
}
