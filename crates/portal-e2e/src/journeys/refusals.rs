//! A change refused once: the form keeps what was typed with the refusal, and the area's write
//! actions are then unavailable, with the reason, in that workspace until sign-out.

use anyhow::{ensure, Context, Result};
use portal_api::paths;
use portal_api::roles::Role;
use portal_sandbox::demo::*;
use serde_json::json;

use super::finish;
use crate::api_client::ApiClient;
use crate::flows::pending_recharge_ids as pending_ids;
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

/// The reason the queue's decisions give once a decision was refused.
pub const CANNOT_DECIDE: &str = "Your role cannot change recharges.";

/// Takes `code` out of the Operator role of Acme Payments, as its owner does elsewhere
/// while the operator works.
async fn take_from_operators(sandbox: &Sandbox, code: &str) -> Result<()> {
    let owner = ApiClient::sign_in(
        sandbox,
        TENANT_ADMIN_EMAIL,
        TENANT_ADMIN_PASSWORD,
        INSTITUTION_ACME,
    )
    .await?;
    let roles: Vec<Role> = serde_json::from_value(owner.get(paths::ROLES).await?.data()?.clone())?;
    let operator = roles
        .into_iter()
        .find(|r| r.role_name == "Operator")
        .context("no Operator role in Acme Payments")?;
    let codes: Vec<&String> = operator
        .permission_codes
        .iter()
        .filter(|c| *c != code)
        .collect();
    ensure!(
        codes.len() < operator.permission_codes.len(),
        "the Operator has no {code}"
    );
    owner
        .post(
            paths::ROLE_SET_PERMISSIONS,
            &json!({"roleId": operator.biz_id, "permissionCodes": codes}),
        )
        .await?
        .data()?;
    Ok(())
}

pub async fn a_refused_decision_keeps_the_remark_and_decisions_are_not_offered_again(
    engine: Engine,
) -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch_in(engine, sandbox.url()).await?;
    let rows = flows::open_recharge_queue(&browser).await?;
    let ids = pending_ids(&rows);
    let (first, second) = (&ids[0], &ids[1]);
    offered(&browser, &format!("Confirm {first}"), true).await?;

    // The owner takes decisions away from the role while the queue is open.
    take_from_operators(&sandbox, "recharges:write").await?;
    browser.click(&format!("Confirm {first}")).await?;
    browser.heading("Confirm recharge").await?;
    browser
        .fill("Operator remark", "Bank statement matches")
        .await?;
    browser.click_in_dialog("Confirm").await?;
    browser
        .see("Your role does not allow changing recharges.")
        .await?;
    ensure!(
        browser.value_of("Operator remark").await? == "Bank statement matches",
        "the remark is kept"
    );
    let confirm = offered(&browser, "Confirm", false).await?;
    ensure!(
        confirm.as_deref() == Some(CANNOT_DECIDE),
        "Confirm: {confirm:?}"
    );
    browser.click_in_dialog("Cancel").await?;

    // Closed: no row offers a decision, nor the batch, and the page says why.
    browser.see(CANNOT_DECIDE).await?;
    for name in [format!("Confirm {second}"), format!("Reject {first}")] {
        let why = offered(&browser, &name, false).await?;
        ensure!(why.as_deref() == Some(CANNOT_DECIDE), "{name}: {why:?}");
    }
    flows::select_recharges(&browser, std::slice::from_ref(second)).await?;
    let batch = offered(&browser, "Confirm selected", false).await?;
    ensure!(
        batch.as_deref() == Some(CANNOT_DECIDE),
        "Confirm selected: {batch:?}"
    );
    // The keyboard opens the dialog, which says why and sends nothing.
    browser.press("j").await?;
    browser.press("r").await?;
    browser.heading("Reject recharge").await?;
    browser.see(CANNOT_DECIDE).await?;
    offered(&browser, "Reject", false).await?;
    browser.screenshot("queue-decision-refused").await?;
    browser.click_in_dialog("Cancel").await?;
    ensure!(
        sandbox.served("POST", paths::RECHARGE_CONFIRM).await? == 1
            && sandbox.served("POST", paths::RECHARGE_REJECT).await? == 0,
        "only the refused decision was sent"
    );
    // The recharge's own page alike.
    browser.click(first).await?;
    browser.see(CANNOT_DECIDE).await?;
    offered(&browser, "Confirm", false).await?;
    finish(browser).await
}
