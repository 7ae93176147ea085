//! The release build starts under the strict CSP, no page triggers a violation, and return paths stay on this origin.

use anyhow::{ensure, Result};
use portal_e2e::flows;
use portal_e2e::{Browser, Sandbox};
use portal_sandbox::demo::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_release_build_starts_and_marks_the_form_ready() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    browser.open("/sign-in").await?;
    browser.heading("Sign in").await?;
    // config.json says which portal this deployment is.
    browser.see("Tenant portal").await?;
    let marks = browser
        .eval("return performance.getEntriesByName('signin-ready').length")
        .await?;
    ensure!(marks == 1, "signin-ready marks: {marks}");
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_page_reports_a_csp_violation() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    for (path, heading) in [
        ("/sign-in", "Sign in"),
        ("/register", "Create an account"),
        ("/forgot-password", "Reset your password"),
    ] {
        browser.open(path).await?;
        browser.heading(heading).await?;
    }
    flows::sign_in_with_email(
        &browser,
        &sandbox,
        TENANT_ADMIN_EMAIL,
        TENANT_ADMIN_PASSWORD,
    )
    .await?;
    browser.click_menu_item("Profile").await?;
    browser.heading("Profile").await?;
    browser.click_menu_item("Invitations").await?;
    browser.heading("Invitations").await?;
    browser.open("/workspaces").await?;
    browser.heading("Choose a workspace").await?;
    // Reports are sent asynchronously; give the browser a moment to deliver any.
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    let reports = sandbox.csp_reports().await?;
    ensure!(reports.is_empty(), "CSP violations: {reports:#?}");
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_return_path_must_stay_on_this_origin() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let hostile = [
        "//evil.test/x",
        "/%5Cevil.test",
        "https://evil.test/",
        "javascript:alert(1)",
    ];
    // One backup code per sign-in: an authenticator code is accepted only once.
    for (hostile, code) in hostile.into_iter().zip(BACKUP_CODES) {
        browser
            .open(&format!("/sign-in?return={}", hostile.replace('/', "%2F")))
            .await?;
        flows::fill_credentials(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
        flows::choose_method(&browser, "Backup code").await?;
        flows::verify(&browser, code).await?;
        let landed = browser.wait_for_path("/w/").await?;
        let origin = browser.eval("return location.origin").await?;
        ensure!(
            origin == sandbox.url(),
            "{hostile} led to {origin} {landed}"
        );
        browser.eval("sessionStorage.clear(); return null").await?;
    }
    browser.quit().await
}
