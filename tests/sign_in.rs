//! Signing in with each second factor, in headless Chromium against the sandbox.

use anyhow::{ensure, Result};
use portal_api::paths;
use portal_e2e::flows::{self, LOGIN_MFA};
use portal_e2e::{eventually, journeys, totp_now, Browser, Engine, Sandbox};
use portal_sandbox::demo::*;

// In Firefox too: tests/firefox.rs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn signs_in_with_an_emailed_code_and_lands_in_a_workspace() -> Result<()> {
    journeys::sign_in::signs_in_with_an_emailed_code_and_lands_in_a_workspace(Engine::Chromium)
        .await
}

// In Firefox too: tests/firefox.rs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn signs_in_with_an_authenticator_code() -> Result<()> {
    journeys::sign_in::signs_in_with_an_authenticator_code(Engine::Chromium).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_code_pasted_in_groups_of_three_is_accepted() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::enter_credentials(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
    flows::choose_method(&browser, "Authenticator app").await?;
    // Authenticator apps and emails show "123 456"; a copied code often keeps the space.
    let code = totp_now()?;
    let (left, right) = code.split_at(3);
    flows::verify(&browser, &format!("{left} {right}")).await?;
    browser.wait_for_path("/w/").await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn letters_in_an_authenticator_code_point_to_backup_codes() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::enter_credentials(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    flows::choose_method(&browser, "Authenticator app").await?;
    flows::verify(&browser, "ABCD-EFGH").await?;
    let digits = "This code has only digits. For a backup code, choose “Backup code” above.";
    browser.see(digits).await?;
    ensure!(browser.field_error("Verification code").await? == digits);
    ensure!(sandbox.served("POST", paths::LOGIN_COMPLETE).await? == 0);

    // Another method starts with an empty code.
    flows::choose_method(&browser, "Backup code").await?;
    let left = browser.field("Verification code").await?.value().await?;
    ensure!(left.as_deref() == Some(""), "the code was kept: {left:?}");
    browser.quit().await
}

// In Firefox too: tests/firefox.rs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn signs_in_from_the_keyboard_alone() -> Result<()> {
    journeys::sign_in::signs_in_from_the_keyboard_alone(Engine::Chromium).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_next_sign_in_opens_on_the_method_used_last() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    // The tab's session ends; the browser remembers how its person signs in.
    browser.eval("sessionStorage.clear(); return null").await?;
    flows::enter_credentials(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.see("Verification method").await?;
    let otp = browser.field("Authenticator app").await?;
    ensure!(otp.is_selected().await?, "opens on the authenticator");
    let focused = browser.focused().await?;
    ensure!(focused.contains("Verification code"), "focus on {focused}");
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn another_account_starts_from_the_email() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::enter_credentials(&browser, TENANT_ADMIN_EMAIL, TENANT_ADMIN_PASSWORD).await?;
    browser.see("Verification method").await?;
    browser.click("Use a different account").await?;
    browser.field("Password").await?;
    let focused = eventually(
        async || browser.focused().await,
        |focused| focused.contains("Email"),
    )
    .await?;
    ensure!(focused.contains("Email"), "focus on {focused}");
    // The old address is selected, so typing replaces it.
    browser.press(OPS_EMAIL).await?;
    let email = browser.field("Email").await?.value().await?;
    ensure!(
        email.as_deref() == Some(OPS_EMAIL),
        "email replaced: {email:?}"
    );
    browser.quit().await
}

// In Firefox too: tests/firefox.rs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_code_works_once() -> Result<()> {
    journeys::sign_in::a_backup_code_works_once(Engine::Chromium).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wrong_code_keeps_the_session_for_the_right_one() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::enter_credentials(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
    flows::choose_method(&browser, "Authenticator app").await?;
    let right = totp_now()?;
    let wrong = if right == "000000" {
        "111111"
    } else {
        "000000"
    };
    flows::verify(&browser, wrong).await?;
    browser.see("That code is not correct").await?;
    flows::verify(&browser, &totp_now()?).await?;
    browser.wait_for_path("/w/").await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resend_waits_for_the_cooldown_with_a_visible_countdown() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::enter_credentials(&browser, TENANT_ADMIN_EMAIL, TENANT_ADMIN_PASSWORD).await?;
    flows::choose_method(&browser, "Email code").await?;
    browser.click("Send code").await?;
    let countdown = browser.see("Resend in").await?;
    let first = countdown.text().await?;
    let resend = browser
        .driver
        .find(portal_e2e::By::XPath(
            "//button[contains(normalize-space(.), 'Resend')]",
        ))
        .await?;
    ensure!(
        !resend.is_enabled().await?,
        "resend must wait for the cooldown"
    );
    tokio::time::sleep(std::time::Duration::from_millis(2100)).await;
    let later = browser.see("Resend in").await?.text().await?;
    ensure!(
        first != later,
        "the countdown must move: {first:?} then {later:?}"
    );
    ensure!(sandbox.sent_count(TENANT_ADMIN_EMAIL, LOGIN_MFA).await? == 1);
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn back_on_the_second_step_returns_to_the_first() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::enter_credentials(&browser, TENANT_ADMIN_EMAIL, TENANT_ADMIN_PASSWORD).await?;
    browser.see("Verification method").await?;
    browser.driver.back().await?;
    browser.field("Password").await?;
    let email = browser.value_of("Email").await?;
    ensure!(email == TENANT_ADMIN_EMAIL, "email kept: {email:?}");
    ensure!(
        browser.path().await?.starts_with("/sign-in"),
        "Back left sign-in"
    );
    // The first step works as before, on the same page.
    flows::fill_credentials(&browser, TENANT_ADMIN_EMAIL, TENANT_ADMIN_PASSWORD).await?;
    browser.see("Verification method").await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_expired_code_says_so_and_a_new_one_starts_clean() -> Result<()> {
    let sandbox = Sandbox::start_with(|c| {
        c.email_code_ttl = std::time::Duration::from_secs(2);
        c.mfa_cooldown = std::time::Duration::from_secs(3);
    })
    .await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::enter_credentials(&browser, TENANT_ADMIN_EMAIL, TENANT_ADMIN_PASSWORD).await?;
    flows::choose_method(&browser, "Email code").await?;
    browser.click("Send code").await?;
    // The notice says how long a code lasts (2 s rounds up to a minute).
    browser.see("It can be used for 1 min.").await?;
    let old = sandbox.latest_code(TENANT_ADMIN_EMAIL, LOGIN_MFA).await?;
    tokio::time::sleep(std::time::Duration::from_millis(3200)).await;
    flows::verify(&browser, &old).await?;
    browser
        .see("This code has expired. Press Resend code for a new one.")
        .await?;

    // A new code empties the field and takes the complaint away.
    browser.click("Resend code").await?;
    browser.see("It can be used for 1 min.").await?;
    let typed = browser.field("Verification code").await?.value().await?;
    ensure!(typed.as_deref() == Some(""), "old code kept: {typed:?}");
    ensure!(
        !browser.shows_now("This code has expired").await?,
        "the complaint stays"
    );
    let new = sandbox.latest_code(TENANT_ADMIN_EMAIL, LOGIN_MFA).await?;
    flows::verify(&browser, &new).await?;
    browser.wait_for_path("/w/").await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_account_awaiting_approval_is_kept_out() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::enter_credentials(&browser, PENDING_EMAIL, PENDING_PASSWORD).await?;
    browser.wait_for_path("/sign-in/pending").await?;
    browser.see("awaiting approval").await?;
    browser.open("/").await?;
    browser.wait_for_path("/sign-in").await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wrong_credentials_keep_the_email_and_say_so() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::enter_credentials(&browser, TENANT_ADMIN_EMAIL, "not-the-password").await?;
    browser.see("The email or password is not correct").await?;
    // A mistyped password needs no code for support under it.
    ensure!(
        !browser.shows_now("Error code").await?,
        "an error code under a wrong password"
    );
    let email = browser.field("Email").await?.value().await?;
    ensure!(
        email.as_deref() == Some(TENANT_ADMIN_EMAIL),
        "email kept: {email:?}"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_expired_sign_in_session_starts_again_with_a_message() -> Result<()> {
    let sandbox = Sandbox::start_with(|c| {
        c.login_session_ttl = std::time::Duration::from_secs(2);
    })
    .await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::enter_credentials(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
    flows::choose_method(&browser, "Authenticator app").await?;
    tokio::time::sleep(std::time::Duration::from_secs(3)).await;
    flows::verify(&browser, &totp_now()?).await?;
    browser.see("Your sign-in session expired").await?;
    browser.field("Password").await?;
    let email = browser.field("Email").await?.value().await?;
    ensure!(email.as_deref() == Some(OPS_EMAIL), "email kept: {email:?}");
    browser.quit().await
}

/// Needs the sandbox that ends a login session after five wrong codes (the sandbox-limits
/// branch): the next call answers `AUTH.SESSION_NOT_FOUND`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn too_many_wrong_codes_restart_sign_in_and_say_why() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch_logged(sandbox.url()).await?;
    flows::enter_credentials(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
    flows::choose_method(&browser, "Email code").await?;
    browser.click("Send code").await?;
    let right = sandbox.latest_code(OPS_EMAIL, LOGIN_MFA).await?;
    let wrong = if right == "000000" {
        "111111"
    } else {
        "000000"
    };
    let explanation = "Too many wrong codes: sign in again.";
    // Five wrong codes end the session; the answer to the fifth, or to the next try, says
    // the session is gone.
    for attempt in 1..=6 {
        if browser.shows_now(explanation).await? {
            break;
        }
        flows::verify(&browser, wrong).await?;
        eventually(
            async || sandbox.served("POST", paths::LOGIN_COMPLETE).await,
            |served| *served >= attempt,
        )
        .await?;
        browser.settle().await?;
    }
    browser.see(explanation).await?;
    // Back on the credentials step, the email kept, the password to type again.
    browser.field("Password").await?;
    ensure!(!browser.shows_now("Verification code").await?);
    let email = browser.field("Email").await?.value().await?;
    ensure!(email.as_deref() == Some(OPS_EMAIL), "email kept: {email:?}");
    ensure!(
        !browser.shows_now("Your sign-in session expired").await?,
        "said as an expiry"
    );
    // And signing in again works.
    flows::fill_credentials(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
    flows::choose_method(&browser, "Authenticator app").await?;
    flows::verify(&browser, &totp_now()?).await?;
    browser.wait_for_path("/w/").await?;
    let console = browser.console_log().await?;
    let panics: Vec<_> = console.iter().filter(|m| m.contains("panicked")).collect();
    ensure!(panics.is_empty(), "the app panicked: {panics:#?}");
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_configuration_is_fetched_once_alongside_the_app_and_the_console_stays_clean(
) -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch_logged(sandbox.url()).await?;
    browser.open("/sign-in").await?;
    browser.field("Email").await?;
    // Chromium reports a preload nobody used a few seconds after the page has loaded.
    tokio::time::sleep(std::time::Duration::from_secs(4)).await;
    let urls = browser.seen_urls().await?;
    for file in ["/config.json", "_bg.wasm"] {
        let fetched = urls.iter().filter(|url| url.ends_with(file)).count();
        ensure!(fetched == 1, "{file} requested {fetched} times: {urls:#?}");
    }
    let console = browser.console_log().await?;
    let noisy: Vec<_> = console
        .iter()
        .filter(|m| m.starts_with("WARNING") || m.starts_with("SEVERE"))
        .collect();
    ensure!(noisy.is_empty(), "the console at start: {noisy:#?}");
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_demo_account_meets_its_own_portal() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    // The service administrator's portal is the one served under its own folder.
    let folder = SERVICE_PORTAL_PATH.trim_end_matches('/');
    let service = Browser::launch(&format!("{}{folder}", sandbox.url())).await?;
    flows::sign_in_with_email(&service, &sandbox, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    service.see("Service portal").await?;
    ensure!(
        !service.shows_now("Tenant portal").await?,
        "the service portal calls itself a tenant portal"
    );
    service.quit().await?;

    let tenant = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_email(&tenant, &sandbox, TENANT_ADMIN_EMAIL, TENANT_ADMIN_PASSWORD).await?;
    tenant.see("Tenant portal").await?;
    ensure!(!tenant.shows_now("Service portal").await?);
    tenant.quit().await
}
