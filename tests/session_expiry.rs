//! The session's end: a counted-down warning that renews through the refresh token when asked;
//! unrenewed, the session ends and signing in again returns to the page with the form as typed.

use std::time::Duration;

use anyhow::{ensure, Context, Result};
use portal_api::paths;
use portal_e2e::flows;
use portal_e2e::{eventually, Browser, Sandbox};
use portal_sandbox::demo::*;

/// Access tokens live this long here, so the warning shows after half of it.
const LIFETIME: Duration = Duration::from_secs(24);

/// An idle limit of none: the person counts as away, so the warning always shows.
const ALWAYS_ASK: u64 = 0;
/// The shipped idle limit, fifteen minutes.
const AT_WORK: u64 = 15 * 60;

/// A sandbox whose access tokens last [`LIFETIME`], serving the portal with
/// `idleTimeoutSeconds` set in its `config.json` (the folder it serves is returned with it).
async fn short_lived(idle_timeout_seconds: u64) -> Result<(Sandbox, tempfile::TempDir)> {
    let portal = portal_e2e::sandbox::configured_portal(&[(
        "idleTimeoutSeconds",
        idle_timeout_seconds.into(),
    )])?;
    let dist = portal.path().to_owned();
    let sandbox = Sandbox::start_with(move |c| {
        c.access_token_ttl = LIFETIME;
        c.dist_dir = dist;
    })
    .await?;
    Ok((sandbox, portal))
}

/// The warning dialog's state: whether it is open, its role and what it says.
async fn warning(browser: &Browser) -> Result<(bool, String, String)> {
    let script = "const d=document.getElementById('session-ending'); \
        return d ? [d.open, d.getAttribute('role'), \
        document.getElementById(d.getAttribute('aria-describedby')).innerText] : [false,'',''];";
    let v = browser.eval(script).await?;
    Ok((
        v[0].as_bool().unwrap_or(false),
        v[1].as_str().unwrap_or_default().to_owned(),
        v[2].as_str().unwrap_or_default().to_owned(),
    ))
}

