//! The recharge queue: a batch decision across pages, a large batch's typed count and Undo, and a
//! date left unfinished.

use anyhow::{ensure, Result};
use portal_api::paths;
use portal_sandbox::demo::*;

use super::finish;
use crate::flows::{self, pending_recharge_ids as pending_ids};
use crate::{eventually, Browser, Engine, Sandbox};

const TABLE: &str = "Recharges";
const ID: usize = 1;

pub async fn batch_confirms_a_selection_across_pages_and_reports_each(
    engine: Engine,
) -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch_in(engine, sandbox.url()).await?;
    let rows = flows::open_recharge_queue(&browser).await?;
    let first_page = pending_ids(&rows);
    ensure!(
        !browser
            .button("Confirm selected")
            .await?
            .is_enabled()
            .await?,
        "an empty selection cannot be sent"
    );
    flows::select_recharges(&browser, &first_page[..2]).await?;
    browser.click("Next page").await?;
    browser.see("Page 2 of").await?;
    let rows = browser
        .wait_for_rows(TABLE, |rows| {
            rows.iter().all(|r| !first_page.contains(&r[ID]))
        })
        .await?;
    let third = pending_ids(&rows)[0].clone();
    browser
        .field(&format!("Select {third}"))
        .await?
        .click()
        .await?;
    browser.see("3 selected").await?;

    // Another operator decides one of them meanwhile.
    let other = Browser::launch_in(engine, sandbox.url()).await?;
    flows::sign_in_with_email(&other, &sandbox, OPS_EMAIL, OPS_PASSWORD).await?;
    let taken = &first_page[1];
    other
        .open(&format!("/w/{INSTITUTION_ACME}/recharges/{taken}"))
        .await?;
    other.click("Reject").await?;
    other.fill("Operator remark", "Duplicate payment").await?;
    other.click_in_dialog("Reject").await?;
    other.see("Recharge rejected").await?;
    finish(other).await?;

    browser.click("Confirm selected").await?;
    // The dialog names what it does, to how many, and their total.
    browser.heading("Confirm 3 recharges").await?;
    browser.see("3 recharges, total").await?;
    browser
        .fill("Operator remark", "Statements reconciled")
        .await?;
    browser.click_in_dialog("Confirm 3 recharges").await?;
    // Held a few seconds with Undo before anything goes, then sent.
    browser.see("Sending in").await?;
    browser.button("Undo").await?;
    browser.heading("Batch result").await?;
    browser.see("Confirmed 2 of 3.").await?;
    browser
        .see("1 had been decided or removed elsewhere, so it is no longer selected.")
        .await?;
    browser
        .see("This recharge was already confirmed or rejected")
        .await?;
    browser.see(taken).await?;
    // Trying it again could never work: nothing stays selected.
    ensure!(
        !browser
            .button("Confirm selected")
            .await?
            .is_enabled()
            .await?,
        "the decided one stayed selected"
    );
    // Which ones were decided, on request: each linked, with its amount, result and remark.
    browser.click("Show the 2 decided").await?;
    let decided = browser.table_rows("Decided in this batch").await?;
    let mut ids: Vec<&str> = decided.iter().map(|r| r[0].as_str()).collect();
    ids.sort_unstable();
    let mut expected = [first_page[0].as_str(), third.as_str()];
    expected.sort_unstable();
    ensure!(ids == expected, "decided {ids:?}, expected {expected:?}");
    for row in &decided {
        ensure!(
            row[1].ends_with(char::is_alphabetic)
                && row[2] == "Confirmed"
                && row[3] == "Statements reconciled",
            "a decided recharge's amount, result and remark: {row:?}"
        );
    }
    let refused = browser.table_rows("Not decided").await?;
    ensure!(
        refused.len() == 1 && refused[0][0] == *taken && refused[0][3] == "Statements reconciled",
        "the one decided elsewhere: {refused:?}"
    );
    // The page was read again: the confirmed ones left the pending rows.
    browser
        .wait_for_rows(TABLE, |rows| {
            pending_ids(rows).iter().all(|id| id != &third)
        })
        .await?;
    // The report's link opens the recharge.
    browser
        .driver
        .find(crate::By::XPath(format!(
            "//table[caption[normalize-space(.)='Decided in this batch']]//a[normalize-space(.)='{third}']"
        )))
        .await?
        .click()
        .await?;
    browser.heading(&format!("Recharge {third}")).await?;
    browser.see("Statements reconciled").await?;
    browser.see("Confirmed").await?;
    finish(browser).await
}

