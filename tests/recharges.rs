//! The recharge queue: default order, decisions one by one and in batches across pages,
//! filters in the URL, paging, stats and the keyboard.

use anyhow::{ensure, Context, Result};
use portal_api::paths;
use portal_e2e::flows::{self, pending_recharge_ids as pending_ids};
use portal_e2e::{eventually, journeys, ApiClient, Browser, Engine, FaultProxy, Key, Sandbox};
use portal_sandbox::demo::*;
use serde_json::json;

const TABLE: &str = "Recharges";
const ID: usize = 1;
const AMOUNT: usize = 3;
const STATUS: usize = 4;
const CREATED: usize = 6;

/// Opens (or folds) the stats by their title, as a person would.
async fn open_or_fold_stats(browser: &Browser) -> Result<()> {
    browser
        .heading("All recharges in this workspace")
        .await?
        .click()
        .await?;
    Ok(())
}

/// The number of pending orders the stats chart shows ("Pending … 2,005 orders").
async fn pending_in_stats(browser: &Browser) -> Result<u64> {
    if !browser.shows_now("By status").await? {
        open_or_fold_stats(browser).await?;
    }
    browser.see("By status").await?;
    let text = browser
        .eval(
            "const r=[...document.querySelectorAll('.chart__row')].find(r=>r.querySelector('.chart__label').textContent==='Pending');\
             return r ? r.querySelector('.chart__value').textContent : null;",
        )
        .await?;
    let text = text.as_str().context("no Pending bar in the stats")?;
    text.split_whitespace()
        .next()
        .and_then(|n| n.replace(',', "").parse().ok())
        .with_context(|| format!("no count in {text:?}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn confirms_a_pending_recharge_in_place() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let rows = flows::open_recharge_queue(&browser).await?;
    ensure!(rows[0][STATUS] == "Pending", "pending first: {:?}", rows[0]);
    let id = rows[0][ID].clone();
    let amount = rows[0][AMOUNT].clone();
    let pending_before = pending_in_stats(&browser).await?;
    let address = browser.path().await?;

    browser.click(&format!("Confirm {id}")).await?;
    browser.heading("Confirm recharge").await?;
    // The dialog names the recharge, on a phone the only sign of which row it acts on.
    browser
        .see(&format!("Recharge {id}: {amount} from "))
        .await?;
    browser.click_in_dialog("Confirm").await?;
    browser.see("Write a remark for the record.").await?;
    browser
        .fill("Operator remark", "Bank statement matches")
        .await?;
    browser.click_in_dialog("Confirm").await?;
    browser.see("Recharge confirmed").await?;
    browser
        .wait_for_rows(TABLE, |rows| {
            rows.iter().any(|r| r[ID] == id && r[STATUS] == "Confirmed")
        })
        .await?;
    ensure!(browser.path().await? == address, "the page was not left");
    let pending = eventually(
        async || pending_in_stats(&browser).await,
        |pending| *pending == pending_before - 1,
    )
    .await?;
    ensure!(
        pending == pending_before - 1,
        "the stats never followed the decision: {pending} pending"
    );

    // Its own page shows the decision and offers no second one.
    browser.click(&id).await?;
    browser.heading(&format!("Recharge {id}")).await?;
    browser.see("Bank statement matches").await?;
    // The amount reads with its currency's precision, as in the queue, in the record too.
    browser.see(&amount).await?;
    let recorded = browser.record_value("Amount").await?;
    ensure!(
        recorded == amount,
        "the record's amount reads {recorded:?}, not {amount:?}"
    );
    ensure!(
        !browser.shows_now("Reject").await?,
        "a decided recharge offers Reject"
    );
    browser.quit().await
}

/// "Nov 23, 2026, 07:56 AM GMT+8" (a Created cell) as "2026-11-23".
fn shown_day(cell: &str) -> Option<String> {
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let mut parts = cell.split(", ");
    let (month, day) = parts.next()?.split_once(' ')?;
    let year = parts.next()?;
    let month = MONTHS.iter().position(|m| *m == month)? + 1;
    Some(format!("{year}-{month:02}-{:02}", day.parse::<u32>().ok()?))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_day_filter_means_the_day_the_queue_shows() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let rows = flows::open_recharge_queue(&browser).await?;
    let utc_days = browser
        .eval(
            "return [...document.querySelectorAll('.queue tbody tr time')]\
             .map(t => t.getAttribute('datetime').slice(0, 10));",
        )
        .await?;
    let utc_days: Vec<String> = serde_json::from_value(utc_days)?;
    // A recharge whose day in the operator's time zone (UTC+8) is not its UTC day.
    let (id, day) = rows
        .iter()
        .zip(&utc_days)
        .find_map(|(r, utc)| {
            let shown = shown_day(&r[CREATED])?;
            (shown != *utc).then(|| (r[ID].clone(), shown))
        })
        .context("no recharge of the first page was made before 08:00 in Singapore")?;

    let queue = browser.path().await?;
    browser
        .open(&format!(
            "{queue}?createdFrom={day}&createdTo={day}&keyword={id}"
        ))
        .await?;
    browser
        .wait_for_rows(TABLE, |rows| rows.len() == 1 && rows[0][ID] == id)
        .await?;
    browser
        .open(&format!(
            "{queue}?createdFrom={day}&createdTo={day}&size=100"
        ))
        .await?;
    let rows = browser
        .wait_for_rows(TABLE, |rows| rows.iter().any(|r| r[ID] == id))
        .await?;
    let other_days: Vec<&String> = rows
        .iter()
        .map(|r| &r[CREATED])
        .filter(|c| shown_day(c).as_deref() != Some(day.as_str()))
        .collect();
    ensure!(other_days.is_empty(), "shown on {day}: {other_days:?}");
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn keeps_filters_and_page_in_the_address() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::open_recharge_queue(&browser).await?;
    flows::unfold_queue_filters(&browser).await?;

    browser.select("Status", "Rejected").await?;
    browser.click("Apply filters").await?;
    browser
        .wait_for_rows(TABLE, |rows| rows.iter().all(|r| r[STATUS] == "Rejected"))
        .await?;
    ensure!(browser.path().await?.contains("status=REJECTED"));

    browser.click("Next page").await?;
    browser.see("Page 2 of").await?;
    let address = browser.path().await?;
    ensure!(address.contains("page=2"), "page in the address: {address}");

    // The address is a link someone can share: opened afresh it shows the same view.
    browser.open(&address).await?;
    browser.see("Page 2 of").await?;
    let rows = browser
        .wait_for_rows(TABLE, |rows| rows.iter().all(|r| r[STATUS] == "Rejected"))
        .await?;
    ensure!(!rows.is_empty());
    let status = browser.field("Status").await?.value().await?;
    ensure!(
        status.as_deref() == Some("REJECTED"),
        "filter shown: {status:?}"
    );

    // A longer page, from its start, kept in the address with the filters.
    browser.select("Rows per page", "50").await?;
    browser.see("Page 1 of").await?;
    browser
        .wait_for_rows(TABLE, |rows| {
            rows.len() == 50 && rows.iter().all(|r| r[STATUS] == "Rejected")
        })
        .await?;
    let address = browser.path().await?;
    ensure!(
        address.contains("size=50")
            && address.contains("status=REJECTED")
            && !address.contains("page="),
        "size in the address: {address}"
    );

    browser.click("Clear filters").await?;
    browser
        .wait_for_rows(TABLE, |rows| {
            rows[0][STATUS] == "Pending" && rows.len() == 50
        })
        .await?;

    // Too long a search is refused beside the field, not sent to be refused as a bad link.
    browser.fill("Search", &"x".repeat(101)).await?;
    browser.click("Apply filters").await?;
    browser
        .see("Too long: 101 characters. Use at most 100.")
        .await?;
    ensure!(!browser.path().await?.contains("keyword="));
    browser.quit().await
}

// In Firefox too: tests/firefox.rs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_date_left_unfinished_or_days_reversed_in_a_link_are_said_not_ignored() -> Result<()> {
    journeys::recharges::a_date_left_unfinished_or_days_reversed_in_a_link_are_said_not_ignored(
        Engine::Chromium,
    )
    .await
}

// In Firefox too: tests/firefox.rs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn batch_confirms_a_selection_across_pages_and_reports_each() -> Result<()> {
    journeys::recharges::batch_confirms_a_selection_across_pages_and_reports_each(Engine::Chromium)
        .await
}

