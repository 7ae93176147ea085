//! The command palette: Ctrl+K or its button, areas by name, the record a pasted identifier
//! names (in another workspace too), a message when nothing matches, and closing it without a
//! keyboard.

use anyhow::{ensure, Result};
use portal_e2e::{flows, Browser, Key, Sandbox};
use portal_sandbox::demo::*;

async fn ctrl_k(browser: &Browser) -> Result<()> {
    browser
        .driver
        .action_chain()
        .key_down(Key::Control)
        .send_keys("k")
        .key_up(Key::Control)
        .perform()
        .await?;
    Ok(())
}

/// The choices the palette lists now.
async fn choices(browser: &Browser) -> Result<Vec<String>> {
    let list = browser
        .eval("return Array.from(document.querySelectorAll('[role=option]'), o => o.textContent)")
        .await?;
    Ok(serde_json::from_value(list)?)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn jumps_to_areas_and_records_from_the_keyboard() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Recharges").await?;
    browser.heading("Recharges").await?;

    ctrl_k(&browser).await?;
    browser.heading("Go to").await?;
    // The search box has focus: typing goes straight into it.
    browser.press("rates").await?;
    browser.see("Exchange rates").await?;
    ensure!(
        choices(&browser).await? == ["Exchange rates"],
        "{:?}",
        choices(&browser).await?
    );
    browser.press(Key::Enter).await?;
    browser.heading("Exchange rates").await?;
    ensure!(
        browser.path().await?.ends_with("/exchange-rates"),
        "at {}",
        browser.path().await?
    );

    // A pasted identifier offers the one record that answers to it; Enter opens it.
    let id = recharge_biz_id(42);
    browser.click("Go to…").await?;
    browser.fill("Area or identifier", &id).await?;
    browser.see(&format!("Open recharge {id}")).await?;
    let offered = choices(&browser).await?;
    ensure!(offered == [format!("Open recharge {id}")], "{offered:?}");
    browser.press(Key::Down).await?;
    browser.press(Key::Up).await?;
    browser.press(Key::Enter).await?;
    browser.heading(&format!("Recharge {id}")).await?;

    // An identifier nothing answers to is said so, not offered as every kind of record.
    ctrl_k(&browser).await?;
    browser.fill("Area or identifier", "zz_no_such_9").await?;
    browser
        .see("No record in your workspaces has the identifier “zz_no_such_9”.")
        .await?;
    ensure!(choices(&browser).await?.is_empty());
    browser.press(Key::Escape).await?;

    ctrl_k(&browser).await?;
    browser.fill("Area or identifier", "no such area").await?;
    browser.see("Nothing matches “no such area”.").await?;
    browser.press(Key::Escape).await?;
    ensure!(!browser.shows_now("Nothing matches").await?);
    ensure!(
        choices(&browser).await?.len() > 1,
        "the list stays drawn, hidden"
    );
    browser.heading(&format!("Recharge {id}")).await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_identifier_pasted_on_a_list_opens_that_lists_record_with_enter() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
    browser.click("Exchanges").await?;
    browser.heading("Exchanges").await?;
    let rows = browser
        .wait_for_rows("Exchanges", |rows| !rows.is_empty())
        .await?;
    let id = rows[0][0].clone();

    ctrl_k(&browser).await?;
    browser.heading("Go to").await?;
    browser.press(id.as_str()).await?;
    browser.see(&format!("Open exchange {id}")).await?;
    let offered = choices(&browser).await?;
    ensure!(
        offered.first() == Some(&format!("Open exchange {id}")),
        "on the exchanges, an exchange comes first: {offered:?}"
    );
    browser.press(Key::Enter).await?;
    browser.heading(&format!("Exchange {id}")).await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pasted_identifier_of_another_workspace_opens_there_and_says_so() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    // A recharge of Globex, as the operator sees it there.
    flows::open_recharge_queue(&browser).await?;
    browser.choose_in_menu("Workspace", "Globex Wallet").await?;
    browser.heading("Recharges").await?;
    let rows = browser
        .wait_for_rows("Recharges", |rows| !rows.is_empty())
        .await?;
    let id = rows[0][1].clone();
    browser.choose_in_menu("Workspace", "Acme Payments").await?;
    browser.heading("Recharges").await?;

    ctrl_k(&browser).await?;
    browser.press(id.as_str()).await?;
    let offer = format!("Open recharge {id} (in Globex Wallet)");
    browser.see(&offer).await?;
    ensure!(
        choices(&browser).await? == [offer.clone()],
        "{:?}",
        choices(&browser).await?
    );
    browser.press(Key::Enter).await?;
    browser.heading(&format!("Recharge {id}")).await?;
    ensure!(
        browser
            .path()
            .await?
            .starts_with(&format!("/w/{INSTITUTION_GLOBEX}/recharges/{id}")),
        "at {}",
        browser.path().await?
    );
    browser
        .see("Opened in workspace Globex Wallet, where this record is. You were in Acme Payments.")
        .await?;
    let shown = browser.menu_button("Workspace").await?.text().await?;
    ensure!(
        shown.trim() == "Globex Wallet",
        "the switcher shows {shown:?}"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finds_areas_without_accents_or_by_english_name_and_opens_a_pasted_link() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
    // A colleague's link to a recharge of the other workspace.
    let id = recharge_biz_id(7);
    let link = format!(
        "{}/w/{INSTITUTION_GLOBEX}/recharges/{id}",
        sandbox.url().trim_end_matches('/')
    );
    browser.select("Display language", "Tiếng Việt").await?;
    browser.see("Tổng quan").await?;

    ctrl_k(&browser).await?;
    // Typed without its accents, as people often do.
    browser.press("xuat").await?;
    ensure!(
        choices(&browser).await?.first().map(String::as_str) == Some("Xuất dữ liệu"),
        "{:?}",
        choices(&browser).await?
    );
    // The English name finds it in every language.
    browser.press(Key::Escape).await?;
    ctrl_k(&browser).await?;
    browser.press("files").await?;
    ensure!(
        choices(&browser).await?.first().map(String::as_str) == Some("Tệp"),
        "{:?}",
        choices(&browser).await?
    );
    browser.press(Key::Escape).await?;
    ctrl_k(&browser).await?;
    browser.press(link.as_str()).await?;
    let offered = choices(&browser).await?;
    ensure!(
        offered.len() == 1
            && offered[0].ends_with(&format!("/w/{INSTITUTION_GLOBEX}/recharges/{id}")),
        "a pasted link is offered as it is: {offered:?}"
    );
    browser.press(Key::Enter).await?;
    browser
        .wait_for_path(&format!("/w/{INSTITUTION_GLOBEX}/recharges/{id}"))
        .await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn closes_without_a_keyboard_by_its_button_or_the_dimmed_page() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    let palette_open = || browser.eval("return document.getElementById('command-palette').open");

    browser.click("Go to…").await?;
    browser.field("Area or identifier").await?;
    browser.click("Close").await?;
    ensure!(palette_open().await? == false, "Close shuts the palette");

    browser.click("Go to…").await?;
    browser.field("Area or identifier").await?;
    // A tap inside the palette keeps it; one on the dimmed page around it closes it.
    browser.field("Area or identifier").await?.click().await?;
    ensure!(
        palette_open().await? == true,
        "a click inside keeps it open"
    );
    browser
        .eval(
            "const d = document.getElementById('command-palette'); \
             d.dispatchEvent(new MouseEvent('click', {bubbles: true, clientX: 2, clientY: 2}));",
        )
        .await?;
    ensure!(palette_open().await? == false, "the backdrop closes it");
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finds_accounts_by_email_or_name_and_institutions_by_name() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;

    // An account's email: offered as that account, not "No record"; Enter opens its page.
    ctrl_k(&browser).await?;
    browser.press("amelia.tan@portal.test").await?;
    let amelia = "Account Amelia Tan · amelia.tan@portal.test";
    browser.see(amelia).await?;
    ensure!(
        choices(&browser).await? == [amelia],
        "{:?}",
        choices(&browser).await?
    );
    ensure!(!browser.shows_now("No record").await?);
    browser
        .screenshot("command-palette-account-by-email")
        .await?;
    browser.press(Key::Enter).await?;
    browser.heading("Amelia Tan").await?;
    ensure!(
        browser.path().await?.contains("/accounts/"),
        "at {}",
        browser.path().await?
    );

    // Part of a name, in any case; the newest text's answer is the one shown.
    ctrl_k(&browser).await?;
    browser.fill("Area or identifier", "amelia").await?;
    browser.fill("Area or identifier", "RINA kob").await?;
    let rina = "Account Rina Kobayashi · rina.kobayashi@portal.test";
    browser.see(rina).await?;
    ensure!(
        choices(&browser).await? == [rina],
        "{:?}",
        choices(&browser).await?
    );

    // An institution by name opens it.
    browser.fill("Area or identifier", "Globex").await?;
    browser
        .see("Institution Globex Wallet")
        .await?
        .click()
        .await?;
    browser.heading("Search institutions").await?;
    browser
        .wait_for_rows("Institutions", |rows| {
            rows.len() == 1 && rows[0][0] == "Globex Wallet"
        })
        .await?;
    browser.quit().await
}
