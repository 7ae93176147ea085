//! A role's refusals, as the person meets them: the operator (recharge work only) opening an
//! area the role does not cover is told so in words naming the area, the navigation marks the
//! area for the rest of the session, a refused change keeps what was typed, and the tenant
//! portal offers no change of platform configuration.
//!
//! Needs the sandbox that checks each workspace call against the caller's role permissions
//! (the sandbox-permissions branch): without it the operator is served everything.

use anyhow::{ensure, Result};
use portal_api::paths;
use portal_e2e::journeys::refusals::offered;
use portal_e2e::{eventually, Browser, Sandbox};
use portal_e2e::{flows, By};
use portal_sandbox::demo::*;

/// The "No access" mark beside a navigation link, if drawn.
async fn nav_mark(browser: &Browser, nav_path: &str) -> Result<Option<String>> {
    let marks = browser
        .driver
        .find_all(By::Css(format!(
            "nav .side-nav__link[href$='/{nav_path}'] .side-nav__no-access"
        )))
        .await?;
    match marks.first() {
        Some(mark) => Ok(Some(mark.text().await?)),
        None => Ok(None),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_operator_is_told_what_the_role_does_not_allow_and_the_navigation_marks_it(
) -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch_logged(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
    browser
        .wait_for_path(&format!("/w/{INSTITUTION_ACME}"))
        .await?;
    ensure!(nav_mark(&browser, "accounts").await?.is_none());

    // Viewing an area the role does not cover: said in words, never as a failure to retry.
    browser.click("Accounts").await?;
    browser.heading("Accounts").await?;
    browser
        .see("Your role does not allow viewing accounts.")
        .await?;
    browser
        .see("An administrator of this workspace can change your role.")
        .await?;
    ensure!(!browser.shows_now("The request failed").await?);
    ensure!(!browser.shows_now("Try again").await?);
    // The navigation marks it, in words a screen reader says with the link.
    let mark = eventually(
        async || nav_mark(&browser, "accounts").await,
        Option::is_some,
    )
    .await?;
    ensure!(mark.as_deref() == Some("No access"), "mark: {mark:?}");
    let link = browser
        .driver
        .find(By::Css("nav .side-nav__link[href$='/accounts']"))
        .await?;
    let name = link.text().await?;
    let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
    ensure!(name == "Accounts No access", "link reads {name:?}");
    ensure!(
        nav_mark(&browser, "recharges").await?.is_none(),
        "an allowed area is marked"
    );
    browser.screenshot("permission-refused-accounts").await?;

    // Platform configuration is not changed from the tenant portal: its config says so, and
    // the operator sees the recharge channels with nothing to change offered.
    browser.click("Recharge channels").await?;
    browser.heading("Recharge channels").await?;
    browser
        .wait_for_rows("Recharge channels", |rows| !rows.is_empty())
        .await?;
    browser
        .see("This portal shows recharge channels but does not change them.")
        .await?;
    offered(&browser, "New channel", false).await?;

    // A change refused: the message names it, and the form keeps what was typed. The operator
    // sees the IP whitelist but may not change it.
    browser.click("IP whitelist").await?;
    browser.heading("IP whitelist").await?;
    browser.click("Add entry").await?;
    browser.fill("Entry 1", "10.0.0.0/8").await?;
    browser.click("Save whitelist").await?;
    browser
        .see("Your role does not allow changing the IP whitelist.")
        .await?;
    ensure!(sandbox.served("POST", paths::IP_WHITELIST).await? >= 1);
    ensure!(browser.value_of("Entry 1").await? == "10.0.0.0/8");
    // Not offered again in this workspace, with the reason.
    let reason = "Your role cannot change the IP whitelist.";
    let save = offered(&browser, "Save whitelist", false).await?;
    ensure!(save.as_deref() == Some(reason), "Save: {save:?}");
    browser.see(reason).await?;
    browser.screenshot("permission-refused-change").await?;

    // The marks stay for the session, whichever page is open. Leaving the refused entry asks
    // first, as it is not saved.
    browser.click("Recharges").await?;
    browser.heading("Leave without saving?").await?;
    browser.click_in_dialog("Leave").await?;
    browser.heading("Recharges").await?;
    ensure!(nav_mark(&browser, "accounts").await?.as_deref() == Some("No access"));
    // A refused change leaves the area it may still view unmarked.
    ensure!(nav_mark(&browser, "ip-whitelist").await?.is_none());
    ensure!(nav_mark(&browser, "recharges").await?.is_none());

    let console = browser.console_log().await?;
    let panics: Vec<_> = console.iter().filter(|m| m.contains("panicked")).collect();
    ensure!(panics.is_empty(), "the app panicked: {panics:#?}");
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_owner_meets_no_refusal_and_no_mark() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Accounts").await?;
    browser.heading("Accounts").await?;
    browser
        .wait_for_rows("Accounts", |rows| !rows.is_empty())
        .await?;
    ensure!(!browser.shows_now("Your role does not allow").await?);
    ensure!(nav_mark(&browser, "accounts").await?.is_none());
    browser.quit().await
}