// In Firefox too: tests/firefox.rs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_decision_keeps_the_remark_and_decisions_are_not_offered_again() -> Result<()> {
    journeys::refusals::a_refused_decision_keeps_the_remark_and_decisions_are_not_offered_again(
        Engine::Chromium,
    )
    .await
}

// In Firefox too: tests/firefox.rs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_large_batch_asks_for_its_number_and_waits_with_undo() -> Result<()> {
    journeys::recharges::a_large_batch_asks_for_its_number_and_waits_with_undo(Engine::Chromium)
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_batch_left_during_its_hold_is_not_sent_and_the_queue_says_so() -> Result<()> {
    // The deployment sets its own threshold: above 2, the number is typed.
    let portal = portal_e2e::sandbox::configured_portal(&[("batchConfirmAbove", 2.into())])?;
    let dist = portal.path().to_owned();
    let sandbox = Sandbox::start_with(move |c| c.dist_dir = dist).await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let rows = flows::open_recharge_queue(&browser).await?;
    let ids = pending_ids(&rows)[..3].to_vec();
    flows::select_recharges(&browser, &ids).await?;
    browser.click("Confirm selected").await?;
    browser.heading("Confirm 3 recharges").await?;
    browser
        .see("More than 2 recharges: type 3 to go on.")
        .await?;
    browser.fill("Operator remark", "End of shift").await?;
    browser.fill("Number of recharges to confirm", "3").await?;
    browser.click_in_dialog("Confirm 3 recharges").await?;
    browser.see("Sending in").await?;

    // Reloaded during the hold: nothing goes, and the queue says so once.
    browser.reload().await?;
    let notice = "A batch of 3 confirmations was not sent: the page was left before it went.";
    browser.see(notice).await?;
    // What was typed comes back, as after any reload; it waits to be sent again.
    browser.heading("Confirm 3 recharges").await?;
    browser.click_in_dialog("Cancel").await?;
    ensure!(
        sandbox
            .served("POST", paths::RECHARGES_BATCH_CONFIRM)
            .await?
            == 0,
        "the batch left behind was sent"
    );
    browser
        .wait_for_rows(TABLE, |rows| {
            ids.iter()
                .all(|id| rows.iter().any(|r| r[ID] == *id && r[STATUS] == "Pending"))
        })
        .await?;
    browser.click("Dismiss").await?;
    ensure!(!browser.shows_now(notice).await?, "the notice stayed");
    browser.reload().await?;
    browser.table_rows(TABLE).await?;
    ensure!(!browser.shows_now(notice).await?, "said twice");
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_batch_held_at_a_sign_out_is_not_sent_and_the_queue_says_so_at_once() -> Result<()> {
    // A hold longer than the test: the queue must say so without waiting for its time to pass.
    let portal = portal_e2e::sandbox::configured_portal(&[("batchHoldSeconds", 600.into())])?;
    let dist = portal.path().to_owned();
    let sandbox = Sandbox::start_with(move |c| c.dist_dir = dist).await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let rows = flows::open_recharge_queue(&browser).await?;
    let queue = browser.path().await?;
    // A duplicated tab of the same session, from which the session is signed out.
    let (first, second) = browser.duplicate_tab().await?;
    browser.open(&format!("/w/{INSTITUTION_ACME}")).await?;
    browser.see("Acme Payments").await?;

    browser.driver.switch_to_window(first.clone()).await?;
    flows::select_recharges(&browser, &pending_ids(&rows)[..2]).await?;
    browser.click("Confirm selected").await?;
    browser.fill("Operator remark", "End of shift").await?;
    browser.click_in_dialog("Confirm 2 recharges").await?;
    browser.see("Sending in").await?;

    // Signed out in the other tab during the hold: this tab leaves the queue, sending nothing.
    browser.driver.switch_to_window(second).await?;
    browser.click_menu_item("Sign out").await?;
    browser.driver.switch_to_window(first).await?;
    browser.wait_for_path("/sign-in").await?;
    // Signed in again, the queue says so at once, long before the hold's time is up.
    flows::sign_in_here_with_email(&browser, &sandbox, OPS_EMAIL, OPS_PASSWORD).await?;
    browser.wait_for_path("/w/").await?;
    browser.open(&queue).await?;
    browser
        .see("A batch of 2 confirmations was not sent: the page was left before it went.")
        .await?;
    ensure!(
        sandbox
            .served("POST", paths::RECHARGES_BATCH_CONFIRM)
            .await?
            == 0,
        "the batch held at the sign-out was sent"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_batch_keeps_its_remark_for_the_retry() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let proxy = FaultProxy::start(sandbox.url()).await?;
    let browser = Browser::launch(proxy.url()).await?;
    let rows = flows::open_recharge_queue(&browser).await?;
    flows::select_recharges(&browser, &pending_ids(&rows)[..2]).await?;
    browser.see("2 selected").await?;

    // The API goes away while the batch is sent: nothing is decided, nothing typed is lost.
    proxy.go_down();
    browser.click("Confirm selected").await?;
    browser.fill("Operator remark", "Bank statement 42").await?;
    browser.click_in_dialog("Confirm 2 recharges").await?;
    browser.heading("Batch result").await?;
    browser.see("Confirmed 0 of 2.").await?;
    proxy.come_back();
    // The queue is read again once the API is back; the selection stayed.
    browser.click("Try again").await?;
    browser.see("2 selected").await?;

    browser.click("Confirm selected").await?;
    browser.heading("Confirm 2 recharges").await?;
    let kept = browser.value_of("Operator remark").await?;
    ensure!(
        kept == "Bank statement 42",
        "the remark kept for the retry: {kept:?}"
    );
    browser.click_in_dialog("Confirm 2 recharges").await?;
    browser.see("Confirmed 2 of 2.").await?;

    // A batch that went through leaves the next one an empty remark.
    let rows = browser
        .wait_for_rows(TABLE, |rows| !pending_ids(rows).is_empty())
        .await?;
    flows::select_recharges(&browser, &pending_ids(&rows)[..1]).await?;
    browser.click("Confirm selected").await?;
    browser.heading("Confirm 1 recharge").await?;
    let fresh = browser.value_of("Operator remark").await?;
    ensure!(fresh.is_empty(), "a fresh remark: {fresh:?}");
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_recharge_decided_elsewhere_shows_its_real_state() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let rows = flows::open_recharge_queue(&browser).await?;
    let id = pending_ids(&rows)[0].clone();

    // Another operator confirms it while this queue still shows it pending.
    let other = ApiClient::sign_in(&sandbox, OPS_EMAIL, OPS_PASSWORD, INSTITUTION_ACME).await?;
    let path = paths::fill(paths::RECHARGE_CONFIRM, &[&id]);
    other
        .post(&path, &json!({"operatorRemark": "Confirmed by phone"}))
        .await?
        .data()?;

    browser.click(&format!("Reject {id}")).await?;
    browser
        .fill("Operator remark", "Payer asked to cancel")
        .await?;
    browser.click_in_dialog("Reject").await?;
    // How it stands now is what matters (the money was credited), not the refusal alone.
    browser
        .see(&format!(
            "{id} was decided elsewhere meanwhile and is now Confirmed: this decision was not sent."
        ))
        .await?;
    let open = eventually(
        async || {
            browser
                .eval("return !!document.querySelector('dialog[open]');")
                .await
        },
        |open| *open == json!(false),
    )
    .await?;
    ensure!(
        open == json!(false),
        "the dialog stayed open over a recharge that cannot be decided"
    );
    // Its row says what happened, without reloading the page, and offers no decision.
    browser
        .wait_for_rows(TABLE, |rows| {
            rows.iter().any(|r| r[ID] == id && r[STATUS] == "Confirmed")
        })
        .await?;
    let buttons = browser
        .eval(&format!(
            "return document.querySelectorAll('button[aria-label$=\" {id}\"]').length;"
        ))
        .await?;
    ensure!(
        buttons == 0,
        "a decided recharge offers no decision: {buttons}"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn selects_every_matching_pending_recharge() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::open_recharge_queue(&browser).await?;
    flows::unfold_queue_filters(&browser).await?;
    browser.select("Currency", "KWD").await?;
    browser.select("Status", "Any status").await?;
    browser.click("Apply filters").await?;
    browser
        .wait_for_rows(TABLE, |rows| rows.iter().all(|r| r[AMOUNT].contains("KWD")))
        .await?;
    // Any status: the count would include decided ones, so the offer names no number.
    browser.button("Select all pending ones matching").await?;
    browser.select("Status", "Pending").await?;
    browser.click("Apply filters").await?;
    let rows = browser
        .wait_for_rows(TABLE, |rows| rows.iter().all(|r| r[STATUS] == "Pending"))
        .await?;
    let count_text = browser
        .eval("return document.querySelector('.queue__count').textContent")
        .await?;
    let count_text = count_text.as_str().unwrap_or_default().to_owned();
    let matching: usize = count_text
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .with_context(|| format!("no count in {count_text:?}"))?;
    ensure!(matching > 20, "more than a page matches: {matching}");
    browser
        .click(&format!("Select all {matching} matching"))
        .await?;
    let summary = browser
        .see(&format!("{matching} selected"))
        .await?
        .text()
        .await?;
    ensure!(
        summary.ends_with(" KWD"),
        "the total is in KWD: {summary:?}"
    );
    let note = format!("Selected {matching} pending recharges of {matching} matching");
    browser.see(&note).await?;
    // One unticked: the note on what "select all" did no longer holds, so it goes.
    browser
        .field(&format!("Select {}", rows[0][ID]))
        .await?
        .click()
        .await?;
    browser.see(&format!("{} selected", matching - 1)).await?;
    ensure!(
        !browser.shows_now(&note).await?,
        "the note outlived the change"
    );
    browser.click("Reject selected").await?;
    let left = portal_e2e::english::count(matching as u64 - 1);
    browser.heading(&format!("Reject {left} recharges")).await?;
    browser.see(&format!("{left} recharges, total")).await?;
    browser.click_in_dialog("Cancel").await?;
    browser.click("Clear selection").await?;
    ensure!(
        !browser
            .button("Reject selected")
            .await?
            .is_enabled()
            .await?,
        "nothing selected after clearing"
    );

    // A selection belongs to the filters it was made under: under others, "Confirm
    // selected" would decide recharges the view does not show, so it is cleared, saying so.
    browser
        .field(&format!("Select {}", rows[1][ID]))
        .await?
        .click()
        .await?;
    browser.see("1 selected").await?;
    browser.select("Currency", "USD").await?;
    browser.click("Apply filters").await?;
    browser
        .see("The selection was cleared: it was made under other filters")
        .await?;
    ensure!(
        !browser
            .button("Confirm selected")
            .await?
            .is_enabled()
            .await?,
        "the selection made under KWD outlived the filter"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn works_the_queue_from_the_keyboard() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let rows = flows::open_recharge_queue(&browser).await?;
    browser.see("Keys").await?;
    let ids = pending_ids(&rows);

    browser.press("j").await?;
    browser.press("x").await?;
    browser.press(Key::Down + "").await?;
    browser.press(" ").await?;
    browser.see("2 selected").await?;
    for id in &ids[..2] {
        ensure!(
            browser
                .field(&format!("Select {id}"))
                .await?
                .is_selected()
                .await?,
            "{id} selected from the keyboard"
        );
    }

    // C confirms the row the keys are on: the second.
    browser.press("c").await?;
    browser.heading("Confirm recharge").await?;
    browser.press("Checked by keyboard").await?;
    browser.press(Key::Enter + "").await?;
    browser
        .wait_for_rows(TABLE, |rows| {
            rows.iter()
                .any(|r| r[ID] == ids[1] && r[STATUS] == "Confirmed")
        })
        .await?;
    browser.see("1 selected").await?;

    // N pages on; Enter opens the row the keys are on.
    browser.press("n").await?;
    browser.see("Page 2 of").await?;
    let rows = browser
        .wait_for_rows(TABLE, |rows| rows.iter().all(|r| !ids.contains(&r[ID])))
        .await?;
    browser.press(Key::Enter + "").await?;
    browser
        .heading(&format!("Recharge {}", rows[0][ID]))
        .await?;

    // Checking a recharge and coming back keeps the selection, and the keys carry on from
    // the row opened: X selects it.
    browser.click("Back to the queue").await?;
    browser.see("1 selected").await?;
    browser
        .wait_for_rows(TABLE, |r| r.len() == rows.len())
        .await?;
    browser.press("x").await?;
    browser.see("2 selected").await?;
    let opened = browser.field(&format!("Select {}", rows[0][ID])).await?;
    ensure!(
        opened.is_selected().await?,
        "the row opened is the keys' row"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_keys_work_from_a_row_s_box_and_shift_decides_the_selected() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let rows = flows::open_recharge_queue(&browser).await?;
    let ids = pending_ids(&rows);

    // With nothing selected, Shift+C says how to select rather than doing nothing.
    browser.press_with_shift("c").await?;
    browser
        .see("Nothing is selected: X or Space selects the row in focus.")
        .await?;

    // Ticking a box leaves focus in it; J and X carry on from its row.
    browser
        .field(&format!("Select {}", ids[0]))
        .await?
        .click()
        .await?;
    browser.see("1 selected").await?;
    browser.press("jx").await?;
    browser.see("2 selected").await?;
    ensure!(
        browser
            .field(&format!("Select {}", ids[1]))
            .await?
            .is_selected()
            .await?,
        "{} selected from the keys after its neighbour's box",
        ids[1]
    );

    // Shift+R asks to reject the selected ones; plain R would ask for the row's alone.
    browser.press_with_shift("r").await?;
    browser.heading("Reject 2 recharges").await?;
    browser.see("2 recharges, total").await?;
    browser.press(Key::Escape + "").await?;
    browser.see("2 selected").await?;

    // Shift+C confirms them.
    browser.press_with_shift("c").await?;
    browser.heading("Confirm 2 recharges").await?;
    browser
        .fill("Operator remark", "Confirmed by keyboard")
        .await?;
    browser.click_in_dialog("Confirm 2 recharges").await?;
    browser.heading("Batch result").await?;
    browser.see("Confirmed 2 of 2.").await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn recharges_arriving_while_the_queue_is_open_are_offered_not_pushed_in() -> Result<()> {
    let portal = portal_e2e::sandbox::configured_portal(&[("queueWatchSeconds", 1.into())])?;
    let dist = portal.path().to_owned();
    let sandbox = Sandbox::start_with(move |c| c.dist_dir = dist).await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let shown = flows::open_recharge_queue(&browser).await?;
    let pending = pending_ids(&shown);
    let arrived = "2 new recharges have arrived in this workspace since this page was shown.";

    let new = sandbox.recharges_arrive(INSTITUTION_ACME, 2).await?;
    browser.see(arrived).await?;
    // The browser tab says so too, for a queue kept in the background.
    let title = browser.eval("return document.title").await?;
    ensure!(title == "(2) Recharges · Portal", "tab title {title}");
    let rows = browser.table_rows(TABLE).await?;
    ensure!(
        rows.iter().all(|r| !new.contains(&r[ID])),
        "the new recharges were pushed in under the cursor"
    );

    // Deciding a recharge meanwhile neither hides the offer nor counts as an arrival.
    let decide = |id: String| {
        let browser = &browser;
        async move {
            browser.click(&format!("Confirm {id}")).await?;
            browser.heading("Confirm recharge").await?;
            browser.fill("Operator remark", "Funds received").await?;
            browser.click_in_dialog("Confirm").await?;
            browser.see("Recharge confirmed").await?;
            anyhow::Ok(())
        }
    };
    decide(pending[0].clone()).await?;
    tokio::time::sleep(std::time::Duration::from_millis(2500)).await;
    ensure!(
        browser.shows_now(arrived).await?,
        "a decision hid the recharges that arrived"
    );

    browser.click("Show the latest").await?;
    let rows = browser
        .wait_for_rows(TABLE, |rows| {
            new.iter().all(|id| rows.iter().any(|r| &r[ID] == id))
        })
        .await?;
    ensure!(
        !browser.shows_now("have arrived").await?,
        "the offer stays once the latest are shown"
    );
    let title = browser.eval("return document.title").await?;
    ensure!(title == "Recharges · Portal", "tab title {title}");
    decide(pending_ids(&rows)[0].clone()).await?;
    tokio::time::sleep(std::time::Duration::from_millis(2500)).await;
    ensure!(
        !browser.shows_now("have arrived").await?,
        "a decision was offered as an arrival"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_keys_rest_while_the_workspace_menu_is_open() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::open_recharge_queue(&browser).await?;
    browser.menu_button("Workspace").await?.click().await?;
    browser.wait_for_focus("button \"Acme Payments\"").await?;
    // Letters and arrows belong to the menu: no row is selected or opened.
    browser.press("jxr").await?;
    browser.press(Key::Down + "").await?;
    browser.wait_for_focus("button \"Globex Wallet\"").await?;
    ensure!(!browser.shows_now("1 selected").await?, "X selected a row");
    ensure!(
        !browser.shows_now("Reject recharge").await?,
        "R opened a dialog"
    );
    // Tab leaves and closes it.
    browser.press(Key::Tab + "").await?;
    browser.wait_for_no_css("[role=menu]").await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_recharge_s_page_leads_on_to_the_next_pending_one() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let rows = flows::open_recharge_queue(&browser).await?;
    let ids = pending_ids(&rows);
    browser.click(&ids[0]).await?;
    browser.heading(&format!("Recharge {}", ids[0])).await?;
    browser
        .see(&format!("Next pending recharge {}", ids[1]))
        .await?;

    // Once this one is decided, focus waits on the way to the next.
    browser.click("Confirm").await?;
    browser.heading("Confirm recharge").await?;
    browser.fill("Operator remark", "Funds received").await?;
    browser.click_in_dialog("Confirm").await?;
    browser.see("Recharge confirmed").await?;
    let focused = browser.wait_for_focus("a#next-pending").await?;
    ensure!(focused.contains(&ids[1]), "focus on {focused}");
    browser.press(Key::Enter + "").await?;
    browser.heading(&format!("Recharge {}", ids[1])).await?;
    browser
        .see(&format!("Next pending recharge {}", ids[2]))
        .await?;
    // Focus stays on the way on, so the page is announced.
    browser
        .wait_for_announcement(&format!("Recharge {}", ids[1]))
        .await?;

    // Back in the queue, the keys carry on from the last one opened.
    browser.click("Back to the queue").await?;
    browser.wait_for_focus(&ids[1]).await?;
    // A page that takes focus to its heading is read from there: the announcement goes
    // rather than name a page no longer shown to someone reading line by line.
    browser.click("Transfers").await?;
    browser.wait_for_focus("h1 \"Transfers\"").await?;
    browser.wait_for_announcement("").await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_last_of_a_page_leads_on_to_the_first_of_the_next() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let rows = flows::open_recharge_queue(&browser).await?;
    let first_page = pending_ids(&rows);
    browser.click("Next page").await?;
    browser.see("Page 2 of").await?;
    let rows = browser
        .wait_for_rows(TABLE, |rows| {
            rows.iter().all(|r| !first_page.contains(&r[ID]))
        })
        .await?;
    let second_page = pending_ids(&rows);
    browser.click("Previous page").await?;
    browser
        .wait_for_rows(TABLE, |rows| rows.iter().any(|r| r[ID] == first_page[0]))
        .await?;

    let last = first_page.last().context("a pending recharge")?;
    browser.click(last).await?;
    browser.heading(&format!("Recharge {last}")).await?;
    browser
        .see(&format!("Next pending recharge {}", second_page[0]))
        .await?;
    // Followed, it leads on within the page it came from.
    browser
        .click(&format!("Next pending recharge {}", second_page[0]))
        .await?;
    browser
        .heading(&format!("Recharge {}", second_page[0]))
        .await?;
    browser
        .see(&format!("Next pending recharge {}", second_page[1]))
        .await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn letter_keys_can_be_turned_off() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let rows = flows::open_recharge_queue(&browser).await?;
    let ids = pending_ids(&rows);
    browser
        .field("Letter keys (J, K, X, O, C, R, P, N)")
        .await?
        .click()
        .await?;
    // Remembered by this browser, so it holds after a reload.
    let path = browser.path().await?;
    browser.open(&path).await?;
    browser
        .wait_for_rows(TABLE, |rows| !rows.is_empty())
        .await?;
    let letters = browser
        .field("Letter keys (J, K, X, O, C, R, P, N)")
        .await?;
    ensure!(!letters.is_selected().await?, "the letter keys are off");
    browser.eval("document.activeElement.blur()").await?;

    // Typing on the page does nothing; the arrows and Space still work.
    browser.press("jxr").await?;
    ensure!(
        !browser.shows_now("Reject recharge").await?,
        "R opened a dialog"
    );
    ensure!(!browser.shows_now("1 selected").await?, "X selected a row");
    browser.press(Key::Down + "").await?;
    browser.press(" ").await?;
    browser.see("1 selected").await?;
    ensure!(
        browser
            .field(&format!("Select {}", ids[0]))
            .await?
            .is_selected()
            .await?,
        "{} selected with Space",
        ids[0]
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_a_batch_empties_gives_way_to_the_new_last_page() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::open_recharge_queue(&browser).await?;
    let queue = browser.path().await?;
    browser
        .open(&format!("{queue}?status=PENDING&size=100"))
        .await?;
    browser.see("Page 1 of").await?;
    let status = browser
        .eval("return document.querySelector('.pager__status').textContent;")
        .await?;
    let pages: u64 = status
        .as_str()
        .and_then(|s| s.rsplit(' ').next())
        .and_then(|n| n.replace(',', "").parse().ok())
        .with_context(|| format!("pages in {status:?}"))?;
    ensure!(pages >= 2, "{pages} pages");

    // The last page, all of it decided: nothing pending is left on it.
    browser
        .open(&format!("{queue}?status=PENDING&size=100&page={pages}"))
        .await?;
    browser.see(&format!("Page {pages} of {pages}")).await?;
    let last = browser
        .wait_for_rows(TABLE, |rows| !rows.is_empty())
        .await?
        .len();
    browser
        .field("Select all pending on this page")
        .await?
        .click()
        .await?;
    browser.click("Confirm selected").await?;
    browser.fill("Operator remark", "End of day").await?;
    // Above 50 the number is typed before Confirm can be pressed.
    if last > 50 {
        browser
            .fill("Number of recharges to confirm", &last.to_string())
            .await?;
    }
    let action = if last == 1 {
        "Confirm 1 recharge".to_owned()
    } else {
        format!("Confirm {last} recharges")
    };
    browser.click_in_dialog(&action).await?;
    browser.heading("Batch result").await?;

    let now = pages - 1;
    browser.see(&format!("Page {now} of {now}")).await?;
    let rows = browser
        .wait_for_rows(TABLE, |rows| rows.len() == 100)
        .await?;
    ensure!(rows.iter().all(|r| r[STATUS] == "Pending"), "{rows:?}");
    let address = browser.path().await?;
    ensure!(
        address.contains(&format!("page={now}")) || (now == 1 && !address.contains("page=")),
        "the address follows: {address}"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_past_the_last_says_so() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::open_recharge_queue(&browser).await?;
    let queue = browser.path().await?;
    browser.open(&format!("{queue}?page=9999")).await?;
    browser.see("Nothing on this page").await?;
    browser.click("Go to the first page").await?;
    browser.see("Page 1 of").await?;
    browser
        .wait_for_rows(TABLE, |rows| rows.len() == 20)
        .await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_link_with_a_status_the_server_refuses_offers_the_whole_queue() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::open_recharge_queue(&browser).await?;
    let queue = browser.path().await?;
    browser.open(&format!("{queue}?status=NOPE")).await?;
    browser.see("This address's filters can't be used").await?;
    // The server's own words say what it refused; retrying the same link would not help.
    browser.see("status must be one of").await?;
    ensure!(
        !browser.shows_now("Try again").await?,
        "no retry for a link that cannot work"
    );
    browser.click("Show the whole list").await?;
    browser
        .wait_for_rows(TABLE, |rows| rows.len() == 20)
        .await?;
    let path = browser.path().await?;
    ensure!(!path.contains("NOPE"), "the refused filter is gone: {path}");
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_queue_shows_its_rows_first_and_the_stats_in_a_line() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    browser.resize(1280, 800).await?;
    flows::open_recharge_queue(&browser).await?;
    let first_row_top = || async {
        let top = browser
            .eval("const r = document.querySelector('tbody tr'); return r ? r.getBoundingClientRect().top - window.innerHeight : null;")
            .await?;
        anyhow::Ok(top.as_f64().context("no rows")?)
    };
    ensure!(
        first_row_top().await? < -16.0,
        "the first recharge starts at or below the window's foot"
    );
    // Folded, the stats still say the two numbers a support agent watches.
    let glance = browser
        .eval("return document.querySelector('.stats__glance').innerText")
        .await?;
    let glance = glance.as_str().context("no line of stats")?.to_owned();
    let (orders, pending) = glance
        .split_once(" orders · Pending ")
        .with_context(|| format!("the line says {glance:?}"))?;
    ensure!(
        orders.replace(',', "").parse::<u64>().is_ok(),
        "orders in {glance:?}"
    );

    // Opened, the charts show the same pending count, and this browser keeps them open.
    let charted = pending_in_stats(&browser).await?;
    ensure!(
        pending.replace(',', "") == charted.to_string(),
        "the line says {pending} pending, the chart {charted}"
    );
    // Pending first, as in the queue, not in the alphabet's order.
    let labels = browser
        .eval(
            "const c = document.querySelector('.chart'); \
             return c ? [...c.querySelectorAll('.chart__label')].map(l => l.textContent) : [];",
        )
        .await?;
    ensure!(
        labels == serde_json::json!(["Pending", "Confirmed", "Rejected"]),
        "status bars in order {labels}"
    );
    browser.reload().await?;
    browser.see("By status").await?;
    // Once the reloaded queue has drawn its rows (and focused its first), the click lands.
    browser.settle().await?;
    open_or_fold_stats(&browser).await?;
    // The browser says a panel was folded a moment after drawing it folded; a person's reload
    // never comes sooner than that.
    eventually(
        async || browser.shows_now("By status").await,
        |shown| !shown,
    )
    .await?;
    ensure!(!browser.shows_now("By status").await?, "it folds");
    browser.settle().await?;
    browser.reload().await?;
    browser.see(&glance).await?;
    ensure!(
        !browser.shows_now("By status").await?,
        "folded again, it stays folded"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sorting_by_amount_asks_for_a_currency_and_orders_within_it() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let before = flows::open_recharge_queue(&browser).await?;
    let ask = "Amounts are sorted within one currency. Choose the currency to sort:";
    ensure!(
        !browser.shows_now(ask).await?,
        "asked without an amount sort"
    );

    // Across currencies there is no order by value: the queue asks, and keeps its order.
    // The header reads "Amount" and an arrow drawn for the eye only.
    browser
        .driver
        .find(portal_e2e::By::XPath(
            "//th//button[starts-with(normalize-space(.), 'Amount')]",
        ))
        .await?
        .click()
        .await?;
    browser.see(ask).await?;
    let rows = browser.table_rows(TABLE).await?;
    ensure!(rows == before, "the rows were reordered across currencies");

    browser.click("Sort JPY by amount").await?;
    let rows = browser
        .wait_for_rows(TABLE, |rows| {
            !rows.is_empty() && rows.iter().all(|r| r[AMOUNT].ends_with(" JPY"))
        })
        .await?;
    let amounts: Vec<u64> = rows
        .iter()
        .map(|r| r[AMOUNT].trim_end_matches(" JPY").replace(',', "").parse())
        .collect::<Result<_, _>>()?;
    ensure!(
        amounts.windows(2).all(|w| w[0] <= w[1]),
        "JPY amounts out of order: {amounts:?}"
    );
    ensure!(
        !browser.shows_now(ask).await?,
        "asked again with one currency"
    );
    let path = browser.path().await?;
    ensure!(
        path.contains("currency=") && path.contains("sort=amount"),
        "the address keeps both: {path}"
    );
    browser.quit().await
}

/// How many of the queue's rows lie wholly inside the window.
async fn rows_in_window(browser: &Browser) -> Result<u64> {
    let seen = browser
        .eval(
            "return [...document.querySelectorAll('table tbody tr')]\
             .filter(r => { const b = r.getBoundingClientRect(); return b.top >= 0 && b.bottom <= window.innerHeight; }).length;",
        )
        .await?;
    seen.as_u64().context("no count of rows")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn compact_rows_and_folded_filters_show_a_shift_at_once_and_are_remembered() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    browser.resize(1440, 900).await?;
    flows::open_recharge_queue(&browser).await?;
    // With no filter in use the filters start folded, so the rows come first.
    browser.see("No filters: every recharge").await?;
    ensure!(
        !browser.shows_now("Apply filters").await?,
        "the filters start unfolded with none in use"
    );
    let roomy = eventually(async || rows_in_window(&browser).await, |n| *n >= 12).await?;
    browser.screenshot("queue-1440x900-first-sight").await?;
    ensure!(roomy >= 12, "{roomy} rows at first sight at 1440×900");

    browser.click("Compact rows").await?;
    let compact = eventually(async || rows_in_window(&browser).await, |n| *n >= 15).await?;
    ensure!(
        compact >= 15 && compact > roomy,
        "{compact} rows in the window compact, {roomy} before"
    );
    browser.screenshot("queue-compact-1440x900").await?;

    // This browser remembers compact rows; with no filter the filters stay folded.
    browser.reload().await?;
    browser.table_rows(TABLE).await?;
    let again = eventually(async || rows_in_window(&browser).await, |n| *n >= 15).await?;
    ensure!(again >= 15, "{again} rows after reloading");
    ensure!(
        !browser.shows_now("Apply filters").await?,
        "the filters unfolded after reloading"
    );
    let pressed = browser
        .button("Compact rows")
        .await?
        .attr("aria-pressed")
        .await?;
    ensure!(
        pressed.as_deref() == Some("true"),
        "compact not kept: {pressed:?}"
    );

    // The folded line names what is in use.
    let queue = browser.path().await?;
    let filtered = format!("{queue}?status=PENDING&currency=840&keyword=ann");
    browser.open(&filtered).await?;
    browser
        .see("In use: Status: Pending · Currency: USD · Search: “ann”")
        .await?;
    // Unfolded, the form shows the same filters.
    browser.click("Filters").await?;
    let status = browser.field("Status").await?.value().await?;
    ensure!(
        status.as_deref() == Some("PENDING"),
        "status shown: {status:?}"
    );
    // Left open with filters in use, they open so again.
    browser.reload().await?;
    browser.button("Apply filters").await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_pager_goes_to_either_end_and_jumps_to_a_page() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::open_recharge_queue(&browser).await?;
    let status = browser.see("Page 1 of").await?.text().await?;
    let pages = status
        .rsplit(' ')
        .next()
        .map(|n| n.replace(',', ""))
        .and_then(|n| n.parse::<u64>().ok())
        .with_context(|| format!("no page count in {status:?}"))?;
    ensure!(pages > 3, "{pages} pages");

    browser.click("Last page").await?;
    browser.see(&format!("Page {pages} of {pages}")).await?;
    ensure!(
        !browser.button("Next page").await?.is_enabled().await?,
        "Next page on the last page"
    );
    browser.click("First page").await?;
    browser.see(&format!("Page 1 of {pages}")).await?;
    ensure!(
        !browser.path().await?.contains("page="),
        "first page has no page"
    );

    browser.fill("Go to page", "3").await?;
    browser.click("Go").await?;
    browser.see(&format!("Page 3 of {pages}")).await?;
    ensure!(
        browser.path().await?.contains("page=3"),
        "page in the address"
    );

    // A page that does not exist is said beside the field, which keeps what was typed.
    let beyond = (pages + 1).to_string();
    browser.fill("Go to page", &beyond).await?;
    browser.click("Go").await?;
    let said = browser.field_error("Go to page").await?;
    ensure!(
        said == format!("Type a page from 1 to {pages}."),
        "said {said:?}"
    );
    let kept = browser.field("Go to page").await?.value().await?;
    ensure!(kept.as_deref() == Some(beyond.as_str()), "kept {kept:?}");
    browser.see(&format!("Page 3 of {pages}")).await?;
    browser.screenshot("queue-pager").await?;
    browser.quit().await
}

/// The operator remark recorded on recharge `id`, as another client reads it.
async fn remark_of(other: &ApiClient, id: &str) -> Result<String> {
    let answer = other.get(&paths::fill(paths::RECHARGE, &[id])).await?;
    let record = answer.data()?;
    Ok(record["operatorRemark"]
        .as_str()
        .unwrap_or_default()
        .to_owned())
}

/// Whether the open dialog's remark field has focus (nothing else chosen for the person).
async fn focus_in_remark(browser: &Browser) -> Result<bool> {
    let focused = browser.focused().await?;
    Ok(focused.starts_with("input") && focused.contains("Operator remark"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ready_remarks_are_kept_per_decision_and_never_chosen_for_the_operator() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let rows = flows::open_recharge_queue(&browser).await?;
    let ids = pending_ids(&rows);
    let other = ApiClient::sign_in(&sandbox, OPS_EMAIL, OPS_PASSWORD, INSTITUTION_ACME).await?;

    let confirm_presets = "Bank statement matches\nPayer confirmed by phone";
    let reject_preset = "Payer name does not match bank statement";
    browser.click("Remark presets").await?;
    browser
        .fill("Ready remarks for Confirm", confirm_presets)
        .await?;
    browser
        .fill("Ready remarks for Reject", reject_preset)
        .await?;
    browser.click("Save presets").await?;
    browser.see("Remark presets saved in this browser").await?;
    browser.reload().await?;
    browser.table_rows(TABLE).await?;
    browser.click("Remark presets").await?;
    for (label, kept) in [
        ("Ready remarks for Confirm", confirm_presets),
        ("Ready remarks for Reject", reject_preset),
    ] {
        let now = browser.field(label).await?.value().await?;
        ensure!(
            now.as_deref() == Some(kept),
            "{label} after reload: {now:?}"
        );
    }

    // Confirm offers the confirm remarks only, none chosen: focus is in the empty remark, and
    // Enter there sends nothing.
    browser.settle().await?;
    browser.press("j").await?;
    browser.press("c").await?;
    browser.heading("Confirm recharge").await?;
    browser.see("Payer confirmed by phone").await?;
    ensure!(
        !browser.shows_now(reject_preset).await?,
        "a reject remark offered on a Confirm"
    );
    ensure!(
        focus_in_remark(&browser).await?,
        "focus starts on {}",
        browser.focused().await?
    );
    browser.press(Key::Enter + "").await?;
    let said = eventually(
        async || browser.field_error("Operator remark").await,
        |said| !said.is_empty(),
    )
    .await?;
    ensure!(said == "Write a remark for the record.", "said {said:?}");
    ensure!(
        remark_of(&other, &ids[0]).await?.is_empty(),
        "sent on Enter"
    );

    // Choosing a remark puts it in the field and moves to the action, which sends it.
    browser
        .see("Payer confirmed by phone")
        .await?
        .click()
        .await?;
    let chosen = browser.value_of("Operator remark").await?;
    ensure!(chosen == "Payer confirmed by phone", "chosen {chosen:?}");
    let focused = browser.focused().await?;
    ensure!(focused.contains("Confirm"), "focus on {focused}");
    browser.press(Key::Enter + "").await?;
    browser.see("Recharge confirmed").await?;
    let recorded = remark_of(&other, &ids[0]).await?;
    ensure!(
        recorded == "Payer confirmed by phone",
        "recorded {recorded:?}"
    );

    // Reject offers the reject remark only; Enter sends what was typed.
    browser.press("j").await?;
    browser.press("r").await?;
    browser.heading("Reject recharge").await?;
    browser.see(reject_preset).await?;
    ensure!(
        !browser.shows_now("Payer confirmed by phone").await?,
        "a confirm remark offered on a Reject"
    );
    ensure!(focus_in_remark(&browser).await?, "focus in the remark");
    browser.press("Wrong payer").await?;
    browser.press(Key::Enter + "").await?;
    browser.see("Recharge rejected").await?;
    let recorded = remark_of(&other, &ids[1]).await?;
    ensure!(recorded == "Wrong payer", "recorded {recorded:?}");

    // Confirm right after that reject: no reject remark offered, the last confirm one offered
    // but not chosen.
    browser.press("j").await?;
    browser.press("c").await?;
    browser.heading("Confirm recharge").await?;
    browser.see("last used").await?;
    for reject in ["Wrong payer", reject_preset] {
        ensure!(
            !browser.shows_now(reject).await?,
            "{reject:?} offered on a Confirm"
        );
    }
    ensure!(focus_in_remark(&browser).await?, "focus in the remark");
    browser.screenshot("confirm-after-reject").await?;
    browser.press(Key::Enter + "").await?;
    let said = eventually(
        async || browser.field_error("Operator remark").await,
        |said| !said.is_empty(),
    )
    .await?;
    ensure!(said == "Write a remark for the record.", "said {said:?}");
    ensure!(
        remark_of(&other, &ids[2]).await?.is_empty(),
        "sent on Enter"
    );
    browser.press(Key::Escape + "").await?;

    // Another account on this browser is offered none of this operator's remarks.
    browser.click_menu_item("Sign out").await?;
    browser.wait_for_path("/sign-in").await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Recharges").await?;
    browser.heading("Recharges").await?;
    let theirs = pending_ids(&browser.table_rows(TABLE).await?);
    let first = theirs
        .first()
        .context("a pending recharge for the administrator")?;
    browser.click(&format!("Confirm {first}")).await?;
    browser.heading("Confirm recharge").await?;
    ensure!(
        !browser.shows_now("Payer confirmed by phone").await?
            && !browser.shows_now("last used").await?,
        "another account was offered the operator's remarks"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rows_channel_is_a_link_that_opens_the_channel() -> Result<()> {
    const CHANNEL: usize = 5;
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let rows = flows::open_recharge_queue(&browser).await?;
    let channel = rows[0][CHANNEL].clone();
    ensure!(!channel.is_empty(), "{:?}", rows[0]);
    browser.click(&channel).await?;
    browser.heading(&channel).await?;
    let path = browser.path().await?;
    ensure!(
        path.starts_with(&format!("/w/{INSTITUTION_ACME}/recharge-channels/")),
        "at {path}"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dates_are_typed_and_shown_in_the_chosen_languages_order() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::open_recharge_queue(&browser).await?;
    flows::unfold_queue_filters(&browser).await?;
    browser.select("Display language", "日本語").await?;
    // Japanese writes the year first, whatever order the browser's own control would use.
    let from = "作成日（開始）";
    browser.see(from).await?;
    let example = browser
        .field(from)
        .await?
        .attr("placeholder")
        .await?
        .unwrap_or_default();
    ensure!(example == "2026/12/31", "the example reads {example:?}");
    // A day that does not exist is said beside the field, and what was typed stays.
    browser.fill(from, "2026/02/30").await?;
    browser.click("絞り込みを適用").await?;
    let refused = browser.field_error(from).await?;
    ensure!(
        refused == "日付（年・月・日）をすべて入力するか、消去してください。",
        "refused with {refused:?}"
    );
    ensure!(browser.value_of(from).await? == "2026/02/30");
    ensure!(!browser.path().await?.contains("createdFrom"));
    // A whole day filters by it; the address keeps the day as the API writes it.
    browser.fill(from, "2026/11/2").await?;
    browser.click("絞り込みを適用").await?;
    eventually(
        async || browser.path().await,
        |p| p.contains("createdFrom=2026-11-02"),
    )
    .await?;
    ensure!(browser.path().await?.contains("createdFrom=2026-11-02"));
    // Vietnamese writes the day first, in the field and in what it reads.
    browser.select("表示言語", "Tiếng Việt").await?;
    let shown = eventually(
        async || browser.value_of("Tạo từ ngày").await,
        |v| v == "02/11/2026",
    )
    .await?;
    ensure!(
        shown == "02/11/2026",
        "in Vietnamese the day reads {shown:?}"
    );
    browser.fill("Tạo đến ngày", "30/11/2026").await?;
    browser.click("Áp dụng bộ lọc").await?;
    let path = eventually(
        async || browser.path().await,
        |p| p.contains("createdTo=2026-11-30"),
    )
    .await?;
    ensure!(
        path.contains("createdTo=2026-11-30"),
        "the address is {path}"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_status_the_portal_knows_is_named_in_the_chosen_language_not_the_servers() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let rows = flows::open_recharge_queue(&browser).await?;
    let id = pending_ids(&rows)
        .first()
        .cloned()
        .context("a pending recharge")?;
    browser.select("Display language", "日本語").await?;
    browser
        .open(&format!("/w/{INSTITUTION_ACME}/recharges/{id}"))
        .await?;
    browser.see("保留中").await?;
    // The server describes the status in English; the badge's tooltip gives its code instead.
    let title = browser
        .eval(
            "const b=[...document.querySelectorAll('.badge')].find(b=>b.textContent.trim()==='保留中');\
             return b ? b.title : null;",
        )
        .await?;
    ensure!(title == "PENDING", "the badge's tooltip reads {title}");
    ensure!(
        !browser
            .shows_now("Waiting for an operator's decision")
            .await?
    );
    browser.quit().await
}
