//! The portal over plain http from a host name: a non-secure context, where browsers offer
//! neither `crypto.subtle` nor `crypto.randomUUID` nor the clipboard API. Signing in (through
//! the secure channel) and working in a workspace must still work; what is missing says so.

use anyhow::{ensure, Context, Result};
use portal_e2e::flows;
use portal_e2e::{Browser, Sandbox};
use portal_sandbox::demo::*;

/// The name Chromium is told to resolve to the sandbox's loopback address.
const HOST: &str = "portal.internal";

/// A logged Chromium that reaches `sandbox` as `http://portal.internal:PORT`.
async fn by_host_name(sandbox: &Sandbox) -> Result<Browser> {
    let port = sandbox
        .url()
        .rsplit(':')
        .next()
        .context("the sandbox's port")?;
    let rule = format!("--host-resolver-rules=MAP {HOST} 127.0.0.1");
    Browser::launch_logged_with_args(&format!("http://{HOST}:{port}"), &[rule.as_str()]).await
}

/// Fails on an error or a panic in the console. The browser's own note of a 403 is not one:
/// the workspace home asks for every figure, and the operator's role refuses users to approve,
/// which the home then says ("Not available to your role").
async fn ensure_console_clean(browser: &Browser) -> Result<()> {
    let console = browser.console_log().await?;
    let errors: Vec<_> = console
        .iter()
        .filter(|m| m.starts_with("SEVERE") || m.contains("panicked"))
        .filter(|m| !m.contains("the server responded with a status of 403"))
        .collect();
    ensure!(errors.is_empty(), "the console: {errors:#?}");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn signs_in_and_works_in_a_workspace_outside_a_secure_context() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = by_host_name(&sandbox).await?;
    browser.open("/sign-in").await?;
    browser.field("Email").await?;
    let context = browser
        .eval("return [window.isSecureContext, location.hostname, typeof crypto.subtle, typeof crypto.randomUUID]")
        .await?;
    ensure!(
        context == serde_json::json!([false, HOST, "undefined", "undefined"]),
        "not the context under test: {context}"
    );

    flows::sign_in_here_with_email(&browser, &sandbox, OPS_EMAIL, OPS_PASSWORD).await?;
    browser
        .wait_for_path(&format!("/w/{INSTITUTION_ACME}"))
        .await?;
    browser.click("Recharges").await?;
    browser.heading("Recharges").await?;
    let rows = browser
        .wait_for_rows("Recharges", |rows| !rows.is_empty())
        .await?;
    ensure!(!rows.is_empty(), "the recharge queue is empty");

    // The clipboard API is missing here: copying says so and selects the link to copy by hand.
    browser.click("Files").await?;
    browser.heading("Files").await?;
    let files = browser
        .wait_for_rows("Files", |rows| !rows.is_empty())
        .await?;
    browser.click(&files[0][0]).await?;
    browser.click("Get download link").await?;
    browser.field("Link").await?;
    browser.click("Copy link").await?;
    browser
        .see("Copying is not available on this connection. Select the link and copy it yourself.")
        .await?;
    let selected = browser
        .eval("const e = document.activeElement; return e.value.substring(e.selectionStart, e.selectionEnd)")
        .await?;
    let link = browser.field("Link").await?.value().await?;
    ensure!(
        selected.as_str().is_some_and(|s| !s.is_empty()) && selected.as_str() == link.as_deref(),
        "the link is selected for copying: {selected} vs {link:?}"
    );
    ensure_console_clean(&browser).await?;
    browser.quit().await
}
