//! Working across a refused access token: one refresh for concurrent calls; a refused refresh
//! signs out. (The portal's own warning before the end is in `session_expiry.rs`.)

use std::time::Duration;

use anyhow::{ensure, Result};
use portal_api::paths;
use portal_e2e::flows;
use portal_e2e::{journeys, Browser, Engine, Sandbox};
use portal_sandbox::demo::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn keeps_working_across_token_expiry_with_one_refresh() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
    browser.see("Acme Payments").await?;
    ensure!(sandbox.refreshes_served().await? == 0);

    let count = |rows: Vec<(u16, u64)>, status: u16| {
        rows.iter()
            .filter(|(s, _)| *s == status)
            .map(|(_, n)| n)
            .sum::<u64>()
    };
    let profile_ok = count(sandbox.requests("GET", paths::PROFILE).await?, 200);
    let workspaces_ok = count(
        sandbox.requests("POST", paths::INSTITUTIONS_QUERY).await?,
        200,
    );

    // The server no longer takes the token the tab holds (ended early, or a clock that runs
    // ahead): the portal's own deadline, which would warn first, has not come yet.
    browser
        .eval("sessionStorage.setItem('portal.access-token', 'ended-by-the-server'); return null")
        .await?;
    // A reload asks for the profile and the workspaces at once, both with the refused token.
    browser.driver.refresh().await?;
    browser.see("Acme Payments").await?;
    tokio::time::sleep(Duration::from_millis(300)).await;

    let profile = sandbox.requests("GET", paths::PROFILE).await?;
    let workspaces = sandbox.requests("POST", paths::INSTITUTIONS_QUERY).await?;
    let (profile_401, workspaces_401) =
        (count(profile.clone(), 401), count(workspaces.clone(), 401));
    ensure!(
        profile_401 >= 1 && workspaces_401 >= 1,
        "both calls should have met the expired token (profile {profile_401}, workspaces {workspaces_401})"
    );
    ensure!(
        sandbox.refreshes_served().await? == 1,
        "concurrent calls share one refresh, got {}",
        sandbox.refreshes_served().await?
    );
    // Each refused call was retried exactly once.
    ensure!(
        count(profile, 200) - profile_ok == profile_401,
        "profile retries"
    );
    ensure!(
        count(workspaces, 200) - workspaces_ok == workspaces_401,
        "workspace retries"
    );

    browser.click_menu_item("Invitations").await?;
    browser.heading("Invitations").await?;
    browser.see("No invitations").await?;
    ensure!(browser.path().await?.starts_with("/w/"), "still signed in");
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_refresh_signs_out_and_keeps_the_page_to_return_to() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
    let workspace = browser.path().await?;
    // Break both tokens the way a server-side revocation would.
    browser
        .eval("sessionStorage.setItem('portal.refresh-token', 'revoked'); sessionStorage.setItem('portal.access-token', 'revoked'); return null")
        .await?;
    browser.click_menu_item("Profile").await?;
    let path = browser.wait_for_path("/sign-in").await?;
    ensure!(path.contains("return="), "return path kept: {path}");
    browser.see("Your session has ended").await?;

    // The authenticator code was used a moment ago and is good once; an email code it is.
    flows::sign_in_here_with_email(&browser, &sandbox, OPS_EMAIL, OPS_PASSWORD).await?;
    let back = browser.wait_for_path("/w/").await?;
    ensure!(
        back.ends_with("/profile"),
        "returned to the page: {back} (was in {workspace})"
    );
    browser.quit().await
}

// In Firefox too: tests/firefox.rs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_duplicated_tab_follows_renewals_and_sign_out() -> Result<()> {
    journeys::session::a_duplicated_tab_follows_renewals_and_sign_out(Engine::Chromium).await
}
