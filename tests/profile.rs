//! The profile page: its form asks before leaving only while it holds a change.

use anyhow::{ensure, Result};
use portal_e2e::journeys::roles::unload_held;
use portal_e2e::{flows, Browser, Key, Sandbox};
use portal_sandbox::demo::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_change_typed_and_taken_back_leaves_without_asking() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_email(&browser, &sandbox, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click_menu_item("Profile").await?;
    browser.heading("Profile").await?;
    let saved = browser.value_of("Display name").await?;
    ensure!(!saved.is_empty(), "no display name to edit");

    // A change asks first.
    browser.field("Display name").await?.click().await?;
    browser.press(Key::End).await?;
    browser.press("x").await?;
    ensure!(unload_held(&browser).await?, "a change is not guarded");
    browser.click("Roles").await?;
    browser.heading("Leave without saving?").await?;
    browser.click_in_dialog("Stay").await?;

    // Typed back to what was saved, there is nothing to lose.
    browser.field("Display name").await?.click().await?;
    browser.press(Key::End).await?;
    browser.press(Key::Backspace).await?;
    let now = browser.value_of("Display name").await?;
    ensure!(now == saved, "the name reads {now:?}, not {saved:?}");
    ensure!(!unload_held(&browser).await?, "the saved value is guarded");
    browser.click("Roles").await?;
    browser.heading("Roles").await?;
    ensure!(!browser.shows_now("Leave without saving?").await?);
    browser.quit().await
}
