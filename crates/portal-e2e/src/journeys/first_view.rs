//! The sign-in drawn into the page (its first view), used before the app has arrived.

use anyhow::{ensure, Result};

use super::finish;
use crate::flows::{self, LOGIN_MFA};
use crate::{AppHold, Browser, Engine, Key, Sandbox};
use portal_sandbox::demo::{OPS_EMAIL, OPS_PASSWORD};

/// With the app held back: the email typed, then the password, the caret moved back into the
/// password to finish it, and Enter pressed. The button says it is getting ready; once the app
/// arrives it sends the credentials once, and the second factor signs the person in.
pub async fn credentials_typed_before_the_app_arrives_sign_in(engine: Engine) -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let hold = AppHold::start(sandbox.url()).await?;
    let browser = Browser::launch_unwaiting_in(engine, hold.url()).await?;
    browser.open("/sign-in").await?;

    browser.fill("Email", OPS_EMAIL).await?;
    let (start, end) = OPS_PASSWORD.split_at(4);
    browser.fill("Password", end).await?;
    browser.press(Key::Home).await?;
    browser.press(start).await?;
    browser.press(Key::Enter).await?;
    browser.see("Getting ready…").await?;
    browser.press(Key::Enter).await?;

    hold.release();
    browser.see("Confirm it is you with a second step.").await?;
    ensure!(
        sandbox
            .served("POST", portal_api::paths::LOGIN_INITIATE)
            .await?
            == 1,
        "the credentials were not sent exactly once"
    );
    flows::choose_method(&browser, "Email code").await?;
    browser.click("Send code").await?;
    let code = sandbox.latest_code(OPS_EMAIL, LOGIN_MFA).await?;
    flows::verify(&browser, &code).await?;
    browser.wait_for_path("/w/").await?;
    finish(browser).await
}