/// The seconds the warning counts down from, read from its text.
fn seconds_in(text: &str) -> Option<u64> {
    text.split_whitespace().find_map(|w| w.parse().ok())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn warns_with_a_countdown_and_stays_signed_in_on_request() -> Result<()> {
    let (sandbox, _portal) = short_lived(ALWAYS_ASK).await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    let page = browser.path().await?;
    ensure!(!warning(&browser).await?.0, "no warning while time is left");

    browser.see("Your session is about to end").await?;
    let (open, role, text) = warning(&browser).await?;
    ensure!(
        open && role == "alertdialog",
        "an open alert dialog: {role}"
    );
    let first = seconds_in(&text).context("countdown in the text")?;
    ensure!(
        first <= 12,
        "shown in the last half of the lifetime: {text}"
    );
    tokio::time::sleep(Duration::from_millis(2100)).await;
    let later = seconds_in(&warning(&browser).await?.2).context("countdown")?;
    ensure!(later < first, "counts down: {first} then {later}");
    ensure!(
        sandbox.refreshes_served().await? == 0,
        "nothing renewed yet"
    );

    let deadline = || async {
        let v = browser
            .eval("return Number(sessionStorage.getItem('portal.access-expires'))")
            .await?;
        anyhow::Ok(v.as_f64().unwrap_or_default())
    };
    let before = deadline().await?;
    browser.click("Stay signed in").await?;
    browser.see("You are still signed in.").await?;
    ensure!(!warning(&browser).await?.0, "the warning closes");
    ensure!(sandbox.refreshes_served().await? == 1, "renewed once");
    let after = deadline().await?;
    ensure!(
        after - before > 5_000.0,
        "the session ends later now: {before} then {after}"
    );
    ensure!(browser.path().await? == page, "still on {page}");
    browser.click_menu_item("Profile").await?;
    browser.heading("Profile").await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unrenewed_session_ends_and_the_form_survives_signing_in_again() -> Result<()> {
    let (sandbox, _portal) = short_lived(ALWAYS_ASK).await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Roles").await?;
    browser.heading("Roles").await?;
    let roles_page = browser.path().await?;
    browser.click("New role").await?;
    browser.fill("Name", "Quarterly audit").await?;
    browser
        .fill("Description", "Typed before the session ended")
        .await?;

    browser.see("Your session is about to end").await?;
    let path = browser.wait_for_path("/sign-in").await?;
    ensure!(
        path.contains("return="),
        "the page is kept to return to: {path}"
    );
    browser.see("Your session has ended").await?;
    ensure!(sandbox.served("POST", paths::ROLES).await? == 0);
    let kept = browser
        .eval("return sessionStorage.getItem('portal.kept-forms') || ''")
        .await?;
    let kept = kept.as_str().unwrap_or_default();
    ensure!(kept.contains("Quarterly audit"), "the form is kept: {kept}");
    ensure!(
        !kept.contains("access") && !kept.contains(ADMIN_PASSWORD),
        "nothing secret is kept: {kept}"
    );
    // The person whose session ended does not type their email again.
    let email = browser.value_of("Email").await?;
    ensure!(email == ADMIN_EMAIL, "email offered: {email:?}");

    // The authenticator code was used a moment ago and is good once; an email code it is.
    flows::sign_in_here_with_email(&browser, &sandbox, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.heading("Roles").await?;
    ensure!(browser.path().await? == roles_page, "back on {roles_page}");

    // The dialog the form was in opens again by itself, without pressing "New role".
    browser
        .see("What you had typed before signing in again")
        .await?;
    let name = browser.field("Name").await?.prop("value").await?;
    let description = browser.field("Description").await?.prop("value").await?;
    ensure!(
        name.as_deref() == Some("Quarterly audit")
            && description.as_deref() == Some("Typed before the session ended"),
        "the form as typed: {name:?} {description:?}"
    );
    browser.click_in_dialog("Create").await?;
    browser.see("Role Quarterly audit").await?;
    ensure!(sandbox.served("POST", paths::ROLES).await? == 1);
    let left = browser
        .eval("return sessionStorage.getItem('portal.kept-forms')")
        .await?;
    ensure!(left.is_null(), "restored once, then forgotten: {left}");
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn another_account_does_not_get_the_kept_form() -> Result<()> {
    let (sandbox, _portal) = short_lived(ALWAYS_ASK).await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Roles").await?;
    browser.heading("Roles").await?;
    browser.click("New role").await?;
    browser.fill("Name", "Not for others").await?;
    browser.see("Your session is about to end").await?;
    browser.wait_for_path("/sign-in").await?;

    let kept = browser
        .eval("return sessionStorage.getItem('portal.kept-forms') || ''")
        .await?;
    ensure!(kept.as_str().unwrap_or_default().contains("Not for others"));
    flows::sign_in_here_with_email(&browser, &sandbox, OPS_EMAIL, OPS_PASSWORD).await?;
    // Signed in (the account loaded) as someone else: the kept form goes unseen.
    let now = eventually(
        async || {
            browser
                .eval("return [!!sessionStorage.getItem('portal.access-token'), sessionStorage.getItem('portal.kept-forms')]")
                .await
        },
        |now| now[0].as_bool() == Some(true) && now[1].is_null(),
    )
    .await?;
    ensure!(
        now[0].as_bool() == Some(true) && now[1].is_null(),
        "still kept for another account: {}",
        now[1]
    );
    browser.quit().await
}

// The service portal: the tenant portal offers no change of exchange fees.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_row_s_edit_dialog_comes_back_for_that_row() -> Result<()> {
    let (sandbox, _portal) = short_lived(ALWAYS_ASK).await?;
    let browser = Browser::launch(&sandbox.service_url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Exchange fees").await?;
    browser.heading("Exchange fees").await?;
    browser.table_rows("Exchange fees").await?;
    browser.click("Edit exchange fee xfe_000004").await?;
    browser.heading("Edit exchange fee").await?;
    browser.fill("Fee rate (%)", "1.23").await?;
    browser.see("Your session is about to end").await?;
    browser.wait_for_path("/sign-in").await?;

    flows::sign_in_here_with_email(&browser, &sandbox, ADMIN_EMAIL, ADMIN_PASSWORD).await?;

    // That row's dialog opens by itself with the rate as typed, and saves that fee.
    browser
        .see("What you had typed before signing in again")
        .await?;
    let rate = browser.field("Fee rate (%)").await?.prop("value").await?;
    ensure!(
        rate.as_deref() == Some("1.23"),
        "the rate as typed: {rate:?}"
    );
    browser.click_in_dialog("Save").await?;
    browser.see("Exchange fee xfe_000004 saved.").await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_batch_being_prepared_comes_back_with_its_selection_and_remark() -> Result<()> {
    let (sandbox, _portal) = short_lived(ALWAYS_ASK).await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let rows = flows::open_recharge_queue(&browser).await?;
    let queue = browser.path().await?;
    let pending = flows::pending_recharge_ids(&rows);
    ensure!(
        pending.len() >= 2,
        "two pending recharges to select: {rows:?}"
    );
    flows::select_recharges(&browser, &pending[..2]).await?;
    browser.see("2 selected").await?;
    browser.click("Confirm selected").await?;
    browser.fill("Operator remark", "Bank statement 42").await?;

    browser.see("Your session is about to end").await?;
    browser.wait_for_path("/sign-in").await?;
    flows::sign_in_here_with_email(&browser, &sandbox, OPS_EMAIL, OPS_PASSWORD).await?;
    browser.heading("Recharges").await?;
    ensure!(browser.path().await? == queue, "back on {queue}");

    // The same two are selected, and the batch's dialog opens again with the remark typed.
    browser
        .see("What you had typed before signing in again")
        .await?;
    browser.heading("Confirm 2 recharges").await?;
    browser.see("2 recharges, total").await?;
    let remark = browser.value_of("Operator remark").await?;
    ensure!(
        remark == "Bank statement 42",
        "the remark as typed: {remark:?}"
    );
    ensure!(
        sandbox
            .served("POST", paths::RECHARGES_BATCH_CONFIRM)
            .await?
            == 0
    );
    browser.click_in_dialog("Confirm 2 recharges").await?;
    browser.see("Confirmed 2 of 2.").await?;
    ensure!(
        sandbox
            .served("POST", paths::RECHARGES_BATCH_CONFIRM)
            .await?
            == 1
    );
    let left = browser
        .eval("return sessionStorage.getItem('portal.kept-forms')")
        .await?;
    ensure!(left.is_null(), "restored once, then forgotten: {left}");
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn someone_at_work_is_renewed_without_being_asked() -> Result<()> {
    let (sandbox, _portal) = short_lived(AT_WORK).await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Roles").await?;
    browser.heading("Roles").await?;

    // Past the point where the warning would show, and past the first token's end.
    let until = std::time::Instant::now() + LIFETIME + Duration::from_secs(2);
    while std::time::Instant::now() < until {
        ensure!(
            !warning(&browser).await?.0,
            "someone who used the portal a minute ago is not interrupted"
        );
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    // Renewed at each warning point (half the lifetime here), so at least once by now.
    let renewals = sandbox.refreshes_served().await?;
    ensure!(renewals >= 1, "renewed quietly: {renewals}");
    browser.click_menu_item("Profile").await?;
    browser.heading("Profile").await?;
    ensure!(browser.path().await?.starts_with("/w/"), "still signed in");
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ip_whitelist_edits_come_back_after_signing_in_again() -> Result<()> {
    let (sandbox, _portal) = short_lived(ALWAYS_ASK).await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("IP whitelist").await?;
    browser.heading("IP whitelist").await?;
    let before = browser
        .eval("return document.querySelectorAll('input[id^=ip-entry-]').length")
        .await?;
    let n = before.as_u64().unwrap_or(0) + 1;
    browser.click("Add entry").await?;
    browser.fill(&format!("Entry {n}"), "10.9.0.0/16").await?;

    browser.see("Your session is about to end").await?;
    browser.wait_for_path("/sign-in").await?;
    browser.see("Your session has ended").await?;
    flows::sign_in_here_with_email(&browser, &sandbox, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.heading("IP whitelist").await?;
    let entry = browser.value_of(&format!("Entry {n}")).await?;
    ensure!(entry == "10.9.0.0/16", "the added entry is back: {entry:?}");
    ensure!(
        sandbox.served("POST", paths::IP_WHITELIST).await? == 0,
        "nothing was saved behind the person's back"
    );
    browser.quit().await
}
