//! Self-registration through password initialisation and a first sign-in; forgot password.

use anyhow::{ensure, Result};
use portal_e2e::flows::{self, LOGIN_MFA};
use portal_e2e::{eventually, Browser, Sandbox};
use portal_sandbox::demo::*;

const NEW_EMAIL: &str = "new.operator@portal.test";
const NEW_PASSWORD: &str = "Fresh-Start-9";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn registers_sets_a_password_and_signs_in() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    browser.open("/sign-in").await?;
    browser.click("Create an account").await?;
    browser.wait_for_focus("Email").await?;
    browser.fill("Email", NEW_EMAIL).await?;
    browser.fill("Name", "Nova Operator").await?;
    browser.click("Continue").await?;

    let code = sandbox.latest_code(NEW_EMAIL, "REGISTRATION").await?;
    flows::verify(&browser, &code).await?;

    browser.wait_for_focus("Name").await?;
    browser.select("Language", "English").await?;
    browser.fill("Time zone", "Singapore").await?;
    browser.click("Create account").await?;
    browser
        .see("Choose a time zone from the matches shown as you type.")
        .await?;
    browser.click("Asia/Singapore (UTC+8)").await?;
    browser.click("Create account").await?;

    browser.fill("New password", "short").await?;
    browser.fill("Confirm password", "short").await?;
    browser.click("Set password").await?;
    browser.see("at least 8 characters").await?;
    browser.fill("New password", NEW_PASSWORD).await?;
    browser.fill("Confirm password", NEW_PASSWORD).await?;
    browser.click("Set password").await?;
    browser.see("Your account is ready").await?;
    browser.wait_for_focus("Sign in").await?;
    browser.press(portal_e2e::Key::Enter).await?;
    let email = browser.field("Email").await?.value().await?;
    ensure!(
        email.as_deref() == Some(NEW_EMAIL),
        "sign-in starts with the registered email: {email:?}"
    );

    first_sign_in(&browser, &sandbox, NEW_EMAIL).await?;
    // A new account belongs to no workspace yet: the onboarding says so, in words that come
    // with its chunk.
    browser.wait_for_path("/onboarding").await?;
    browser.heading("Welcome to Portal").await?;
    browser.see("accepting an invitation").await?;
    browser.quit().await
}