pub async fn a_date_left_unfinished_or_days_reversed_in_a_link_are_said_not_ignored(
    engine: Engine,
) -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch_in(engine, sandbox.url()).await?;
    flows::open_recharge_queue(&browser).await?;
    flows::unfold_queue_filters(&browser).await?;
    // An unfinished date is not read as no date: filtering by it would show all days.
    browser.fill("Created from", "02").await?;
    browser.click("Apply filters").await?;
    let refused = browser.field_error("Created from").await?;
    ensure!(
        refused == "Finish the date (day, month and year) or clear it.",
        "refused with {refused:?}"
    );
    ensure!(!browser.path().await?.contains("createdFrom"));

    // Days the wrong way round in a link list nothing; the form says why.
    let queue = browser.path().await?;
    let queue = queue.split('?').next().unwrap_or_default().to_owned();
    browser
        .open(&format!(
            "{queue}?createdFrom=2026-11-22&createdTo=2026-11-01"
        ))
        .await?;
    let refused = eventually(
        async || browser.field_error("Created from").await,
        |r| !r.is_empty(),
    )
    .await?;
    ensure!(
        refused == "The start date must not be after the end date.",
        "a reversed link says {refused:?}"
    );
    // A page that is not a count opens the first page, as in every list.
    browser
        .open(&format!("{queue}?status=PENDING&page=-3"))
        .await?;
    browser.see("Page 1 of").await?;
    finish(browser).await
}

/// Selects every pending recharge matching with "Select all pending ones matching" and
/// returns how many, as the selection bar writes it ("1,030").
async fn select_all_pending(browser: &Browser) -> Result<String> {
    browser.click("Select all pending ones matching").await?;
    browser.see("pending recharges of").await?;
    let summary = browser.see(" selected · ").await?.text().await?;
    let count = summary
        .split(" selected")
        .next()
        .unwrap_or_default()
        .to_owned();
    ensure!(
        count.replace(',', "").parse::<u64>().is_ok(),
        "no count in {summary:?}"
    );
    Ok(count)
}

pub async fn a_large_batch_asks_for_its_number_and_waits_with_undo(engine: Engine) -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch_in(engine, sandbox.url()).await?;
    flows::open_recharge_queue(&browser).await?;
    let count = select_all_pending(&browser).await?;
    ensure!(
        count.replace(',', "").parse::<u64>()? > 1000,
        "the sandbox's pending recharges: {count}"
    );

    // The title and the action say what will happen, to how many.
    browser.click("Confirm selected").await?;
    let action = format!("Confirm {count} recharges");
    browser.heading(&action).await?;
    browser
        .see(&format!("More than 50 recharges: type {count} to go on."))
        .await?;
    browser
        .fill("Operator remark", "Month-end reconciliation")
        .await?;
    ensure!(
        !browser.button(&action).await?.is_enabled().await?,
        "{action} could be pressed before the number was typed"
    );
    // A wrong number is said, and the action stays off.
    browser
        .fill("Number of recharges to confirm", "1000")
        .await?;
    let said = eventually(
        async || browser.field_error("Number of recharges to confirm").await,
        |said| !said.is_empty(),
    )
    .await?;
    ensure!(
        said == format!("This is not the number selected: type {count}."),
        "said {said:?}"
    );
    ensure!(
        !browser.button(&action).await?.is_enabled().await?,
        "{action} could be pressed with the wrong number"
    );
    // The number as the bar writes it passes.
    browser
        .fill("Number of recharges to confirm", &count)
        .await?;
    let enabled = eventually(
        async || anyhow::Ok(browser.button(&action).await?.is_enabled().await?),
        |on| *on,
    )
    .await?;
    ensure!(enabled, "{action} stayed off with {count} typed");
    browser.screenshot("batch-typed-check").await?;

    // Pressed, it waits with Undo before anything is sent; Undo sends nothing.
    browser.click_in_dialog(&action).await?;
    browser.see("Sending in").await?;
    browser.screenshot("batch-undo-hold").await?;
    browser.click_in_dialog("Undo").await?;
    browser.button(&action).await?;
    browser.screenshot("batch-after-undo").await?;
    let remark = browser.value_of("Operator remark").await?;
    ensure!(
        remark == "Month-end reconciliation",
        "the remark after Undo: {remark:?}"
    );
    ensure!(
        sandbox
            .served("POST", paths::RECHARGES_BATCH_CONFIRM)
            .await?
            == 0,
        "a batch was sent despite Undo"
    );
    browser.click_in_dialog("Cancel").await?;
    browser.see(&format!("{count} selected")).await?;

    // Sent for real this time: exactly one batch goes (in requests of 500), so the one taken
    // back never went, even once its time had passed.
    browser.click("Confirm selected").await?;
    browser
        .fill("Operator remark", "Month-end reconciliation")
        .await?;
    browser
        .fill("Number of recharges to confirm", &count)
        .await?;
    browser.click_in_dialog(&action).await?;
    browser.heading("Batch result").await?;
    browser
        .see(&format!("Confirmed {count} of {count}."))
        .await?;
    let n: u64 = count.replace(',', "").parse()?;
    let sent = sandbox
        .served("POST", paths::RECHARGES_BATCH_CONFIRM)
        .await?;
    ensure!(
        sent == n.div_ceil(500),
        "{sent} batch requests for one batch of {n}"
    );
    finish(browser).await
}
