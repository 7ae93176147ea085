//! Working across a refused access token: one refresh for concurrent calls; a refused refresh
//! signs out. (The portal's own warning before the end is in `session_expiry.rs`.)
use anyhow::{ensure, Result};
use portal_api::paths;
use portal_e2e::{eventually, flows};
use portal_e2e::{journeys, Browser, Engine, Sandbox, WindowHandle};
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
    browser.reload().await?;
    browser.see("Acme Payments").await?;
    // Both retried calls answered (the page may draw before the log has them all).
    eventually(
        async || {
            let profile = sandbox.requests("GET", paths::PROFILE).await?;
            let workspaces = sandbox.requests("POST", paths::INSTITUTIONS_QUERY).await?;
            anyhow::Ok((count(profile, 200), count(workspaces, 200)))
        },
        |(profile, workspaces)| *profile > profile_ok && *workspaces > workspaces_ok,
    )
    .await?;

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

/// Opens `path` in a new window of the same browser, as a Ctrl+click or a pasted link does: it
/// starts with empty session storage.
async fn open_in_new_window(browser: &Browser, path: &str) -> Result<WindowHandle> {
    let window = browser.driver.new_window().await?;
    browser.driver.switch_to_window(window.clone()).await?;
    browser.open(path).await?;
    Ok(window)
}

const REFRESH_TOKEN: &str = "return sessionStorage.getItem('portal.refresh-token')";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_link_opened_in_a_new_tab_opens_signed_in_and_signs_out_with_the_first() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
    browser.see("Acme Payments").await?;
    browser.click_menu_item("Invitations").await?;
    browser.see("No invitations").await?;
    let link = browser.path().await?;
    let first = browser.driver.window().await?;
    let shared = browser.eval(REFRESH_TOKEN).await?;

    let second = open_in_new_window(&browser, &link).await?;
    browser.see("No invitations").await?;
    ensure!(
        browser.path().await? == link,
        "the new tab lands on the link"
    );
    ensure!(
        browser.eval(REFRESH_TOKEN).await? == shared,
        "the new tab joined the open session rather than starting another"
    );
    ensure!(sandbox.refreshes_served().await? == 0, "nothing renewed");

    // From then on they sign out together, as duplicated tabs do.
    browser.click_menu_item("Sign out").await?;
    browser.wait_for_path("/sign-in").await?;
    browser.driver.switch_to_window(first).await?;
    browser.wait_for_path("/sign-in").await?;
    browser.see("You have signed out.").await?;

    // With no signed-in tab left, a link asks to sign in and lands on it afterwards.
    browser.driver.switch_to_window(second).await?;
    browser.open(&link).await?;
    let path = browser.wait_for_path("/sign-in").await?;
    ensure!(path.contains("return="), "the link is kept: {path}");
    flows::sign_in_here_with_email(&browser, &sandbox, OPS_EMAIL, OPS_PASSWORD).await?;
    browser.see("No invitations").await?;
    ensure!(browser.path().await? == link, "lands on the link");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tabs_sharing_a_session_renew_it_once_when_both_need_it_at_once() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
    browser.see("Acme Payments").await?;
    let workspace = browser.path().await?;
    let first = browser.driver.window().await?;
    let second = open_in_new_window(&browser, &workspace).await?;
    browser.see("Acme Payments").await?;

    // The server stops taking the access token both tabs hold, and both reload at the same
    // moment: each meets a refused token and needs a renewal at once. The server takes a
    // refresh token once, so a second renewal with it would end the session in both.
    let at = browser.eval("return Date.now() + 2500").await?;
    for window in [&first, &second] {
        browser.driver.switch_to_window(window.clone()).await?;
        browser
            .driver
            .execute(
                "sessionStorage.setItem('portal.access-token', 'ended-by-the-server'); \
                 setTimeout(() => location.reload(), arguments[0] - Date.now()); return null",
                vec![at.clone()],
            )
            .await?;
    }
    // Each tab has reloaded once it holds a token again other than the one the server ended.
    for window in [&first, &second] {
        browser.driver.switch_to_window(window.clone()).await?;
        let token = eventually(
            async || {
                browser
                    .eval("return sessionStorage.getItem('portal.access-token')")
                    .await
            },
            |token| token.as_str().is_some_and(|t| t != "ended-by-the-server"),
        )
        .await?;
        ensure!(token.is_string(), "a tab lost its session: {token}");
        browser.see("Acme Payments").await?;
        ensure!(browser.path().await?.starts_with("/w/"), "still signed in");
    }
    ensure!(
        sandbox.refreshes_served().await? == 1,
        "one renewal for both tabs, got {}",
        sandbox.refreshes_served().await?
    );
    let token = browser.eval(REFRESH_TOKEN).await?;
    browser.driver.switch_to_window(first).await?;
    ensure!(
        browser.eval(REFRESH_TOKEN).await? == token,
        "both tabs hold the renewed pair"
    );
    Ok(())
}
