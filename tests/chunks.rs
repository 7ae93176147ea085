//! The areas' chunks of the app: a chunk that cannot be fetched leaves its area saying so with
//! Try again, and the rest of the portal working; Try again opens the area once it arrives.

use anyhow::Result;
use portal_e2e::{flows, AppHold, Browser, Sandbox};
use portal_sandbox::demo::*;

/// Needs a split build (the single wasm has no chunks to refuse): `PORTAL_SPLIT=1
/// scripts/build.sh`, then `cargo test --test chunks -- --ignored`.
#[tokio::test]
#[ignore = "needs a split build: PORTAL_SPLIT=1 scripts/build.sh"]
async fn an_area_whose_chunk_failed_opens_with_try_again() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let hold = AppHold::start(sandbox.url()).await?;
    hold.release();
    // The chunks cannot be fetched from the start: none is there before the first visit, not
    // even one fetched ahead while the browser was idle.
    hold.refuse_chunks(true);
    let browser = Browser::launch(hold.url()).await?;
    flows::sign_in_with_totp(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
    browser
        .wait_for_path(&format!("/w/{INSTITUTION_ACME}"))
        .await?;

    browser.click("Transfers").await?;
    browser
        .see("This page could not be loaded. Check the connection, then try again.")
        .await?;
    // The rest of the portal keeps working: the navigation still leads elsewhere.
    browser.click("Recharges").await?;
    browser
        .see("This page could not be loaded. Check the connection, then try again.")
        .await?;

    hold.refuse_chunks(false);
    browser.click("Try again").await?;
    browser.heading("Recharges").await?;
    browser.table_rows("Recharges").await?;
    browser.click("Transfers").await?;
    browser.heading("Transfers").await?;

    browser.quit().await?;
    Ok(())
}
