//! Load and faults: the API going away mid-session and coming back (said plainly, reads
//! retried by themselves, a write's unknown outcome said as such, nothing typed lost), a
//! failing gateway, and a slow API (loading shown, one request for a double click, given up
//! after the deployment's time limit). A proxy between the browser and the sandbox plays the
//! faults.

use std::time::Duration;

use anyhow::{ensure, Result};
use portal_api::paths;
use portal_e2e::flows;
use portal_e2e::{Browser, FaultProxy, Sandbox};
use portal_sandbox::demo::*;

const ACCOUNTS: &str = "Accounts";
/// What a browser says of a failed `fetch`; the portal must never show it.
const RAW: [&str; 3] = ["Failed to fetch", "TypeError", "NetworkError"];

async fn page_text(browser: &Browser) -> Result<String> {
    let text = browser.eval("return document.body.innerText").await?;
    Ok(text.as_str().unwrap_or_default().to_owned())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_outage_is_said_plainly_retried_and_loses_nothing_typed() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    // The API goes away from a tab that has the app's code, areas included.
    let (proxy, browser) = flows::admin_behind_faults(&sandbox).await?;

    // A read while the API is away: a plain message, and a retry that comes by itself.
    proxy.go_down();
    browser.click("Accounts").await?;
    browser.heading("Accounts").await?;
    browser.see("Cannot reach the server").await?;
    browser.see("Trying again in").await?;
    let text = page_text(&browser).await?;
    ensure!(
        RAW.iter().all(|raw| !text.contains(raw)),
        "no raw error: {text}"
    );
    let served = sandbox.served("POST", paths::ACCOUNT_ADMIN_QUERY).await?;
    proxy.come_back();
    // Nobody presses "Try again": the list comes back by itself.
    let rows = browser
        .wait_for_rows(ACCOUNTS, |rows| rows.len() == 20)
        .await?;
    ensure!(rows.iter().any(|r| r[1] == ADMIN_EMAIL), "{rows:?}");
    ensure!(sandbox.served("POST", paths::ACCOUNT_ADMIN_QUERY).await? > served);

    // A form sent while the API is away keeps what was typed, and sends once it is back.
    browser.click("Roles").await?;
    browser.heading("Roles").await?;
    browser.click("New role").await?;
    browser.fill("Name", "Outage proof").await?;
    browser
        .fill("Description", "Typed during an outage")
        .await?;
    proxy.go_down();
    browser.click_in_dialog("Create").await?;
    // A write without an answer may still have been done: the message does not say "not sent".
    browser
        .see("The server did not answer. What you sent may have been done all the same")
        .await?;
    ensure!(browser.value_of("Name").await? == "Outage proof");
    ensure!(browser.value_of("Description").await? == "Typed during an outage");
    ensure!(sandbox.served("POST", paths::ROLES).await? == 0);
    let text = page_text(&browser).await?;
    ensure!(RAW.iter().all(|raw| !text.contains(raw)), "{text}");

    proxy.come_back();
    browser.click_in_dialog("Create").await?;
    browser.see("Role Outage proof").await?;
    ensure!(sandbox.served("POST", paths::ROLES).await? == 1);
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_api_shows_loading_and_a_double_click_sends_once() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let proxy = FaultProxy::start(sandbox.url()).await?;
    let browser = Browser::launch(proxy.url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Roles").await?;
    browser.heading("Roles").await?;

    proxy.slow_down(Duration::from_millis(1500));
    browser.click("Accounts").await?;
    browser.heading("Accounts").await?;
    browser.see("Loading…").await?;
    browser
        .wait_for_rows(ACCOUNTS, |rows| rows.len() == 20)
        .await?;

    browser.click("Roles").await?;
    browser.heading("Roles").await?;
    browser.click("New role").await?;
    browser.fill("Name", "Clicked twice").await?;
    let create = browser
        .driver
        .find(portal_e2e::By::XPath(
            "//dialog[@open]//button[normalize-space(.)='Create']",
        ))
        .await?;
    browser
        .driver
        .action_chain()
        .double_click_element(&create)
        .perform()
        .await?;
    let busy = create.attr("aria-busy").await?;
    ensure!(
        busy.as_deref() == Some("true") && !create.is_enabled().await?,
        "the button is busy and disabled while sending: {busy:?}"
    );
    // Closing would not stop the send, whose answer then opens the role: Cancel waits too.
    let cancel = browser
        .driver
        .find(portal_e2e::By::XPath(
            "//dialog[@open]//button[normalize-space(.)='Cancel']",
        ))
        .await?;
    ensure!(
        !cancel.is_enabled().await?,
        "Cancel is disabled while sending"
    );
    browser.see("Role Clicked twice").await?;
    ensure!(
        sandbox.served("POST", paths::ROLES).await? == 1,
        "one request for a double click"
    );
    proxy.slow_down(Duration::ZERO);
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failing_gateway_is_an_outage_without_an_error_code_nobody_sent() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let (proxy, browser) = flows::admin_behind_faults(&sandbox).await?;

    proxy.answer_as_failing_gateway(true);
    browser.click("Accounts").await?;
    browser.heading("Accounts").await?;
    browser.see("The server ran into a problem").await?;
    browser.see("Trying again in").await?;
    ensure!(
        !browser.shows_now("Error code").await?,
        "no code: the gateway sent none"
    );
    proxy.answer_as_failing_gateway(false);
    browser
        .wait_for_rows(ACCOUNTS, |rows| rows.len() == 20)
        .await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_too_slow_to_answer_is_given_up_and_said_so() -> Result<()> {
    let portal = portal_e2e::sandbox::configured_portal(&[("requestTimeoutSeconds", 2.into())])?;
    let dist = portal.path().to_owned();
    let sandbox = Sandbox::start_with(move |c| c.dist_dir = dist).await?;
    let (proxy, browser) = flows::admin_behind_faults(&sandbox).await?;
    browser.click("Roles").await?;
    browser.heading("Roles").await?;
    browser.click("New role").await?;
    browser.fill("Name", "Sent to a slow server").await?;

    // Longer than the deployment's two seconds: a write is given up, its outcome unknown.
    proxy.slow_down(Duration::from_secs(5));
    browser.click_in_dialog("Create").await?;
    browser
        .see("The server did not answer. What you sent may have been done all the same")
        .await?;
    ensure!(browser.value_of("Name").await? == "Sent to a slow server");
    browser.click_in_dialog("Cancel").await?;

    // A read is given up too, said as slowness rather than a lost connection, and tried again.
    browser.click("Accounts").await?;
    browser.heading("Accounts").await?;
    browser
        .see("The server is taking too long to answer")
        .await?;
    browser.see("Trying again in").await?;
    ensure!(
        !browser.shows_now("Cannot reach the server").await?,
        "the server was reached"
    );
    proxy.slow_down(Duration::ZERO);
    browser
        .wait_for_rows(ACCOUNTS, |rows| rows.len() == 20)
        .await?;
    browser.quit().await
}
