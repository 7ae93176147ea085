//! Journeys many tests share, written as a person would go through them.

use anyhow::{Context, Result};
use portal_api::paths;
use portal_sandbox::demo::{
    ADMIN_EMAIL, ADMIN_PASSWORD, INSTITUTION_ACME, INSTITUTION_PORTAL_OPS, OPS_EMAIL, OPS_PASSWORD,
};
use serde_json::json;

use crate::{totp_now, ApiClient, Browser, FaultProxy, Sandbox};

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

/// On the sign-in page already open (its return path kept): fills email and password, has a
/// code emailed and verifies it with the code read from the sandbox's outbox.
pub async fn sign_in_here_with_email(
    browser: &Browser,
    sandbox: &Sandbox,
    email: &str,
    password: &str,
) -> Result<()> {
    fill_credentials(browser, email, password).await?;
    choose_method(browser, "Email code").await?;
    browser.click("Send code").await?;
    let code = sandbox.latest_code(email, LOGIN_MFA).await?;
    verify(browser, &code).await
}

/// Signs in with an emailed code read from the sandbox's outbox; waits to be in a workspace.
pub async fn sign_in_with_email(
    browser: &Browser,
    sandbox: &Sandbox,
    email: &str,
    password: &str,
) -> Result<()> {
    browser.open("/sign-in").await?;
    sign_in_here_with_email(browser, sandbox, email, password).await?;
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

/// The administrator signed in through a `FaultProxy` before `sandbox`, in a tab that has all
/// the app's code, the areas' fetched ahead too: ready for the API to fail or slow down.
pub async fn admin_behind_faults(sandbox: &Sandbox) -> Result<(FaultProxy, Browser)> {
    let proxy = FaultProxy::start(sandbox.url()).await?;
    let browser = Browser::launch(proxy.url()).await?;
    sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.until_areas_fetched().await?;
    Ok((proxy, browser))
}

/// The business ids of the pending rows of a recharge queue as drawn (id in the second
/// column, status in the fifth).
pub fn pending_recharge_ids(rows: &[Vec<String>]) -> Vec<String> {
    rows.iter()
        .filter(|r| r[4] == "Pending")
        .map(|r| r[1].clone())
        .collect()
}

/// Ticks the queue's "Select …" box of each of `ids`.
pub async fn select_recharges(browser: &Browser, ids: &[String]) -> Result<()> {
    for id in ids {
        browser
            .field(&format!("Select {id}"))
            .await?
            .click()
            .await?;
    }
    Ok(())
}

/// Signs in as the operator (authenticator code), opens Acme's recharge queue and returns
/// its rows once drawn.
pub async fn open_recharge_queue(browser: &Browser) -> Result<Vec<Vec<String>>> {
    sign_in_with_totp(browser, OPS_EMAIL, OPS_PASSWORD).await?;
    browser
        .wait_for_path(&format!("/w/{INSTITUTION_ACME}"))
        .await?;
    browser.click("Recharges").await?;
    browser.heading("Recharges").await?;
    browser.table_rows("Recharges").await
}

/// Unfolds the recharge queue's filters (folded while none is in use), as a person does before
/// filtering; leaves them as they are when they show.
pub async fn unfold_queue_filters(browser: &Browser) -> Result<()> {
    let fold = browser.button("Filters").await?;
    if fold.attr("aria-expanded").await?.as_deref() != Some("true") {
        fold.click().await?;
    }
    browser.button("Apply filters").await?;
    Ok(())
}

/// The service administrator creates an administrator `email` named `name`; the set-password
/// link mailed to them.
pub async fn mailed_set_password_link(
    sandbox: &Sandbox,
    email: &str,
    name: &str,
) -> Result<String> {
    let admin =
        ApiClient::sign_in(sandbox, ADMIN_EMAIL, ADMIN_PASSWORD, INSTITUTION_PORTAL_OPS).await?;
    let body = json!({"email": email, "displayName": name});
    admin.post(paths::ACCOUNT_ADMIN_INIT, &body).await?.data()?;
    sandbox
        .outbox(email)
        .await?
        .first()
        .and_then(|m| m.link.clone())
        .context("no link mailed")
}

/// Types `text` into a list's "Search" box and waits until the table named `caption` shows
/// only rows holding it (in any letter case) and the count line says fewer rows match than
/// the list holds; the rows shown.
pub async fn search_narrows(
    browser: &Browser,
    caption: &str,
    text: &str,
) -> Result<Vec<Vec<String>>> {
    search_narrows_in(browser, "Search", caption, text).await
}

/// [`search_narrows`] with the search box labelled `label` (a page with two lists).
pub async fn search_narrows_in(
    browser: &Browser,
    label: &str,
    caption: &str,
    text: &str,
) -> Result<Vec<Vec<String>>> {
    browser.fill(label, text).await?;
    let wanted = text.to_lowercase();
    let rows = browser
        .wait_for_rows(caption, |rows| {
            rows.iter()
                .all(|r| r.join(" ").to_lowercase().contains(&wanted))
        })
        .await?;
    let line = browser.see(" match.").await?.text().await?;
    let numbers: Vec<u64> = line
        .split(|c: char| !c.is_ascii_digit() && c != ',')
        .filter_map(|n| n.replace(',', "").parse().ok())
        .collect();
    anyhow::ensure!(
        matches!(numbers[..], [found, total] if found < total && found as usize >= rows.len().min(1)),
        "{caption}: {line:?} after searching {text:?}"
    );
    Ok(rows)
}

/// [`search_narrows`] by the text of the first cell of the table's first row, as a person
/// looks for a row they see; the rows shown.
pub async fn first_cell_narrows(browser: &Browser, caption: &str) -> Result<Vec<Vec<String>>> {
    let rows = browser.table_rows(caption).await?;
    let first = rows
        .first()
        .and_then(|r| r.first())
        .context("no first cell")?
        .clone();
    search_narrows(browser, caption, &first).await
}
