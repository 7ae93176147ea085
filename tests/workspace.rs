//! Workspaces, profile, invitations and sign-out once signed in.

use anyhow::{ensure, Context, Result};
use portal_api::paths;
use portal_e2e::flows;
use portal_e2e::{eventually, journeys, ApiClient, Browser, Engine, Key, Sandbox};
use portal_sandbox::demo::*;
use serde_json::json;

// In Firefox too: tests/firefox.rs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn switches_workspace_from_the_header() -> Result<()> {
    journeys::workspace::switches_workspace_from_the_header(Engine::Chromium).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn switching_workspace_stays_in_the_same_area() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
    browser
        .open(&format!("/w/{INSTITUTION_ACME}/transfers"))
        .await?;
    browser.heading("Transfers").await?;
    browser.choose_in_menu("Workspace", "Globex Wallet").await?;
    let want = format!("/w/{INSTITUTION_GLOBEX}/transfers");
    browser.wait_for_path(&want).await?;
    ensure!(browser.path().await? == want, "still on transfers");
    browser.heading("Transfers").await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn switching_workspace_reads_the_page_again() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    // Ops works in Acme and Globex; the queue's address has no filters, so it stays the same.
    let rows = flows::open_recharge_queue(&browser).await?;
    let acme: Vec<String> = rows.iter().map(|r| r[1].clone()).collect();
    browser.choose_in_menu("Workspace", "Globex Wallet").await?;
    browser
        .wait_for_path(&format!("/w/{INSTITUTION_GLOBEX}/recharges"))
        .await?;
    let rows = browser
        .wait_for_rows("Recharges", |rows| {
            !rows.is_empty() && rows.iter().all(|r| !acme.contains(&r[1]))
        })
        .await?;
    ensure!(
        rows.len() == acme.len(),
        "a whole page of Globex's: {rows:?}"
    );

    // A list of another kind, read through the shared paged list, too.
    browser.click("Referral codes").await?;
    let globex = browser.table_rows("Referral codes").await?;
    browser.choose_in_menu("Workspace", "Acme Payments").await?;
    browser
        .wait_for_path(&format!("/w/{INSTITUTION_ACME}/referral-codes"))
        .await?;
    browser
        .wait_for_rows("Referral codes", |rows| {
            !rows.is_empty() && rows.iter().all(|r| !globex.contains(r))
        })
        .await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_workspace_menu_works_by_keyboard_and_arrows_alone_switch_nothing() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
    let acme = format!("/w/{INSTITUTION_ACME}");
    browser.wait_for_path(&acme).await?;
    browser.settle().await?;
    browser.menu_button("Workspace").await?.focus().await?;

    // ↓ on the button opens the menu on the open workspace; arrows only move within it.
    browser.press(Key::Down).await?;
    browser.wait_for_focus("button \"Acme Payments\"").await?;
    browser.press(Key::Down).await?;
    browser.wait_for_focus("button \"Globex Wallet\"").await?;
    browser.press(Key::Up).await?;
    browser.wait_for_focus("button \"Acme Payments\"").await?;
    ensure!(browser.path().await? == acme, "arrows switched workspace");

    // Esc closes it and hands focus back to the button.
    browser.press(Key::Escape).await?;
    browser.wait_for_focus("button#workspace-switcher").await?;
    ensure!(
        !browser.shows_now("Globex Wallet").await?,
        "the menu stays open after Esc"
    );

    // A typed letter finds a workspace; Enter switches to it.
    browser.press(Key::Enter).await?;
    browser.wait_for_focus("button \"Acme Payments\"").await?;
    browser.press("g").await?;
    browser.wait_for_focus("button \"Globex Wallet\"").await?;
    browser.press(Key::Enter).await?;
    browser
        .wait_for_path(&format!("/w/{INSTITUTION_GLOBEX}"))
        .await?;
    browser.heading("Globex Wallet").await?;
    let shown = browser.menu_button("Workspace").await?.text().await?;
    ensure!(
        shown.trim() == "Globex Wallet",
        "the button shows {shown:?}"
    );
    // Focus goes on to the new page, as after any navigation.
    browser.wait_for_focus("h1 \"Globex Wallet\"").await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn updates_the_profile() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
    browser.click_menu_item("Profile").await?;
    browser.heading("Profile").await?;
    browser.see(OPS_EMAIL).await?;
    // The account's own language is told apart from the portal's, which the header sets.
    browser.see("Account language").await?;
    browser
        .see("Set when the account was registered. The portal's own language is chosen at the top of the page.")
        .await?;
    browser.fill("Display name", "Olivia Ops").await?;
    // A zone typed but not chosen is refused, not saved as the old one.
    browser.fill("Time zone", "Tokyo").await?;
    browser.click("Save").await?;
    browser
        .see("Choose a time zone from the matches shown as you type.")
        .await?;
    ensure!(sandbox.served("POST", paths::PROFILE_UPDATE).await? == 0);
    browser.fill("Time zone", "").await?;
    browser.click("Save").await?;
    browser.see("Choose a time zone.").await?;
    browser.fill("Time zone", "Tokyo").await?;
    browser.click("Asia/Tokyo (UTC+9)").await?;
    browser.click("Save").await?;
    browser.see("Profile saved").await?;
    browser.reload().await?;
    browser.heading("Profile").await?;
    let name = browser.field("Display name").await?.value().await?;
    ensure!(
        name.as_deref() == Some("Olivia Ops"),
        "saved name: {name:?}"
    );
    browser.see("Chosen: Asia/Tokyo (UTC+9)").await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn accepts_and_declines_invitations() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_email(
        &browser,
        &sandbox,
        TENANT_ADMIN_EMAIL,
        TENANT_ADMIN_PASSWORD,
    )
    .await?;
    browser.click_menu_item("Invitations").await?;
    browser.heading("Invitations").await?;
    browser.see("Initech Card Services").await?;
    browser.click("Decline").await?;
    browser.click("Decline invitation").await?;
    browser.see("Please give a reason").await?;
    browser.fill("Reason", "Not my team").await?;
    browser.click("Decline invitation").await?;
    browser.see("No invitations").await?;
    ensure!(
        !browser.shows_now("Initech Card Services").await?,
        "a declined invitation leaves the list"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_accepted_invitation_adds_a_workspace() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_email(
        &browser,
        &sandbox,
        TENANT_ADMIN_EMAIL,
        TENANT_ADMIN_PASSWORD,
    )
    .await?;
    browser.click_menu_item("Invitations").await?;
    browser.see("Initech Card Services").await?;
    browser.click("Accept").await?;
    browser.see("No invitations").await?;
    browser
        .choose_in_menu("Workspace", "Initech Card Services")
        .await?;
    browser
        .wait_for_path(&format!("/w/{INSTITUTION_INITECH}"))
        .await?;
    browser.quit().await
}

