//! Back, Forward and links keep the address bar on the page shown.

use anyhow::{ensure, Result};
use portal_e2e::flows;
use portal_e2e::{Browser, Sandbox};
use portal_sandbox::demo::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_link_after_back_and_forward_moves_the_address_with_the_page() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_email(
        &browser,
        &sandbox,
        TENANT_ADMIN_EMAIL,
        TENANT_ADMIN_PASSWORD,
    )
    .await?;
    let profile = format!("/w/{INSTITUTION_ACME}/profile");
    let invitations = format!("/w/{INSTITUTION_ACME}/invitations");
    browser.click_menu_item("Profile").await?;
    browser.heading("Profile").await?;
    browser.click_menu_item("Invitations").await?;
    browser.heading("Invitations").await?;

    browser.driver.back().await?;
    browser.heading("Profile").await?;
    browser.wait_for_path(&profile).await?;
    browser.driver.forward().await?;
    browser.heading("Invitations").await?;
    browser.wait_for_path(&invitations).await?;

    // The page before, by its link: the address follows the page drawn.
    browser.click_menu_item("Profile").await?;
    browser.heading("Profile").await?;
    browser.wait_for_path(&profile).await?;
    // And Back returns to the page it came from.
    browser.driver.back().await?;
    browser.heading("Invitations").await?;
    let path = browser.wait_for_path(&invitations).await?;
    ensure!(path.ends_with("/invitations"), "back at {path}");
    browser.quit().await
}
