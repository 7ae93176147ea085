//! The sign-in drawn into index.html (the first view): usable before the app arrives on a slow
//! network, taken over without losing anything, and never shown to a signed-in tab.

use anyhow::{ensure, Result};
use portal_api::paths;
use portal_e2e::flows::{self, LOGIN_MFA};
use portal_e2e::{journeys, Browser, Engine, Key, Network, Sandbox};
use portal_sandbox::demo::*;
use serde_json::json;

/// Slow enough that the app (served uncompressed by the sandbox) takes seconds to arrive.
const SLOW: Network = Network {
    name: "slow",
    speed: Some((3_000.0, 1_000.0)),
    rtt_ms: 40.0,
};

/// A sandbox and a browser on its sign-in page over the slow network, the app still arriving.
async fn sign_in_on_a_slow_link() -> Result<(Sandbox, Browser)> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch_unwaiting_in(Engine::Chromium, sandbox.url()).await?;
    browser.emulate_network(&SLOW).await?;
    browser.open("/sign-in").await?;
    Ok((sandbox, browser))
}

/// Whether the app has started: the `signin-ready` mark is the app's, drawn after takeover.
async fn app_started(browser: &Browser) -> Result<bool> {
    let marks = browser
        .eval("return performance.getEntriesByName('signin-ready').length")
        .await?;
    Ok(marks.as_u64() != Some(0))
}

