//! Institutions: the list, the workspace search with its filters in the address (kept by a
//! reload), a page size the query refuses, and the own institution's form with its country
//! and time zone pickers.

use anyhow::{ensure, Result};
use portal_api::paths;
use portal_e2e::flows;
use portal_e2e::{eventually, Browser, Sandbox};
use portal_sandbox::demo::*;

const LIST: &str = "Institutions";
const NAME: usize = 0;

fn names(rows: &[Vec<String>]) -> Vec<&str> {
    rows.iter().map(|r| r[NAME].as_str()).collect()
}

async fn open_institutions(browser: &Browser) -> Result<()> {
    flows::sign_in_with_totp(browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Institutions").await?;
    browser.heading("Institutions").await?;
    let rows = browser.wait_for_rows(LIST, |rows| rows.len() == 6).await?;
    ensure!(rows[0][NAME] == "Portal Operations", "{rows:?}");
    ensure!(
        rows.iter().any(|r| r.contains(&"Suspended".to_owned())),
        "{rows:?}"
    );
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn search_filters_live_in_the_address() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_institutions(&browser).await?;
    browser.click("Search institutions").await?;
    browser.heading("Search institutions").await?;
    browser.wait_for_rows(LIST, |rows| rows.len() == 6).await?;

    browser.select("Type", "Tenant").await?;
    browser.click("Apply filters").await?;
    let rows = browser.wait_for_rows(LIST, |rows| rows.len() == 3).await?;
    ensure!(
        names(&rows) == ["Acme Payments", "Globex Wallet", "Hooli Pay"],
        "{rows:?}"
    );
    ensure!(browser.path().await?.contains("type=TENANT"));

    browser.select("Status", "Active").await?;
    browser.fill("Name contains", "glob").await?;
    browser.click("Apply filters").await?;
    browser
        .wait_for_rows(LIST, |rows| names(rows) == ["Globex Wallet"])
        .await?;
    let path = browser.path().await?;
    for part in ["type=TENANT", "status=ACTIVE", "name=glob"] {
        ensure!(path.contains(part), "{part} in {path}");
    }

    // A reload keeps the filters, in the form and in the list.
    browser.open(&path).await?;
    browser
        .wait_for_rows(LIST, |rows| names(rows) == ["Globex Wallet"])
        .await?;
    let typed = browser.field("Name contains").await?.value().await?;
    ensure!(typed.as_deref() == Some("glob"), "{typed:?}");
    let status = browser.field("Status").await?.value().await?;
    ensure!(status.as_deref() == Some("ACTIVE"), "{status:?}");

    browser.click("Clear filters").await?;
    browser.wait_for_rows(LIST, |rows| rows.len() == 6).await?;

    // Too long a part is refused beside its field; nothing is asked.
    let asked = sandbox
        .served("POST", paths::WORKSPACE_INSTITUTIONS_QUERY)
        .await?;
    browser.fill("Identifier", &"x".repeat(65)).await?;
    browser.click("Apply filters").await?;
    browser
        .see("Too long: 65 characters. Use at most 64.")
        .await?;
    ensure!(
        sandbox
            .served("POST", paths::WORKSPACE_INSTITUTIONS_QUERY)
            .await?
            == asked
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_size_out_of_range_is_explained() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_institutions(&browser).await?;
    let search = format!("/w/{INSTITUTION_PORTAL_OPS}/institutions/search");
    browser
        .open(&format!("{search}?type=TENANT&size=500"))
        .await?;
    browser
        .see("Some of the values entered did not pass validation.")
        .await?;
    browser.see("Error code: 4000").await?;
    browser
        .see("This address asks for 500 institutions per page; a page holds 1 to 100.")
        .await?;
    let answers = sandbox
        .requests("POST", paths::WORKSPACE_INSTITUTIONS_QUERY)
        .await?;
    ensure!(
        answers.iter().any(|(status, _)| *status != 200),
        "{answers:?}"
    );

    browser.click("Show the default page size").await?;
    browser.wait_for_rows(LIST, |rows| rows.len() == 3).await?;
    let now = browser.path().await?;
    ensure!(
        now.contains("type=TENANT") && !now.contains("size="),
        "{now}"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn edits_the_own_institution_with_country_and_time_zone_pickers() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_institutions(&browser).await?;
    browser.click("Your institution").await?;
    browser.heading("Edit institution").await?;
    // Prose reads in the text font; only typed JSON is fixed-width.
    let font = browser
        .field("Description")
        .await?
        .css_value("font-family")
        .await?;
    ensure!(!font.contains("monospace"), "description in {font}");

    // Saving nothing changed is refused before sending.
    browser.click("Save changes").await?;
    browser.see("Change at least one field").await?;
    ensure!(
        sandbox
            .served("POST", paths::INSTITUTION_SELF_UPDATE)
            .await?
            == 0
    );

    // A search left unchosen is refused, not dropped, and along with a blank name: every
    // mistake shows at once, and "nothing changed" is not one of them.
    let name = browser.value_of("Name").await?;
    browser.fill("Name", " ").await?;
    browser.fill("Country", "Atlantis").await?;
    browser.click("Save changes").await?;
    browser
        .see("Choose a country from the matches shown as you type.")
        .await?;
    browser.see("This field is required.").await?;
    ensure!(!browser.shows_now("Change at least one field").await?);
    browser.fill("Name", &name).await?;
    browser.click("Save changes").await?;
    browser
        .see("Choose a country from the matches shown as you type.")
        .await?;
    ensure!(!browser.shows_now("Change at least one field").await?);
    ensure!(
        sandbox
            .served("POST", paths::INSTITUTION_SELF_UPDATE)
            .await?
            == 0
    );

    // Countries by name, then by code.
    browser.fill("Country", "Malay").await?;
    browser.click("Malaysia (MY, +60)").await?;
    browser.see("Chosen: Malaysia (MY, +60)").await?;
    browser.fill("Country", "SGP").await?;
    browser.click("Singapore (SG, +65)").await?;
    browser.see("Chosen: Singapore (SG, +65)").await?;
    // Time zones by offset.
    browser.fill("Time zone", "UTC+5:45").await?;
    browser.click("Asia/Kathmandu (UTC+5:45)").await?;
    browser.see("Chosen: Asia/Kathmandu (UTC+5:45)").await?;
    browser.fill("Remark", "Moved the operations desk").await?;
    browser.click("Save changes").await?;
    browser.see("Institution saved").await?;
    browser.see("Asia/Kathmandu").await?;
    ensure!(
        sandbox
            .served("POST", paths::INSTITUTION_SELF_UPDATE)
            .await?
            == 1
    );

    // What was saved comes back after a reload.
    browser.open(&browser.path().await?).await?;
    browser.see("Chosen: Singapore (SG, +65)").await?;
    browser.see("Chosen: Asia/Kathmandu (UTC+5:45)").await?;
    let remark = browser.field("Remark").await?.value().await?;
    ensure!(
        remark.as_deref() == Some("Moved the operations desk"),
        "{remark:?}"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn types_and_statuses_read_in_the_chosen_language() -> Result<()> {
    const TYPE: usize = 2;
    const STATUS: usize = 3;
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_institutions(&browser).await?;
    browser.click("Search institutions").await?;
    browser.heading("Search institutions").await?;
    // The workspace query sends plain strings, which carry no label of their own.
    let rows = browser.wait_for_rows(LIST, |rows| rows.len() == 6).await?;
    ensure!(rows.iter().any(|r| r[TYPE] == "Tenant"), "{rows:?}");
    browser.select("Display language", "简体中文").await?;
    browser.heading("搜索机构").await?;
    let rows = browser
        .wait_for_rows("机构", |rows| rows.iter().any(|r| r[TYPE] == "租户"))
        .await?;
    ensure!(rows.iter().any(|r| r[STATUS] == "正常"), "{rows:?}");
    ensure!(rows.iter().any(|r| r[STATUS] == "已暂停"), "{rows:?}");
    ensure!(
        rows.iter().all(
            |r| !["Tenant", "Active", "Suspended"].contains(&r[TYPE].as_str())
                && !["Active", "Suspended"].contains(&r[STATUS].as_str())
        ),
        "{rows:?}"
    );
    // The list of the tenant endpoint names them the same way.
    browser.click("返回机构列表").await?;
    browser
        .wait_for_rows("机构", |rows| {
            rows.len() == 6 && rows.iter().any(|r| r[TYPE] == "租户")
        })
        .await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_renamed_institution_is_renamed_in_the_header() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_institutions(&browser).await?;
    browser.click("Your institution").await?;
    browser.heading("Edit institution").await?;
    browser.fill("Name", "Portal Operations HQ").await?;
    browser.click("Save changes").await?;
    browser.see("Institution saved").await?;
    // The workspace switcher names the open workspace by its new name, without a reload.
    let shown = eventually(
        async || {
            let switcher = browser.menu_button("Workspace").await?;
            Ok(switcher.text().await?.trim().to_owned())
        },
        |shown| shown == "Portal Operations HQ",
    )
    .await?;
    ensure!(
        shown == "Portal Operations HQ",
        "the switcher shows {shown:?}"
    );
    browser.quit().await
}
