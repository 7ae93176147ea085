//! Tabs of one session: a duplicated tab follows the other's renewals and its sign-out
//! (`BroadcastChannel`).

use anyhow::{ensure, Result};
use portal_sandbox::demo::*;

use super::finish;
use crate::{flows, Browser, Engine, Sandbox};

pub async fn a_duplicated_tab_follows_renewals_and_sign_out(engine: Engine) -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch_in(engine, sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
    browser.see("Acme Payments").await?;
    let workspace = browser.path().await?;

    // "Duplicate tab": a second tab starts with a copy of the first one's session storage.
    let (first, second) = browser.duplicate_tab().await?;
    browser.open(&workspace).await?;
    browser.see("Acme Payments").await?;

    // The first tab renews the pair (its access token is refused, so it refreshes once).
    browser.driver.switch_to_window(first.clone()).await?;
    browser
        .eval("sessionStorage.setItem('portal.access-token', 'ended-by-the-server'); return null")
        .await?;
    browser.click_menu_item("Invitations").await?;
    browser.see("No invitations").await?;
    ensure!(sandbox.refreshes_served().await? == 1, "one renewal");
    let refresh = "return sessionStorage.getItem('portal.refresh-token')";
    let renewed = browser.eval(refresh).await?;

    // The duplicate took the new pair: its next refresh uses it instead of the rotated-away
    // one, which the server would refuse and sign it out.
    browser.driver.switch_to_window(second.clone()).await?;
    ensure!(
        browser.eval(refresh).await? == renewed,
        "the duplicate holds the renewed pair"
    );
    browser
        .eval("sessionStorage.setItem('portal.access-token', 'ended-by-the-server'); return null")
        .await?;
    browser.click_menu_item("Invitations").await?;
    browser.see("No invitations").await?;
    ensure!(browser.path().await?.starts_with("/w/"), "still signed in");
    ensure!(
        sandbox.refreshes_served().await? == 2,
        "the duplicate renewed"
    );
    let renewed_again = browser.eval(refresh).await?;

    browser.driver.switch_to_window(first.clone()).await?;
    ensure!(
        browser.eval(refresh).await? == renewed_again,
        "the first tab took the duplicate's renewal back"
    );

    // Signing out in one signs the other out at once, as a sign-out: nothing kept.
    browser.driver.switch_to_window(second).await?;
    browser.click_menu_item("Sign out").await?;
    browser.wait_for_path("/sign-in").await?;
    browser.driver.switch_to_window(first).await?;
    let path = browser.wait_for_path("/sign-in").await?;
    ensure!(
        !path.contains("return="),
        "a sign-out keeps no page: {path}"
    );
    browser.see("You have signed out.").await?;
    finish(browser).await
}
