//! A change refused once: the form keeps what was typed with the refusal, and the area's write
//! actions are then unavailable, with the reason, in that workspace until sign-out.

use anyhow::{ensure, Result};
use portal_api::paths;
use portal_sandbox::demo::*;

use super::finish;
use crate::{eventually, flows, Browser, Engine, Sandbox};

const FEES: &str = "Exchange fees";
/// The reason the fees' write actions give once a change was refused.
pub const CANNOT_CHANGE_FEES: &str = "Your role cannot change exchange fees.";

/// Whether the button named `name` can be pressed, and the reason it gives when it cannot
/// (its title), once it is as `offered` says.
pub async fn offered(browser: &Browser, name: &str, offered: bool) -> Result<Option<String>> {
    let enabled = eventually(
        async || {
            browser
                .button(name)
                .await?
                .is_enabled()
                .await
                .map_err(Into::into)
        },
        |enabled| *enabled == offered,
    )
    .await?;
    ensure!(enabled == offered, "{name:?}: offered {enabled}");
    Ok(browser.button(name).await?.attr("title").await?)
}

pub async fn a_refused_change_keeps_the_form_and_is_not_offered_again(
    engine: Engine,
) -> Result<()> {
    let sandbox = Sandbox::start().await?;
    // The service administrator, at the service portal, working in a tenant's workspace:
    // the platform's settings are changed only from the service workspace.
    let browser = Browser::launch_in(engine, &sandbox.service_url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.choose_in_menu("Workspace", "Acme Payments").await?;
    browser
        .wait_for_path(&format!("/w/{INSTITUTION_ACME}"))
        .await?;
    browser.click(FEES).await?;
    browser.heading(FEES).await?;
    browser.table_rows(FEES).await?;
    offered(&browser, "New exchange fee", true).await?;

    // The whole form filled, then refused: what was typed stays, with the refusal.
    browser.click("Edit exchange fee xfe_000001").await?;
    browser.heading("Edit exchange fee").await?;
    browser.fill("Fixed fee", "1.25").await?;
    browser.click_in_dialog("Save").await?;
    browser
        .see("Your role does not allow changing exchange fees.")
        .await?;
    ensure!(
        browser.value_of("Fixed fee").await? == "1.25",
        "the typed fee is kept"
    );
    ensure!(
        browser.shows_now("Edit exchange fee").await?,
        "the form stays open"
    );
    let save = offered(&browser, "Save", false).await?;
    ensure!(
        save.as_deref() == Some(CANNOT_CHANGE_FEES),
        "Save: {save:?}"
    );
    ensure!(sandbox.served("POST", paths::EXCHANGE_FEE_UPDATE).await? == 1);

    // Closed: New and every Edit of the fees are unavailable, and the page says why.
    browser.click_in_dialog("Cancel").await?;
    browser.see(CANNOT_CHANGE_FEES).await?;
    let new = offered(&browser, "New exchange fee", false).await?;
    ensure!(new.as_deref() == Some(CANNOT_CHANGE_FEES), "New: {new:?}");
    offered(&browser, "Edit exchange fee xfe_000002", false).await?;
    browser.screenshot("exchange-fees-change-refused").await?;
    // Another area is not touched by it.
    browser.click("Exchange rates").await?;
    browser.heading("Exchange rates").await?;
    offered(&browser, "New exchange rate", true).await?;
    // Back again, still remembered; in another workspace, offered.
    browser.click(FEES).await?;
    browser.heading(FEES).await?;
    offered(&browser, "New exchange fee", false).await?;
    browser
        .choose_in_menu("Workspace", "Portal Operations")
        .await?;
    browser
        .wait_for_path(&format!("/w/{INSTITUTION_PORTAL_OPS}"))
        .await?;
    browser.click(FEES).await?;
    browser.heading(FEES).await?;
    offered(&browser, "New exchange fee", true).await?;
    ensure!(!browser.shows_now(CANNOT_CHANGE_FEES).await?);

    // Signing out forgets it: the next session's role may allow it.
    browser.click_menu_item("Sign out").await?;
    browser.wait_for_path("/sign-in").await?;
    flows::sign_in_here_with_email(&browser, &sandbox, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.wait_for_path("/w/").await?;
    browser
        .open(&format!("/w/{INSTITUTION_ACME}/exchange-fees"))
        .await?;
    browser.heading(FEES).await?;
    browser.table_rows(FEES).await?;
    offered(&browser, "New exchange fee", true).await?;
    finish(browser).await
}