// In Firefox too: tests/firefox.rs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn signs_out_and_forgets_the_tab_session() -> Result<()> {
    journeys::workspace::signs_out_and_forgets_the_tab_session(Engine::Chromium).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn signs_out_even_when_the_server_cannot_be_reached() -> Result<()> {
    let mut sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
    sandbox.stop().await?;
    browser.click_menu_item("Sign out").await?;
    browser.wait_for_path("/sign-in").await?;
    browser.see("You have signed out").await?;
    let kept = browser.eval("return sessionStorage.length").await?;
    ensure!(kept == 0, "session storage after sign-out: {kept}");
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_profile_form_follows_a_name_changed_elsewhere_and_keeps_what_was_typed() -> Result<()>
{
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click_menu_item("Profile").await?;
    browser.heading("Profile").await?;
    let shown = browser.value_of("Display name").await?;
    ensure!(shown == "Service Administrator", "filled with {shown:?}");

    // Renamed elsewhere (another tab, another device): a reload shows the new name, not the
    // old one the form held when the page was left.
    let other = ApiClient::sign_in(
        &sandbox,
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        INSTITUTION_PORTAL_OPS,
    )
    .await?;
    other
        .post(
            paths::ACCOUNT_ADMIN_UPDATE,
            &json!({"userBizId": ADMIN_BIZ_ID, "displayName": "Chief Administrator"}),
        )
        .await?
        .data()?;
    browser.reload().await?;
    browser.heading("Profile").await?;
    let fresh = eventually(
        async || browser.value_of("Display name").await,
        |v| v == "Chief Administrator",
    )
    .await?;
    ensure!(fresh == "Chief Administrator", "after a reload: {fresh:?}");
    ensure!(
        !browser
            .shows_now("What you had typed here is back in the form.")
            .await?,
        "nothing typed was put back"
    );

    // What the person types stays through a reload; saving sends it.
    browser.fill("Display name", "Chief Admin").await?;
    browser.reload().await?;
    browser
        .see("What you had typed here is back in the form.")
        .await?;
    ensure!(browser.value_of("Display name").await? == "Chief Admin");
    browser.click("Save").await?;
    browser.see("Profile saved").await?;
    let saved = other.get(paths::PROFILE).await?;
    ensure!(
        saved.data()?["accountName"] == "Chief Admin",
        "saved: {}",
        saved.body
    );
    browser.quit().await
}

/// The link of the home's figure named `name`: its first line is the name.
async fn figure(browser: &Browser, name: &str) -> Result<portal_e2e::WebElement> {
    browser.heading("Needs attention").await?;
    Ok(browser
        .driver
        .find(portal_e2e::By::XPath(format!(
            "//section[.//h2[normalize-space(.)='Needs attention']]//a[*[1][normalize-space(.)='{name}']]"
        )))
        .await?)
}

/// What the figure named `name` reads under its name ("2,005", "Not available to your role").
async fn figure_value(browser: &Browser, name: &str) -> Result<String> {
    let text = figure(browser, name).await?.text().await?;
    Ok(text.lines().last().unwrap_or_default().trim().to_owned())
}

/// The figure named `name` as a count, once it has one.
async fn figure_count(browser: &Browser, name: &str) -> Result<u64> {
    let value = eventually(
        async || figure_value(browser, name).await,
        |v| v.replace(',', "").parse::<u64>().is_ok(),
    )
    .await?;
    value
        .replace(',', "")
        .parse()
        .map_err(|_| anyhow::anyhow!("{name} reads {value:?}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_home_says_what_needs_attention_and_links_to_each_list() -> Result<()> {
    let portal = portal_e2e::sandbox::configured_portal(&[("queueWatchSeconds", 1.into())])?;
    let dist = portal.path().to_owned();
    let sandbox = Sandbox::start_with(move |c| c.dist_dir = dist).await?;
    let browser = Browser::launch(sandbox.url()).await?;
    browser.resize(1440, 900).await?;
    flows::sign_in_with_totp(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
    let home = format!("/w/{INSTITUTION_ACME}");
    browser.wait_for_path(&home).await?;
    browser.heading("Needs attention").await?;

    // The count is the server's: the same as another client reads.
    let other = ApiClient::sign_in(&sandbox, OPS_EMAIL, OPS_PASSWORD, INSTITUTION_ACME).await?;
    let answer = other
        .get(&format!(
            "{}?status=PENDING&sort=createdAt,asc&size=1",
            paths::RECHARGES
        ))
        .await?;
    let oldest = answer.data()?.clone();
    let pending = oldest["pagination"]["totalRecords"]
        .as_u64()
        .context("no pending total")?;
    let shown = figure_count(&browser, "Pending recharges").await?;
    ensure!(
        shown == pending,
        "home says {shown} pending, the server {pending}"
    );
    browser.see("Oldest waiting").await?;
    // The totals say what they cover on their own line, beside the sums: not a grand total.
    let totals = browser
        .see(&format!(
            "Totals of the oldest 300 of {}: ",
            portal_e2e::english::count(pending)
        ))
        .await?
        .text()
        .await?;
    ensure!(
        ["USD", "EUR", "JPY", "KWD"]
            .iter()
            .any(|code| totals.contains(code)),
        "the totals line holds no sum: {totals:?}"
    );
    // The operator's role may not read pending users: said, not an error.
    let users = eventually(
        async || figure_value(&browser, "Users to approve").await,
        |v| v != "…",
    )
    .await?;
    ensure!(
        users == "Not available to your role",
        "users read {users:?}"
    );
    figure_count(&browser, "Exports failed").await?;
    browser.screenshot("workspace-home-1440x900").await?;

    // Decided elsewhere, the figure follows without reloading.
    let id = oldest["items"][0]["bizId"]
        .as_str()
        .context("no pending recharge")?
        .to_owned();
    other
        .post(
            &paths::fill(paths::RECHARGE_CONFIRM, &[&id]),
            &json!({"operatorRemark": "Confirmed elsewhere"}),
        )
        .await?
        .data()?;
    let now = eventually(
        async || figure_count(&browser, "Pending recharges").await,
        |n| *n == pending - 1,
    )
    .await?;
    ensure!(now == pending - 1, "the home still says {now}");

    // Each figure is a link to its list, filtered to what it counts.
    figure(&browser, "Pending recharges").await?.click().await?;
    browser.heading("Recharges").await?;
    let rows = browser.table_rows("Recharges").await?;
    ensure!(
        !rows.is_empty() && rows.iter().all(|r| r[4] == "Pending"),
        "the queue shows other recharges: {rows:?}"
    );
    let status = browser.field("Status").await?.value().await?;
    ensure!(
        status.as_deref() == Some("PENDING"),
        "the filter shows {status:?}"
    );
    ensure!(
        browser.path().await?.contains("status=PENDING"),
        "the filter is in the address"
    );
    browser.open(&home).await?;
    figure(&browser, "Exports failed").await?.click().await?;
    browser
        .wait_for_path(&format!("{home}/exports?status=FAILED"))
        .await?;
    browser.heading("Exports").await?;
    browser.quit().await
}
