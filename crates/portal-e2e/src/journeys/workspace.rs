//! Switching workspace from the header, and signing out.

use anyhow::{ensure, Result};
use portal_sandbox::demo::*;

use super::finish;
use crate::{flows, Browser, Engine, Sandbox};

pub async fn switches_workspace_from_the_header(engine: Engine) -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch_in(engine, sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
    browser
        .wait_for_path(&format!("/w/{INSTITUTION_ACME}"))
        .await?;
    browser.choose_in_menu("Workspace", "Globex Wallet").await?;
    browser
        .wait_for_path(&format!("/w/{INSTITUTION_GLOBEX}"))
        .await?;
    browser.heading("Globex Wallet").await?;
    // The choice is kept for this tab.
    browser.open("/").await?;
    browser
        .wait_for_path(&format!("/w/{INSTITUTION_GLOBEX}"))
        .await?;
    finish(browser).await
}

pub async fn signs_out_and_forgets_the_tab_session(engine: Engine) -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch_in(engine, sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
    let workspace_path = browser.path().await?;
    browser.click_menu_item("Sign out").await?;
    browser.wait_for_path("/sign-in").await?;
    browser.see("You have signed out").await?;
    let kept = browser.eval("return sessionStorage.length").await?;
    ensure!(kept == 0, "session storage after sign-out: {kept}");
    browser.open(&workspace_path).await?;
    browser.wait_for_path("/sign-in").await?;
    finish(browser).await
}
