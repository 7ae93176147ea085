//! The role editor: a role created, renamed, granted permissions through the tree, saved and
//! read back.

use anyhow::{ensure, Context, Result};
use portal_api::paths;
use portal_sandbox::demo::*;

use super::finish;
use crate::{flows, Browser, Engine, Key, Sandbox};

/// The caption of the list of roles.
pub const ROLES: &str = "Roles";

/// Signs in the service administrator and opens the list of roles; its rows.
pub async fn open_roles(browser: &Browser) -> Result<Vec<Vec<String>>> {
    flows::sign_in_with_totp(browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Roles").await?;
    browser.heading("Roles").await?;
    browser.table_rows(ROLES).await
}

/// The `aria-checked` of the tree's checkbox labelled `label`.
pub async fn aria_checked(browser: &Browser, label: &str) -> Result<String> {
    let field = browser.field(label).await?;
    field.attr("aria-checked").await?.context("no aria-checked")
}

/// Whether the tree's checkbox labelled `label` is drawn (the filter hides rows).
pub async fn shown(browser: &Browser, label: &str) -> Result<bool> {
    let script = format!(
        "const e=document.querySelector('input[aria-label=\"{label}\"]'); return !!e && e.offsetParent !== null;"
    );
    Ok(browser.eval(&script).await?.as_bool().unwrap_or(false))
}

/// Whether a `beforeunload` now would be held back (the browser would ask).
pub async fn unload_held(browser: &Browser) -> Result<bool> {
    let script = "const e=new Event('beforeunload',{cancelable:true}); window.dispatchEvent(e); return e.defaultPrevented;";
    Ok(browser.eval(script).await?.as_bool().unwrap_or(false))
}

/// The summary of unsaved changes, as shown.
pub async fn summary(browser: &Browser) -> Result<String> {
    let text = browser
        .eval("const c=document.getElementById('changes-title'); return c ? c.parentElement.innerText : '';")
        .await?;
    Ok(text.as_str().unwrap_or_default().to_owned())
}

pub async fn creates_renames_grants_and_saves(engine: Engine) -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch_in(engine, sandbox.url()).await?;
    let rows = open_roles(&browser).await?;
    ensure!(rows.len() == 3, "seeded roles: {rows:?}");

    browser.click("New role").await?;
    browser.heading("New role").await?;
    browser.click_in_dialog("Create").await?;
    browser.see("is required").await?;
    browser.fill("Name", "Reporting").await?;
    browser.fill("Description", "Monthly reports").await?;
    // Closed and opened again, the dialog still holds what was typed.
    browser.press(Key::Escape).await?;
    browser.click("New role").await?;
    browser.heading("New role").await?;
    ensure!(browser.value_of("Name").await? == "Reporting");
    ensure!(browser.value_of("Description").await? == "Monthly reports");
    browser.click_in_dialog("Create").await?;
    browser.see("Role Reporting").await?;
    browser.see("Monthly reports").await?;
    browser.see("No unsaved changes.").await?;
    ensure!(sandbox.served("POST", paths::ROLES).await? == 1);

    browser.click("Rename").await?;
    browser.heading("Rename role").await?;
    browser.fill("Name", "Reports").await?;
    browser.click_in_dialog("Save").await?;
    browser.see("Role Reports").await?;

    // The filter narrows the tree; a group's box grants what it shows.
    browser.fill("Filter permissions", "recharge").await?;
    browser.field("Recharge channels").await?;
    ensure!(
        !shown(&browser, "Transfers").await?,
        "Transfers stays hidden"
    );
    browser.field("Recharges").await?.click().await?;
    ensure!(aria_checked(&browser, "Recharges").await? == "true");
    ensure!(aria_checked(&browser, "Recharges · Write").await? == "true");
    ensure!(aria_checked(&browser, "Operations").await? == "mixed");
    // Letter case does not matter.
    browser.fill("Filter permissions", "TRANSFERS").await?;
    browser.field("Transfers · Read").await?.click().await?;
    ensure!(aria_checked(&browser, "Transfers").await? == "mixed");
    browser
        .fill("Filter permissions", "nothing like this")
        .await?;
    browser.see("No permission matches this filter.").await?;
    browser.fill("Filter permissions", "operations").await?;
    browser.field("Exchanges").await?;

    browser.see("Added (3)").await?;
    let text = summary(&browser).await?;
    for code in ["recharges:read", "recharges:write", "transfers:read"] {
        ensure!(text.contains(code), "{code} in {text:?}");
    }
    ensure!(unload_held(&browser).await?, "unsaved changes hold the tab");
    // The foot of the window counts them and leads to their list, far down under the tree.
    browser.see("3 unsaved changes").await?;
    browser.click("Review changes").await?;
    browser.wait_for_focus("h2#changes-title").await?;
    browser.click("Save permissions").await?;
    browser.see("Permissions saved").await?;
    browser.see("No unsaved changes.").await?;
    ensure!(!unload_held(&browser).await?);
    ensure!(
        !browser.shows_now("3 unsaved changes").await?,
        "the bar goes"
    );

    // Read back after a reload.
    let path = browser.path().await?;
    browser.open(&path).await?;
    browser.see("Role Reports").await?;
    ensure!(aria_checked(&browser, "Recharges").await? == "true");
    ensure!(aria_checked(&browser, "Transfers · Read").await? == "true");
    ensure!(aria_checked(&browser, "Transfers · Write").await? == "false");
    browser.field("Transfers · Read").await?.click().await?;
    browser.see("Removed (1)").await?;
    browser.click("Discard changes").await?;
    browser.see("No unsaved changes.").await?;
    ensure!(aria_checked(&browser, "Transfers · Read").await? == "true");

    browser.click("Roles").await?;
    let rows = browser.table_rows(ROLES).await?;
    let row = rows.iter().find(|r| r[0] == "Reports").context("listed")?;
    ensure!(row[3] == "3 permissions", "{row:?}");
    finish(browser).await
}