/// Neither a CSP violation nor a panic, in the console or reported to the sandbox.
async fn nothing_refused_or_panicked(browser: &Browser, sandbox: &Sandbox) -> Result<()> {
    let console = browser.console_log().await?;
    let bad: Vec<_> = console
        .iter()
        .filter(|m| m.contains("panicked") || m.contains("Content Security Policy"))
        .collect();
    ensure!(bad.is_empty(), "the console says: {bad:#?}");
    sandbox.ensure_no_csp_violations().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn credentials_sent_before_the_app_arrives_reach_the_second_factor() -> Result<()> {
    let (sandbox, browser) = sign_in_on_a_slow_link().await?;

    browser.fill("Email", OPS_EMAIL).await?;
    browser.fill("Password", OPS_PASSWORD).await?;
    browser.press(Key::Enter).await?;
    browser.see("Getting ready…").await?;
    ensure!(
        !app_started(&browser).await?,
        "the app arrived before Continue: the network is not slow enough for this test"
    );
    // A second press while waiting sends nothing more.
    browser.press(Key::Enter).await?;

    browser.see("Confirm it is you with a second step.").await?;
    ensure!(sandbox.served("POST", paths::LOGIN_INITIATE).await? == 1);
    flows::choose_method(&browser, "Email code").await?;
    browser.click("Send code").await?;
    let code = sandbox.latest_code(OPS_EMAIL, LOGIN_MFA).await?;
    flows::verify(&browser, &code).await?;
    browser.wait_for_path("/w/").await?;
    nothing_refused_or_panicked(&browser, &sandbox).await?;
    browser.quit().await
}

// In Firefox too: tests/firefox.rs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn credentials_typed_before_the_app_arrives_sign_in() -> Result<()> {
    journeys::first_view::credentials_typed_before_the_app_arrives_sign_in(Engine::Chromium).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn typing_goes_on_where_it_was_when_the_app_takes_over() -> Result<()> {
    let (sandbox, browser) = sign_in_on_a_slow_link().await?;

    // The email field takes typing at once; the password is half typed when the app arrives.
    browser.field("Email").await?;
    browser.press(OPS_EMAIL).await?;
    browser.press(Key::Tab).await?;
    let (first, rest) = OPS_PASSWORD.split_at(4);
    browser.press(first).await?;
    browser.performance_entries("signin-ready", 1).await?;
    browser.press(rest).await?;
    ensure!(browser.value_of("Email").await? == OPS_EMAIL);
    ensure!(browser.value_of("Password").await? == OPS_PASSWORD);
    browser.click("Continue").await?;

    browser.see("Confirm it is you with a second step.").await?;
    nothing_refused_or_panicked(&browser, &sandbox).await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_language_chosen_before_the_app_arrives_is_kept() -> Result<()> {
    let (sandbox, browser) = sign_in_on_a_slow_link().await?;

    browser.fill("Email", OPS_EMAIL).await?;
    browser.select("Display language", "日本語").await?;
    ensure!(
        !app_started(&browser).await?,
        "the app arrived before the choice: the network is not slow enough for this test"
    );
    browser.heading("サインイン").await?;
    ensure!(browser.value_of("メールアドレス").await? == OPS_EMAIL);
    nothing_refused_or_panicked(&browser, &sandbox).await?;
    browser.quit().await
}

/// Records in `window.signInSeen` whether a sign-in field was ever drawn on screen, checked
/// before each frame from the page's very start.
const WATCH_SIGN_IN: &str = r#"
window.signInSeen = false;
const look = () => {
  const field = document.querySelector('input[type=email]');
  if (field && field.checkVisibility()) window.signInSeen = true;
  requestAnimationFrame(look);
};
requestAnimationFrame(look);
"#;

/// From the next load on, over the slow network, notes whether a sign-in field is ever drawn.
async fn watch_for_the_sign_in(browser: &Browser) -> Result<()> {
    browser.run_on_every_load(WATCH_SIGN_IN).await?;
    browser.emulate_network(&SLOW).await
}

/// Fails with `what` when the watched page drew a sign-in field at any frame.
async fn sign_in_never_drawn(browser: &Browser, what: &str) -> Result<()> {
    let seen = browser.eval("return window.signInSeen").await?;
    ensure!(seen == json!(false), "{what}");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_signed_in_reload_never_shows_the_sign_in_form() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch_logged(sandbox.url()).await?;
    flows::sign_in_with_email(&browser, &sandbox, OPS_EMAIL, OPS_PASSWORD).await?;
    let page = browser.path().await?;

    watch_for_the_sign_in(&browser).await?;
    browser.reload().await?;
    browser.see("Pending recharges").await?;
    ensure!(browser.path().await? == page);
    let seen = browser.eval("return window.signInSeen").await?;
    ensure!(
        seen == json!(false),
        "the sign-in form flashed on a signed-in reload"
    );
    nothing_refused_or_panicked(&browser, &sandbox).await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_link_opened_in_a_new_tab_beside_a_signed_in_one_never_shows_the_sign_in() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch_logged(sandbox.url()).await?;
    flows::sign_in_with_email(&browser, &sandbox, OPS_EMAIL, OPS_PASSWORD).await?;
    browser.click_menu_item("Invitations").await?;
    browser.see("No invitations").await?;
    let link = browser.path().await?;

    // A new tab starts with empty session storage, as a Ctrl+click or a pasted link does.
    let tab = browser.driver.new_window().await?;
    browser.driver.switch_to_window(tab).await?;
    watch_for_the_sign_in(&browser).await?;
    browser.open(&link).await?;
    browser.see("No invitations").await?;
    sign_in_never_drawn(&browser, "the new tab showed the sign-in form").await?;
    nothing_refused_or_panicked(&browser, &sandbox).await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_first_view_speaks_the_language_remembered_on_this_device() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch_unwaiting_in(Engine::Chromium, sandbox.url()).await?;
    browser.open("/sign-in").await?;
    browser.performance_entries("signin-ready", 1).await?;
    browser.remember_language("ja").await?;
    browser.emulate_network(&SLOW).await?;
    // A first visit in all but the remembered language: the app is not in the cache.
    browser
        .dev_tools()
        .execute_cdp_with_params("Network.setCacheDisabled", json!({ "cacheDisabled": true }))
        .await?;
    browser.open("/sign-in").await?;

    browser.heading("サインイン").await?;
    browser.click("続行").await?;
    browser.see("準備しています…").await?;
    ensure!(!app_started(&browser).await?, "the app arrived first");
    let lang = browser.eval("return document.documentElement.lang").await?;
    ensure!(lang == json!("ja"), "the page says it is in {lang}");
    // The app takes over in Japanese and carries out the press: the fields are required.
    browser.see("メールアドレスを入力してください。").await?;
    nothing_refused_or_panicked(&browser, &sandbox).await?;
    browser.quit().await
}
