//! Referrals: the referral codes and the referrals page through with the page in the
//! address, and a record opens field by field.

use anyhow::{ensure, Result};
use portal_e2e::flows;
use portal_e2e::{Browser, Sandbox};
use portal_sandbox::demo::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn codes_page_through_and_open() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Referral codes").await?;
    browser.heading("Referral codes").await?;
    let total = REFERRAL_CODES_PER_WORKSPACE * REFERRAL_INSTITUTIONS.len();
    browser.see(&format!("{total} referral codes")).await?;
    let first = browser
        .wait_for_rows("Referral codes", |rows| rows.len() == 20)
        .await?;
    browser.click("Next page").await?;
    browser.click("Next page").await?;
    browser.see("Page 3 of 3").await?;
    let last = browser
        .wait_for_rows("Referral codes", |rows| rows.len() == total - 40)
        .await?;
    ensure!(
        browser.path().await?.contains("page=3"),
        "the page is in the address"
    );
    ensure!(
        last.iter().all(|r| !first.iter().any(|f| f[0] == r[0])),
        "pages overlap"
    );

    let id = last[0][0].clone();
    browser.click(&id).await?;
    browser.heading(&format!("Referral code {id}")).await?;
    browser.see("Owner email").await?;
    browser.see("Max uses").await?;
    // Back to the page it was opened from.
    browser.click("Back to referral codes").await?;
    browser.see("Page 3 of 3").await?;
    let again = browser
        .wait_for_rows("Referral codes", |rows| rows.len() == total - 40)
        .await?;
    ensure!(again == last, "{again:?} != {last:?}");
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn referrals_page_through_and_open() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Referrals").await?;
    browser.heading("Referrals").await?;
    let total = REFERRALS_PER_WORKSPACE * REFERRAL_INSTITUTIONS.len();
    browser.see(&format!("{total} referrals")).await?;
    browser.click("Next page").await?;
    let second = browser
        .wait_for_rows("Referrals", |rows| rows.len() == 20)
        .await?;
    ensure!(
        browser.path().await?.contains("page=2"),
        "the page is in the address"
    );
    // Who joined and how it stands show in the list, without opening each.
    ensure!(
        second[3][2].ends_with("@example.net")
            && ["Pending", "Rewarded", "Rejected"].contains(&second[3][3].as_str()),
        "row {:?}",
        second[3]
    );
    // The code a referral was made with opens the code's record.
    let code = second[3][1].clone();
    browser.click(&code).await?;
    browser
        .wait_for_path(&format!("/w/{INSTITUTION_PORTAL_OPS}/referral-codes/"))
        .await?;
    ensure!(
        browser.record_value("Code").await? == code,
        "the code's link opened another record"
    );
    browser.driver.back().await?;
    browser.heading("Referrals").await?;
    browser
        .wait_for_rows("Referrals", |rows| rows == second)
        .await?;

    let id = second[3][0].clone();
    browser.click(&id).await?;
    browser.heading(&format!("Referral {id}")).await?;
    browser.see("Referred email").await?;
    browser.see("Referral code ID").await?;
    // The reward reads in its currency, not in minor units.
    let reward = browser.record_value("Reward amount").await?;
    ensure!(reward.ends_with(".00 USD"), "reward reads {reward:?}");
    browser
        .open(&format!(
            "/w/{INSTITUTION_PORTAL_OPS}/referrals/rfl_unknown"
        ))
        .await?;
    browser
        .see("The item was not found. It may have been removed, or belong to another workspace.")
        .await?;
    // Asking again cannot find it: no "Try again".
    ensure!(!browser.shows_now("Try again").await?, "a retry is offered");
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_search_box_narrows_codes_and_referrals() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    for list in ["Referral codes", "Referrals"] {
        browser.click(list).await?;
        browser.heading(list).await?;
        browser.wait_for_rows(list, |rows| rows.len() == 20).await?;
        let rows = flows::first_cell_narrows(&browser, list).await?;
        ensure!(rows.len() == 1, "{list}: one by its id: {rows:?}");
    }
    browser.quit().await
}
