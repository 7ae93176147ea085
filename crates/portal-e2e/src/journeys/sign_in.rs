//! Signing in with each second factor: an emailed code, the authenticator app, a backup code,
//! and from the keyboard alone.

use anyhow::{ensure, Result};
use portal_sandbox::demo::*;

use super::finish;
use crate::flows::{self, LOGIN_MFA};
use crate::{Browser, Engine, Key, Sandbox};

pub async fn signs_in_with_an_emailed_code_and_lands_in_a_workspace(engine: Engine) -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch_in(engine, sandbox.url()).await?;
    flows::sign_in_with_email(
        &browser,
        &sandbox,
        TENANT_ADMIN_EMAIL,
        TENANT_ADMIN_PASSWORD,
    )
    .await?;
    ensure!(browser
        .path()
        .await?
        .starts_with(&format!("/w/{INSTITUTION_ACME}")));
    browser.see("Acme Payments").await?;
    finish(browser).await
}

pub async fn signs_in_with_an_authenticator_code(engine: Engine) -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch_in(engine, sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    ensure!(
        sandbox.sent_count(ADMIN_EMAIL, LOGIN_MFA).await? == 0,
        "an authenticator code needs no email"
    );
    finish(browser).await
}

pub async fn a_backup_code_works_once(engine: Engine) -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch_in(engine, sandbox.url()).await?;
    flows::enter_credentials(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    flows::choose_method(&browser, "Backup code").await?;
    flows::verify(&browser, BACKUP_CODES[0]).await?;
    browser.wait_for_path("/w/").await?;
    finish(browser).await?;

    let again = Browser::launch_in(engine, sandbox.url()).await?;
    flows::enter_credentials(&again, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    flows::choose_method(&again, "Backup code").await?;
    flows::verify(&again, BACKUP_CODES[0]).await?;
    // Said as what it likely is: a code used already, with the way on.
    again
        .see("That backup code is not correct, or it was used already: each one works once.")
        .await?;
    ensure!(again.path().await?.starts_with("/sign-in"));
    finish(again).await
}

pub async fn signs_in_from_the_keyboard_alone(engine: Engine) -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch_in(engine, sandbox.url()).await?;
    browser.open("/sign-in").await?;
    browser.fill("Email", TENANT_ADMIN_EMAIL).await?;
    browser.fill("Password", TENANT_ADMIN_PASSWORD).await?;
    browser.press(Key::Enter).await?;
    browser.see("Verification method").await?;
    // The step's first action has focus: no click, and no tabbing through the header.
    let focused = browser.focused().await?;
    ensure!(focused.contains("Send code"), "focus on {focused}");
    browser.press(Key::Enter).await?;
    browser.see("We sent a code").await?;
    let code = sandbox.latest_code(TENANT_ADMIN_EMAIL, LOGIN_MFA).await?;
    let focused = browser.focused().await?;
    ensure!(focused.contains("Verification code"), "focus on {focused}");
    // Enter as its own key: geckodriver types a "\n" in text as a character, not as Enter.
    browser.press(code).await?;
    browser.press(Key::Enter).await?;
    browser.wait_for_path("/w/").await?;
    finish(browser).await
}
