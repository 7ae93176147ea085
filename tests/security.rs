//! The release build starts under the strict CSP, no page triggers a violation, return paths
//! stay on this origin, no secret of a sign-in reaches a URL or the console, and markup in
//! server strings shows as text.

use anyhow::{ensure, Context, Result};
use portal_api::paths;
use portal_e2e::flows;
use portal_e2e::{eventually, Browser, Sandbox};
use portal_sandbox::demo::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_release_build_starts_and_marks_the_form_ready() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    browser.open("/sign-in").await?;
    browser.heading("Sign in").await?;
    // config.json says which portal this deployment is.
    browser.see("Tenant portal").await?;
    let marks = browser
        .eval("return performance.getEntriesByName('signin-ready').length")
        .await?;
    ensure!(marks == 1, "signin-ready marks: {marks}");
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_page_reports_a_csp_violation() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    for (path, heading) in [
        ("/sign-in", "Sign in"),
        ("/register", "Create an account"),
        ("/forgot-password", "Reset your password"),
    ] {
        browser.open(path).await?;
        browser.heading(heading).await?;
    }
    flows::sign_in_with_email(
        &browser,
        &sandbox,
        TENANT_ADMIN_EMAIL,
        TENANT_ADMIN_PASSWORD,
    )
    .await?;
    browser.click_menu_item("Profile").await?;
    browser.heading("Profile").await?;
    browser.click_menu_item("Invitations").await?;
    browser.heading("Invitations").await?;
    browser.open("/workspaces").await?;
    browser.heading("Choose a workspace").await?;
    sandbox.ensure_no_csp_violations().await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_return_path_must_stay_on_this_origin() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let hostile = [
        "//evil.test/x",
        "/%5Cevil.test",
        "https://evil.test/",
        "javascript:alert(1)",
    ];
    // One backup code per sign-in: an authenticator code is accepted only once.
    for (hostile, code) in hostile.into_iter().zip(BACKUP_CODES) {
        browser
            .open(&format!("/sign-in?return={}", hostile.replace('/', "%2F")))
            .await?;
        flows::fill_credentials(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
        flows::choose_method(&browser, "Backup code").await?;
        flows::verify(&browser, code).await?;
        let landed = browser.wait_for_path("/w/").await?;
        let origin = browser.eval("return location.origin").await?;
        ensure!(
            origin == sandbox.url(),
            "{hostile} led to {origin} {landed}"
        );
        browser.eval("sessionStorage.clear(); return null").await?;
    }
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_crafted_return_path_lands_on_the_workspace_home_without_a_panic() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch_logged(sandbox.url()).await?;
    // As they would arrive in a link: `/./` before a doubled slash (which a router resolves
    // into another host), `..` past the root, `%2e%2e` encoded twice, a backslash after a dot
    // segment, and a tab between slashes.
    let crafted = [
        "%2F.%2F%2Fevil.example",
        "%2F..%2F..%2F%2Fevil.example",
        "%2F%252e%252e%2F%2Fevil.example",
        "%2F.%2F%5C%5Cevil.example",
        "%2F%09%2F%2Fevil.example",
    ];
    for (crafted, code) in crafted.into_iter().zip(BACKUP_CODES) {
        browser.open(&format!("/sign-in?return={crafted}")).await?;
        browser.heading("Sign in").await?;
        flows::fill_credentials(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
        flows::choose_method(&browser, "Backup code").await?;
        flows::verify(&browser, code).await?;
        let landed = browser.wait_for_path("/w/").await?;
        let origin = browser.eval("return location.origin").await?;
        ensure!(
            origin == sandbox.url(),
            "{crafted} led to {origin} {landed}"
        );
        // The workspace's home: `/w/<workspace>` and nothing after it.
        let workspace = landed.trim_start_matches("/w/");
        ensure!(
            !workspace.is_empty() && !workspace.contains(['/', '?']),
            "{crafted} led to {landed}, not a workspace's home"
        );
        browser.settle().await?;
        ensure!(
            !browser.shows_now("Page not found").await?,
            "{crafted} led to a missing page"
        );
        browser.eval("sessionStorage.clear(); return null").await?;
    }
    let console = browser.console_log().await?;
    let panics: Vec<_> = console.iter().filter(|m| m.contains("panicked")).collect();
    ensure!(panics.is_empty(), "the app panicked: {panics:#?}");
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_set_password_links_session_leaves_the_address_and_the_history() -> Result<()> {
    const NEW: &str = "sam.session@portal.test";
    const PASSWORD: &str = "Session-Pass-7";
    let sandbox = Sandbox::start().await?;
    let link = flows::mailed_set_password_link(&sandbox, NEW, "Sam Session").await?;
    let session = link
        .split_once("session=")
        .map(|(_, s)| s.split('&').next().unwrap_or_default().to_owned())
        .filter(|s| s.len() >= 8)
        .with_context(|| format!("no session in {link}"))?;

    let browser = Browser::launch(sandbox.url()).await?;
    browser.open("/sign-in").await?;
    browser.heading("Sign in").await?;
    // The link, with a return path to keep and a fragment to drop.
    browser
        .open(&format!(
            "{link}&return=%2Fw%2F{INSTITUTION_ACME}#session={session}"
        ))
        .await?;
    browser.heading("Set your password").await?;
    let href = eventually(
        async || browser.eval("return location.href").await,
        |href| href.as_str().is_some_and(|h| !h.contains(&session)),
    )
    .await?;
    let href = href.as_str().unwrap_or_default().to_owned();
    ensure!(!href.contains(&session), "the session stays in {href}");
    ensure!(!href.contains('#'), "a fragment stays in {href}");
    ensure!(
        href.ends_with(&format!("/set-password?return=%2Fw%2F{INSTITUTION_ACME}")),
        "the other parameters go too: {href}"
    );
    let state = browser
        .eval("return JSON.stringify(history.state) + ' ' + document.referrer")
        .await?;
    ensure!(
        !state.to_string().contains(&session),
        "the session stays in the history's state: {state}"
    );
    // Read into memory before it left, the session still sets the password.
    browser.fill("New password", PASSWORD).await?;
    browser.fill("Confirm password", PASSWORD).await?;
    browser.click("Set password").await?;
    browser.see("Your password is set").await?;
    // Back, then forward again: the history entry holds the address without it.
    browser.driver.back().await?;
    browser.heading("Sign in").await?;
    browser.driver.forward().await?;
    browser.heading("Set your password").await?;
    let href = browser.eval("return location.href").await?;
    ensure!(
        !href.to_string().contains(&session),
        "the history keeps the session: {href}"
    );
    browser.quit().await
}

/// Fails when any of `texts` holds a secret, as typed or percent-encoded.
fn ensure_no_secret(texts: &[String], secrets: &[&str], place: &str) -> Result<()> {
    for secret in secrets {
        let mut encoded = String::new();
        paths::encode_segment(secret, &mut encoded);
        for text in texts {
            ensure!(
                !text.contains(secret) && !text.contains(&encoded),
                "a secret shows in the {place}: {text}"
            );
        }
    }
    Ok(())
}

/// The access or refresh token the app keeps for this tab.
async fn stored_token(browser: &Browser, kind: &str) -> Result<String> {
    let value = browser
        .eval(&format!(
            "return sessionStorage.getItem('portal.{kind}-token')"
        ))
        .await?;
    value
        .as_str()
        .filter(|t| t.len() >= 16)
        .map(str::to_owned)
        .with_context(|| format!("no {kind} token stored: {value}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_sign_in_secret_reaches_a_url_or_the_console() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch_logged(sandbox.url()).await?;
    flows::enter_credentials(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    flows::choose_method(&browser, "Email code").await?;
    browser.click("Send code").await?;
    let code = sandbox.latest_code(ADMIN_EMAIL, flows::LOGIN_MFA).await?;
    // A refused code first: error paths are where secrets tend to get logged.
    let wrong = if code == "135791" { "246802" } else { "135791" };
    flows::verify(&browser, wrong).await?;
    browser
        .see("That code is not correct. Check it and try again.")
        .await?;
    flows::verify(&browser, &code).await?;
    browser.wait_for_path("/w/").await?;
    let access = stored_token(&browser, "access").await?;
    let refresh = stored_token(&browser, "refresh").await?;
    // Proves the console is read: this line must come back.
    browser
        .eval("console.info('e2e console probe'); return null")
        .await?;

    let urls = browser.seen_urls().await?;
    ensure!(
        urls.iter().any(|u| u.contains("/sign-in")) && urls.iter().any(|u| u.contains("/w/")),
        "the navigations were not recorded: {urls:#?}"
    );
    let console = browser.console_log().await?;
    ensure!(
        console.iter().any(|m| m.contains("e2e console probe")),
        "the console was not recorded: {console:#?}"
    );
    let secrets = [
        ADMIN_PASSWORD,
        code.as_str(),
        wrong,
        access.as_str(),
        refresh.as_str(),
        SERVICE_ACCESS_CODE,
        TENANT_ACCESS_CODE,
    ];
    ensure_no_secret(&urls, &secrets, "address bar, history or a request URL")?;
    ensure_no_secret(&console, &secrets, "console")?;
    let title = browser.eval("return document.title").await?;
    ensure_no_secret(&[title.to_string()], &secrets, "title")?;
    browser.quit().await
}

/// A string a hostile server (or a hostile record author) could send.
const MARKUP: &str = "<img src=x onerror=\"document.title='injected'\"><i id=injected>i</i>";

/// The markup shows literally and made no element; the CSP saw nothing to refuse.
async fn ensure_shown_as_text(browser: &Browser, sandbox: &Sandbox) -> Result<()> {
    browser.see(MARKUP).await?;
    let made = browser
        .eval("return document.querySelectorAll('img[src=x], #injected').length")
        .await?;
    ensure!(made == 0, "the markup made {made} elements");
    ensure!(browser.eval("return document.title").await? != "injected");
    sandbox.ensure_no_csp_violations().await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_account_name_with_markup_shows_as_text() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Accounts").await?;
    browser.heading("Accounts").await?;
    browser.click("Acme Operator").await?;
    browser.click("Change display name").await?;
    browser.fill("Display name", MARKUP).await?;
    browser.click_in_dialog("Save").await?;
    browser.see("Display name saved").await?;
    ensure_shown_as_text(&browser, &sandbox).await?;
    // And in the list, which draws it in a table cell.
    browser.click("Accounts").await?;
    browser.heading("Accounts").await?;
    ensure_shown_as_text(&browser, &sandbox).await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_recharge_remark_with_markup_shows_as_text() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let rows = flows::open_recharge_queue(&browser).await?;
    let id = rows
        .iter()
        .find(|r| r[4] == "Pending")
        .map(|r| r[1].clone())
        .context("no pending recharge")?;
    browser.click(&format!("Confirm {id}")).await?;
    browser.fill("Operator remark", MARKUP).await?;
    browser.click_in_dialog("Confirm").await?;
    browser.see("Recharge confirmed").await?;
    browser.click(&id).await?;
    browser.heading(&format!("Recharge {id}")).await?;
    ensure_shown_as_text(&browser, &sandbox).await?;
    browser.quit().await
}
