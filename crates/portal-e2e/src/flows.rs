//! Journeys many tests share, written as a person would go through them.

use anyhow::Result;

use crate::{totp_now, Browser, Sandbox};

/// Mail kind of an emailed sign-in code.
pub const LOGIN_MFA: &str = "LOGIN_MFA";

/// Opens the sign-in page, fills email and password and continues to the second factor.
pub async fn enter_credentials(browser: &Browser, email: &str, password: &str) -> Result<()> {
    browser.open("/sign-in").await?;
    fill_credentials(browser, email, password).await
}

/// Fills email and password on the sign-in page already open, and continues.
pub async fn fill_credentials(browser: &Browser, email: &str, password: &str) -> Result<()> {
    browser.fill("Email", email).await?;
    browser.fill("Password", password).await?;
    browser.click("Continue").await?;
    Ok(())
}

/// Chooses a second factor by its visible label.
pub async fn choose_method(browser: &Browser, label: &str) -> Result<()> {
    browser.field(label).await?.click().await?;
    Ok(())
}

/// Enters a code and verifies it.
pub async fn verify(browser: &Browser, code: &str) -> Result<()> {
    browser.fill("Verification code", code).await?;
    browser.click("Verify").await?;
    Ok(())
}

/// Signs in with an emailed code read from the sandbox's outbox; waits to be in a workspace.
pub async fn sign_in_with_email(
    browser: &Browser,
    sandbox: &Sandbox,
    email: &str,
    password: &str,
) -> Result<()> {
    enter_credentials(browser, email, password).await?;
    choose_method(browser, "Email code").await?;
    browser.click("Send code").await?;
    let code = sandbox.latest_code(email, LOGIN_MFA).await?;
    verify(browser, &code).await?;
    browser.wait_for_path("/w/").await?;
    Ok(())
}

/// Signs in with the authenticator app's current code; waits to be in a workspace.
pub async fn sign_in_with_totp(browser: &Browser, email: &str, password: &str) -> Result<()> {
    enter_credentials(browser, email, password).await?;
    choose_method(browser, "Authenticator app").await?;
    verify(browser, &totp_now()?).await?;
    browser.wait_for_path("/w/").await?;
    Ok(())
}