/// Signs `email` in with `NEW_PASSWORD` and an emailed code.
async fn first_sign_in(browser: &Browser, sandbox: &Sandbox, email: &str) -> Result<()> {
    flows::enter_credentials(browser, email, NEW_PASSWORD).await?;
    flows::choose_method(browser, "Email code").await?;
    browser.click("Send code").await?;
    let code = sandbox.latest_code(email, LOGIN_MFA).await?;
    flows::verify(browser, &code).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_language_chosen_at_registration_is_spoken_after_signing_in() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let email = "linh.operator@portal.test";
    browser.open("/register").await?;
    browser.fill("Email", email).await?;
    browser.fill("Name", "Linh Operator").await?;
    browser.click("Continue").await?;
    let code = sandbox.latest_code(email, "REGISTRATION").await?;
    // The tab is reloaded while the code is read in the mail app: the registration goes on
    // from the same step, with the same session.
    browser.field("Verification code").await?;
    browser.reload().await?;
    browser.see(email).await?;
    flows::verify(&browser, &code).await?;
    browser.wait_for_focus("Name").await?;
    browser.select("Language", "Tiếng Việt").await?;
    browser.fill("Time zone", "Hà Nội").await?;
    browser.click("Asia/Ho_Chi_Minh (UTC+7)").await?;
    browser.click("Create account").await?;
    browser.fill("New password", NEW_PASSWORD).await?;
    browser.fill("Confirm password", NEW_PASSWORD).await?;
    browser.click("Set password").await?;
    browser.see("Your account is ready").await?;
    browser.click("Sign in").await?;
    // Nothing was chosen on this device: the portal speaks the account's language.
    first_sign_in(&browser, &sandbox, email).await?;
    browser.wait_for_path("/onboarding").await?;
    let lang = eventually(
        async || browser.eval("return document.documentElement.lang;").await,
        |lang| lang == "vi",
    )
    .await?;
    ensure!(lang == "vi", "the page is in {lang}");
    ensure!(browser.value_of("Ngôn ngữ hiển thị").await? == "vi");
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_registered_email_gets_its_own_message() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    browser.open("/register").await?;
    browser.fill("Email", TENANT_ADMIN_EMAIL).await?;
    browser.fill("Name", "Someone Else").await?;
    browser.click("Continue").await?;
    browser.see("already registered").await?;
    let name = browser.field("Name").await?.value().await?;
    ensure!(
        name.as_deref() == Some("Someone Else"),
        "name kept: {name:?}"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_expired_registration_restarts_with_a_message() -> Result<()> {
    let sandbox = Sandbox::start_with(|c| {
        c.registration_session_ttl = std::time::Duration::from_secs(2);
    })
    .await?;
    let browser = Browser::launch(sandbox.url()).await?;
    browser.open("/register").await?;
    browser.fill("Email", NEW_EMAIL).await?;
    browser.fill("Name", "Late Comer").await?;
    browser.click("Continue").await?;
    let code = sandbox.latest_code(NEW_EMAIL, "REGISTRATION").await?;
    tokio::time::sleep(std::time::Duration::from_secs(3)).await;
    flows::verify(&browser, &code).await?;
    browser.see("Your registration session expired").await?;
    let email = browser.field("Email").await?.value().await?;
    ensure!(email.as_deref() == Some(NEW_EMAIL), "email kept: {email:?}");
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_signed_out_pages_keep_the_email_and_the_page_to_return_to() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let back_to = "return=%2Fw%2Facme%2Fprofile";
    browser.open(&format!("/sign-in?{back_to}")).await?;
    browser.fill("Email", OPS_EMAIL).await?;
    let email_here = || async {
        let value = browser.field("Email").await?.value().await?;
        anyhow::Ok(value.unwrap_or_default())
    };

    browser.click("Forgot password?").await?;
    let path = browser.wait_for_path("/forgot-password").await?;
    ensure!(
        path.ends_with(back_to),
        "forgot password keeps the return: {path}"
    );
    ensure!(email_here().await? == OPS_EMAIL, "the email came along");

    browser.fill("Email", ADMIN_EMAIL).await?;
    browser.click("Back to sign in").await?;
    let path = browser.wait_for_path("/sign-in").await?;
    ensure!(
        path.ends_with(back_to),
        "back to sign-in keeps the return: {path}"
    );
    ensure!(email_here().await? == ADMIN_EMAIL, "the email came back");

    browser.click("Create an account").await?;
    let path = browser.wait_for_path("/register").await?;
    ensure!(
        path.ends_with(back_to),
        "registration keeps the return: {path}"
    );
    ensure!(
        email_here().await? == ADMIN_EMAIL,
        "registration starts with it"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forgot_password_sends_a_reset_message() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    browser.open("/sign-in").await?;
    browser.fill("Email", OPS_EMAIL).await?;
    browser.click("Forgot password?").await?;
    // The email comes along and has focus: Enter sends the link.
    browser.wait_for_focus("Email").await?;
    browser.press(portal_e2e::Key::Enter).await?;
    browser.see("If the address is registered").await?;
    ensure!(sandbox.sent_count(OPS_EMAIL, "PASSWORD_RESET").await? == 1);
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_bot_check_on_forgot_password_says_so_and_keeps_the_email() -> Result<()> {
    let sandbox = Sandbox::start_with(|c| c.require_bot_challenge = true).await?;
    let browser = Browser::launch(sandbox.url()).await?;
    browser.open("/forgot-password").await?;
    browser.fill("Email", OPS_EMAIL).await?;
    browser.click("Send reset link").await?;
    browser.see("the security check did not pass").await?;
    ensure!(
        !browser.shows_now("Check the form").await?,
        "the email is fine; the form has nothing to check"
    );
    let email = browser.field("Email").await?.value().await?;
    ensure!(email.as_deref() == Some(OPS_EMAIL), "email kept: {email:?}");
    ensure!(sandbox.sent_count(OPS_EMAIL, "PASSWORD_RESET").await? == 0);
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_registration_code_waits_for_a_visible_countdown() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    browser.open("/register").await?;
    browser.fill("Email", NEW_EMAIL).await?;
    browser.fill("Name", "Nova Operator").await?;
    browser.click("Continue").await?;
    browser.see("Check your email").await?;
    browser.see("Resend in").await?;
    let resend = browser.button("Send a new code").await?;
    ensure!(
        !resend.is_enabled().await?,
        "a second code must wait, or the first email's code stops working"
    );
    // The code already on its way still works.
    let code = sandbox.latest_code(NEW_EMAIL, "REGISTRATION").await?;
    ensure!(sandbox.sent_count(NEW_EMAIL, "REGISTRATION").await? == 1);
    flows::verify(&browser, &code).await?;
    browser.see("Set up your account").await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn back_returns_to_the_previous_registration_step() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    browser.open("/register").await?;
    browser.wait_for_focus("Email").await?;
    browser.fill("Email", NEW_EMAIL).await?;
    browser.fill("Name", "Nova Operator").await?;
    browser.click("Continue").await?;
    let code = sandbox.latest_code(NEW_EMAIL, "REGISTRATION").await?;
    browser.see(NEW_EMAIL).await?;

    // Back: the first step again, as it was filled, still on the registration page.
    browser.driver.back().await?;
    let email = eventually(async || browser.value_of("Email").await, |e| e == NEW_EMAIL).await?;
    ensure!(email == NEW_EMAIL, "the first step shows {email:?}");
    ensure!(
        browser.path().await? == "/register",
        "Back left the registration"
    );
    // Forward: the code step again, and the code still works there.
    browser.driver.forward().await?;
    flows::verify(&browser, &code).await?;
    browser.wait_for_focus("Name").await?;
    browser.driver.back().await?;
    browser.driver.back().await?;
    let email = eventually(async || browser.value_of("Email").await, |e| e == NEW_EMAIL).await?;
    ensure!(email == NEW_EMAIL, "two steps back shows {email:?}");
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_account_without_a_workspace_has_a_profile_page() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let email = "lone.operator@portal.test";
    browser.open("/register").await?;
    browser.wait_for_focus("Email").await?;
    browser.fill("Email", email).await?;
    browser.fill("Name", "Lone Operator").await?;
    browser.click("Continue").await?;
    let code = sandbox.latest_code(email, "REGISTRATION").await?;
    flows::verify(&browser, &code).await?;
    browser.wait_for_focus("Name").await?;
    browser.fill("Time zone", "Singapore").await?;
    browser.click("Asia/Singapore (UTC+8)").await?;
    browser.click("Create account").await?;
    browser.fill("New password", NEW_PASSWORD).await?;
    browser.fill("Confirm password", NEW_PASSWORD).await?;
    browser.click("Set password").await?;
    browser.see("Your account is ready").await?;
    browser.click("Sign in").await?;
    first_sign_in(&browser, &sandbox, email).await?;
    browser.wait_for_path("/onboarding").await?;

    browser.click_menu_item("Profile").await?;
    browser.heading("Profile").await?;
    browser.wait_for_path("/profile").await?;
    browser.see(email).await?;
    let name = browser.value_of("Display name").await?;
    ensure!(name == "Lone Operator", "the profile form shows {name:?}");
    browser.quit().await
}
