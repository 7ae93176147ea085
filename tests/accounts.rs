//! Accounts and pending users (in the service portal, which alone decides them): the list page
//! by page (and back to the same page from an account), creating an administrator (after a
//! refused empty form), disabling and enabling,
//! renaming, approving a user who then signs in, and rejecting with a required reason;
//! deciding the last user of a page moves to the page before; a new administrator sets a
//! password through the emailed link (once) and signs in.

use anyhow::{ensure, Result};
use portal_api::paths;
use portal_e2e::flows;
use portal_e2e::{ApiClient, Browser, By, Sandbox};
use portal_sandbox::demo::*;
use serde_json::json;

const ACCOUNTS: &str = "Accounts";
const PENDING: &str = "Users waiting for approval";
const EMAIL: usize = 1;
const STATUS: usize = 2;
const INSTITUTION: usize = 4;

async fn open_accounts(browser: &Browser) -> Result<Vec<Vec<String>>> {
    flows::sign_in_with_totp(browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Accounts").await?;
    browser.heading("Accounts").await?;
    browser
        .wait_for_rows(ACCOUNTS, |rows| rows.len() == 20)
        .await
}

/// Signs the service administrator in and opens their own account's page.
async fn open_own_account(browser: &Browser) -> Result<()> {
    open_accounts(browser).await?;
    let list = browser.path().await?;
    let list = list.split('?').next().unwrap_or_default();
    browser.open(&format!("{list}/{ADMIN_BIZ_ID}")).await?;
    browser.heading("Service Administrator").await?;
    Ok(())
}

fn has(rows: &[Vec<String>], email: &str) -> bool {
    rows.iter().any(|r| r[EMAIL] == email)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lists_accounts_page_by_page() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let rows = open_accounts(&browser).await?;
    ensure!(rows[0][EMAIL] == ADMIN_EMAIL, "{:?}", rows[0]);
    ensure!(rows[0][STATUS] == "Active", "status label: {:?}", rows[0]);
    ensure!(
        rows[0][INSTITUTION] == "Portal Operations",
        "institution by name: {:?}",
        rows[0]
    );
    ensure!(rows.iter().any(|r| r[STATUS] == "Disabled"), "{rows:?}");
    ensure!(!has(&rows, PENDING_EMAIL), "pending users are not accounts");
    browser.see("27 accounts").await?;
    // A name links in the text's own font; monospace is for identifiers.
    let fonts = browser
        .eval(
            "const a = [...document.querySelectorAll('table a')].find(a => a.textContent === 'Service Administrator'); \
             return [getComputedStyle(a).fontFamily, getComputedStyle(a.closest('td')).fontFamily];",
        )
        .await?;
    ensure!(
        fonts[0] == fonts[1],
        "the name's font differs from its cell's: {fonts}"
    );

    browser.click("Next page").await?;
    let second = browser
        .wait_for_rows(ACCOUNTS, |rows| rows.len() == 7)
        .await?;
    let path = browser.path().await?;
    ensure!(
        path.contains("page=2"),
        "the page is in the address: {path}"
    );
    // A reload shows the same page.
    browser.open(&path).await?;
    let again = browser
        .wait_for_rows(ACCOUNTS, |rows| rows.len() == 7)
        .await?;
    ensure!(again == second, "{again:?} != {second:?}");

    // An account opened from this page leads back to this page, not the first.
    let name = second[0][0].clone();
    browser.click(&name).await?;
    browser.heading(&name).await?;
    browser.click("Back to accounts").await?;
    let back = browser
        .wait_for_rows(ACCOUNTS, |rows| rows.len() == 7)
        .await?;
    ensure!(back == second, "{back:?} != {second:?}");
    ensure!(browser.path().await? == path, "back at {path}");
    // Focus is back on the account's link, so the next one is a Tab away.
    browser.wait_for_focus(&format!("a \"{name}\"")).await?;

    // The browser's Back button does the same.
    let next = second[1][0].clone();
    browser.click(&next).await?;
    browser.heading(&next).await?;
    browser.driver.back().await?;
    browser
        .wait_for_rows(ACCOUNTS, |rows| rows.len() == 7)
        .await?;
    browser.wait_for_focus(&format!("a \"{next}\"")).await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn creates_an_administrator_after_refusing_an_empty_form() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_accounts(&browser).await?;
    browser.click("Create administrator").await?;
    browser.heading("New administrator account").await?;
    // The own institution is offered once, first, by name.
    let mut institutions = Vec::new();
    for option in browser
        .field("Institution")
        .await?
        .find_all(By::Tag("option"))
        .await?
    {
        institutions.push(option.text().await?);
    }
    ensure!(
        institutions.first().map(String::as_str)
            == Some("Portal Operations (your own institution)")
            && institutions
                .iter()
                .filter(|i| i.contains("Portal Operations"))
                .count()
                == 1,
        "institutions offered: {institutions:?}"
    );
    browser.click_in_dialog("Create").await?;
    browser.see("This field is required.").await?;
    for label in ["Email", "Display name"] {
        let invalid = browser.field(label).await?.attr("aria-invalid").await?;
        ensure!(invalid.as_deref() == Some("true"), "{label} is marked");
    }
    browser.fill("Email", "not-an-email").await?;
    browser.fill("Display name", "Nora Admin").await?;
    browser.click_in_dialog("Create").await?;
    browser.see("Enter a valid email address").await?;
    ensure!(sandbox.served("POST", paths::ACCOUNT_ADMIN_INIT).await? == 0);

    // A taken email is the server's refusal, shown beside the email; what was typed stays.
    browser.fill("Email", OPS_EMAIL).await?;
    browser.click_in_dialog("Create").await?;
    let taken = "This is already used. Choose another.";
    browser.see(taken).await?;
    ensure!(sandbox.served("POST", paths::ACCOUNT_ADMIN_INIT).await? == 1);
    ensure!(browser.field_error("Email").await? == taken);
    let email = browser.field("Email").await?;
    ensure!(email.attr("aria-invalid").await?.as_deref() == Some("true"));
    ensure!(
        !browser
            .shows_now("The request had missing or invalid information")
            .await?,
        "the refusal is the field's, not the form's"
    );
    let kept = browser.field("Display name").await?.value().await?;
    ensure!(kept.as_deref() == Some("Nora Admin"), "{kept:?}");

    browser.fill("Email", "nora.admin@portal.test").await?;
    browser.click_in_dialog("Create").await?;
    browser.see("Administrator account created").await?;
    let rows = browser
        .wait_for_rows(ACCOUNTS, |rows| has(rows, "nora.admin@portal.test"))
        .await?;
    let nora = rows
        .iter()
        .find(|r| r[EMAIL] == "nora.admin@portal.test")
        .unwrap();
    ensure!(
        nora[0] == "Nora Admin" && nora[STATUS] == "Pending initialisation",
        "{nora:?}"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn disables_enables_and_renames_an_account() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_accounts(&browser).await?;
    browser.click("Acme Operator").await?;
    browser.heading("Acme Operator").await?;

    browser.click("Disable account").await?;
    browser.heading("Disable this account?").await?;
    browser.click_in_dialog("Cancel").await?;
    ensure!(sandbox.served("POST", paths::ACCOUNT_ADMIN_STATUS).await? == 0);
    browser.click("Disable account").await?;
    browser.click_in_dialog("Disable account").await?;
    browser.see("Account disabled").await?;
    browser.button("Enable account").await?;
    browser.see("Disabled").await?;
    browser.click("Enable account").await?;
    browser.click_in_dialog("Enable account").await?;
    browser.see("Account enabled").await?;
    browser.button("Disable account").await?;

    browser.click("Change display name").await?;
    browser.fill("Display name", " ").await?;
    browser.click_in_dialog("Save").await?;
    browser.see("This field is required.").await?;
    ensure!(sandbox.served("POST", paths::ACCOUNT_ADMIN_UPDATE).await? == 0);
    browser.fill("Display name", "Night Operator").await?;
    browser.click_in_dialog("Save").await?;
    browser.see("Display name saved").await?;
    browser.heading("Night Operator").await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_approved_user_signs_in() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(&sandbox.service_url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Pending users").await?;
    let rows = browser
        .wait_for_rows(PENDING, |rows| rows.len() == 4)
        .await?;
    ensure!(has(&rows, PENDING_EMAIL), "{rows:?}");
    ensure!(
        rows.iter().all(|r| r[STATUS] == "Pending approval"),
        "{rows:?}"
    );

    browser.click(&format!("Approve {PENDING_EMAIL}")).await?;
    browser.heading("Approve this user?").await?;
    browser
        .see("Pending User (pending@portal.test) will be able to sign in.")
        .await?;
    browser.click_in_dialog("Approve").await?;
    browser.see("User approved").await?;
    browser
        .wait_for_rows(PENDING, |rows| rows.len() == 3 && !has(rows, PENDING_EMAIL))
        .await?;

    browser.click_menu_item("Sign out").await?;
    browser.wait_for_path("/sign-in").await?;
    flows::sign_in_with_email(&browser, &sandbox, PENDING_EMAIL, PENDING_PASSWORD).await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rejecting_needs_a_reason() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(&sandbox.service_url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Pending users").await?;
    browser
        .wait_for_rows(PENDING, |rows| rows.len() == 4)
        .await?;
    let grace = "grace.applicant@portal.test";
    browser.click(&format!("Reject {grace}")).await?;
    browser.heading("Reject this user").await?;
    browser.click_in_dialog("Reject").await?;
    browser
        .see("Give a reason for rejecting this user.")
        .await?;
    ensure!(sandbox.served("POST", paths::USER_REJECT).await? == 0);
    browser.fill("Reason", "Not a member of staff").await?;
    browser.click_in_dialog("Reject").await?;
    browser.see("User rejected").await?;
    browser
        .wait_for_rows(PENDING, |rows| rows.len() == 3 && !has(rows, grace))
        .await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ones_own_status_is_not_offered() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_own_account(&browser).await?;
    // The server refuses to change the caller's own status: the page does not offer it.
    browser
        .see(
            "This is your own account: another administrator can disable or enable it, you cannot.",
        )
        .await?;
    browser.button("Change display name").await?;
    ensure!(!browser.shows_now("Disable account").await?);
    // Country and language by name, not by their codes.
    let country = browser.record_value("Default country").await?;
    ensure!(country == "Singapore (SG)", "country {country:?}");
    let language = browser.record_value("Default language").await?;
    ensure!(language == "English", "language {language:?}");
    // No phone is said, not left blank.
    let phone = browser.record_value("Account phone").await?;
    ensure!(phone == "Not set", "phone {phone:?}");
    ensure!(sandbox.served("POST", paths::ACCOUNT_ADMIN_STATUS).await? == 0);
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_user_decided_elsewhere_leaves_the_list() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(&sandbox.service_url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Pending users").await?;
    browser
        .wait_for_rows(PENDING, |rows| rows.len() == 4)
        .await?;
    let henry = "henry.applicant@portal.test";
    browser.click(&format!("Approve {henry}")).await?;
    browser.heading("Approve this user?").await?;
    // Meanwhile another administrator approves the same user.
    let other = ApiClient::sign_in(
        &sandbox,
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        INSTITUTION_PORTAL_OPS,
    )
    .await?;
    let rows = other
        .post(paths::USERS_PENDING_QUERY, &json!({"page": 0, "size": 20}))
        .await?;
    let id = rows.data()?["accounts"]
        .as_array()
        .and_then(|a| a.iter().find(|u| u["accountEmail"] == henry))
        .and_then(|u| u["bizId"].as_str())
        .unwrap_or_default()
        .to_owned();
    other
        .post(paths::USER_APPROVE, &json!({"userBizId": id}))
        .await?
        .data()?;
    browser.click_in_dialog("Approve").await?;
    browser
        .see("That user is no longer waiting: another administrator has already approved or rejected them.")
        .await?;
    ensure!(
        !browser.shows_now("Approve this user?").await?,
        "the dialog closed"
    );
    browser
        .wait_for_rows(PENDING, |rows| rows.len() == 3 && !has(rows, henry))
        .await?;
    browser.quit().await
}

/// Adds `count` users awaiting approval (copies of an applicant) to the sandbox's database.
fn add_applicants(db: &std::path::Path, count: usize) -> Result<()> {
    let conn = rusqlite::Connection::open(db)?;
    for i in 1..=count {
        conn.execute(
            "INSERT INTO accounts (biz_id, institution_biz_id, email, phone, name, remark, portal, \
             status, password_hash, mfa_methods, totp_secret, default_language, default_timezone, \
             default_country, created_at, updated_at) \
             SELECT ?1, institution_biz_id, ?2, phone, ?3, remark, portal, status, password_hash, \
             mfa_methods, totp_secret, default_language, default_timezone, default_country, \
             created_at + ?4, updated_at FROM accounts WHERE biz_id = 'acc_applicant_01'",
            rusqlite::params![
                format!("acc_more_{i:02}"),
                format!("more.{i:02}@portal.test"),
                format!("More Applicant {i:02}"),
                i as i64,
            ],
        )?;
    }
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn deciding_the_last_user_of_a_page_shows_the_page_before() -> Result<()> {
    let mut db = None;
    let sandbox = Sandbox::start_with(|c| db = Some(c.db_path.clone())).await?;
    // 4 seeded and 17 more: a second page with one user.
    add_applicants(&db.unwrap_or_default(), 17)?;
    let browser = Browser::launch(&sandbox.service_url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Pending users").await?;
    browser
        .wait_for_rows(PENDING, |rows| rows.len() == 20)
        .await?;
    browser.click("Next page").await?;
    let rows = browser
        .wait_for_rows(PENDING, |rows| rows.len() == 1)
        .await?;
    let last = rows[0][EMAIL].clone();

    browser.click(&format!("Approve {last}")).await?;
    browser.heading("Approve this user?").await?;
    browser.click_in_dialog("Approve").await?;
    let rows = browser
        .wait_for_rows(PENDING, |rows| rows.len() == 20)
        .await?;
    ensure!(!has(&rows, &last), "{last} still listed: {rows:?}");
    ensure!(
        !browser
            .shows_now("The list has fewer pages than this address asks for.")
            .await?
    );
    let query = browser.eval("return location.search").await?;
    ensure!(
        query.as_str().is_some_and(|q| !q.contains("page=2")),
        "still asking for the second page: {query}"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_administrator_sets_a_password_from_the_emailed_link_and_signs_in() -> Result<()> {
    const NEW: &str = "linda.link@portal.test";
    const PASSWORD: &str = "Linked-Pass-7";
    let sandbox = Sandbox::start().await?;
    let link = flows::mailed_set_password_link(&sandbox, NEW, "Linda Link").await?;

    let browser = Browser::launch(sandbox.url()).await?;
    browser.open("/set-password").await?;
    browser.heading("Set your password").await?;
    browser
        .see("This address does not hold the code of a link.")
        .await?;

    browser.open(&link).await?;
    browser.heading("Set your password").await?;
    browser.fill("New password", "short").await?;
    browser.fill("Confirm password", "shorter").await?;
    browser.click("Set password").await?;
    // Both mistakes at once.
    browser.see("Use at least 8 characters.").await?;
    browser.see("The passwords do not match.").await?;
    browser.fill("New password", PASSWORD).await?;
    browser.fill("Confirm password", "Linked-Pass-8").await?;
    browser.click("Set password").await?;
    browser.see("The passwords do not match.").await?;
    ensure!(sandbox.served("POST", paths::PASSWORD_INIT).await? == 0);
    browser.fill("Confirm password", PASSWORD).await?;
    browser.click("Set password").await?;
    browser.see("Your password is set").await?;
    browser
        .see(&format!("Sign in as {NEW} with your new password."))
        .await?;

    // Sign-in starts with the account's email.
    browser.click("Sign in").await?;
    browser.heading("Sign in").await?;
    ensure!(browser.value_of("Email").await? == NEW);
    flows::sign_in_here_with_email(&browser, &sandbox, NEW, PASSWORD).await?;
    browser.wait_for_path("/w/").await?;

    // The link works once; a used one says so and offers a new one.
    browser.open(&link).await?;
    browser.fill("New password", "Another-Pass-9").await?;
    browser.fill("Confirm password", "Another-Pass-9").await?;
    browser.click("Set password").await?;
    browser
        .see("This link has expired or has already been used.")
        .await?;
    browser.click("Ask for a new link").await?;
    browser.heading("Reset your password").await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn renaming_ones_own_account_shows_the_new_name_in_the_header() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_own_account(&browser).await?;
    browser.click("Change display name").await?;
    browser.fill("Display name", "Chief Administrator").await?;
    browser.click_in_dialog("Save").await?;
    browser.see("Display name saved").await?;
    browser.heading("Chief Administrator").await?;
    // The header's account button names the person: it follows without another page.
    let header_name = async || -> Result<String> {
        let name = browser
            .eval("return document.querySelector('header .user-menu__name').textContent;")
            .await?;
        Ok(name.as_str().unwrap_or_default().trim().to_owned())
    };
    let shown = portal_e2e::eventually(header_name, |n| n == "Chief Administrator").await?;
    ensure!(shown == "Chief Administrator", "the header says {shown:?}");
    browser.click_menu_item("Profile").await?;
    browser.heading("Profile").await?;
    ensure!(browser.value_of("Display name").await? == "Chief Administrator");
    browser.quit().await
}

/// Follows the link of the record's field `term`, once the record shows it.
async fn follow_record_link(browser: &Browser, term: &str) -> Result<()> {
    browser.record_value(term).await?;
    browser
        .driver
        .find(By::XPath(format!(
            "//div[@class='record__row'][dt[normalize-space(.)='{term}']]/dd//a"
        )))
        .await?
        .click()
        .await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_account_page_links_its_institution_and_workspace() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_accounts(&browser).await?;
    let list = browser.path().await?;
    let list = list.split('?').next().unwrap_or_default().to_owned();
    browser
        .open(&format!("{list}/{TENANT_ADMIN_BIZ_ID}"))
        .await?;
    ensure!(browser.record_value("Institution").await? == "Acme Payments");
    ensure!(browser.record_value("Workspace").await? == "Acme Payments");

    follow_record_link(&browser, "Institution").await?;
    browser.heading("Search institutions").await?;
    browser
        .wait_for_rows("Institutions", |rows| {
            rows.len() == 1 && rows[0][0] == "Acme Payments"
        })
        .await?;

    browser
        .open(&format!("{list}/{TENANT_ADMIN_BIZ_ID}"))
        .await?;
    follow_record_link(&browser, "Workspace").await?;
    browser
        .wait_for_path(&format!("/w/{INSTITUTION_ACME}"))
        .await?;
    browser.heading("Acme Payments").await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finds_accounts_by_name_or_email_in_any_case_and_accents_and_sorts_by_name() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let other = ApiClient::sign_in(
        &sandbox,
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        INSTITUTION_PORTAL_OPS,
    )
    .await?;
    other
        .post(
            paths::ACCOUNT_ADMIN_INIT,
            &json!({"email": "elodie.nguyen@portal.test", "displayName": "Élodie Nguyễn"}),
        )
        .await?
        .data()?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_accounts(&browser).await?;

    // Typed without accents, in capitals: found.
    browser.fill("Search", "ELODIE nguyen").await?;
    let rows = browser
        .wait_for_rows(ACCOUNTS, |rows| rows.len() == 1)
        .await?;
    ensure!(rows[0][0] == "Élodie Nguyễn", "{rows:?}");
    browser.see("1 of 28 match.").await?;
    browser.screenshot("accounts-found").await?;
    // By email too.
    let rows = flows::search_narrows(&browser, ACCOUNTS, "amelia.tan@").await?;
    ensure!(
        rows.len() == 1 && rows[0][EMAIL] == "amelia.tan@portal.test",
        "{rows:?}"
    );
    browser.fill("Search", "").await?;
    browser
        .wait_for_rows(ACCOUNTS, |rows| rows.len() == 20)
        .await?;

    // Sorted by name, either way; the address keeps it.
    browser.sort_by("Name").await?;
    // As a person reads the order: letter case and accents aside.
    let names = |rows: &[Vec<String>]| -> Vec<String> {
        rows.iter()
            .map(|r| r[0].to_lowercase().replace(['é', 'ễ'], "e"))
            .collect()
    };
    let ascending = browser
        .wait_for_rows(ACCOUNTS, |rows| {
            names(rows).windows(2).all(|w| w[0] <= w[1])
        })
        .await?;
    ensure!(
        ascending.iter().any(|r| r[0] == "Élodie Nguyễn"),
        "among the first names: {ascending:?}"
    );
    browser.sort_by("Name").await?;
    let descending = browser
        .wait_for_rows(ACCOUNTS, |rows| {
            names(rows).windows(2).all(|w| w[0] >= w[1])
        })
        .await?;
    let address = browser.path().await?;
    ensure!(address.contains("sort=name%2Cdesc"), "{address}");
    browser.open(&address).await?;
    browser
        .wait_for_rows(ACCOUNTS, |rows| rows == descending)
        .await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_search_box_narrows_pending_users() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(&sandbox.service_url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Pending users").await?;
    browser.table_rows(PENDING).await?;
    let rows = flows::search_narrows(&browser, PENDING, "grace").await?;
    ensure!(rows.len() == 1, "{rows:?}");
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lists_say_they_span_institutions_and_keep_to_this_workspace_when_asked() -> Result<()>
{
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    // A member of Acme Payments and Globex Wallet, working in Acme Payments.
    flows::sign_in_with_email(
        &browser,
        &sandbox,
        TENANT_ADMIN_EMAIL,
        TENANT_ADMIN_PASSWORD,
    )
    .await?;
    browser
        .open(&format!("/w/{INSTITUTION_ACME}/accounts"))
        .await?;
    browser.heading("Accounts").await?;
    browser
        .see(
            "This list holds the accounts of every institution you can see, not only Acme Payments",
        )
        .await?;
    let rows = browser
        .wait_for_rows(ACCOUNTS, |rows| {
            rows.iter().any(|r| r[INSTITUTION] == "Globex Wallet")
        })
        .await?;
    ensure!(
        rows.iter().any(|r| r[INSTITUTION] == "Acme Payments"),
        "{rows:?}"
    );
    browser.screenshot("accounts-span-institutions").await?;

    // One press keeps the list to the workspace, and the filter says so.
    browser.click("Show only this workspace").await?;
    let rows = browser
        .wait_for_rows(ACCOUNTS, |rows| {
            !rows.is_empty() && rows.iter().all(|r| r[INSTITUTION] == "Acme Payments")
        })
        .await?;
    ensure!(!rows.is_empty());
    let chosen = browser.field("Institution").await?.value().await?;
    ensure!(
        chosen.as_deref() == Some(INSTITUTION_ACME),
        "the filter shows {chosen:?}"
    );
    ensure!(
        browser
            .path()
            .await?
            .contains("institution=ins_acme_payments"),
        "the filter is in the address"
    );

    browser.quit().await?;

    // Pending users, a service operation (the service portal's): Globex's applicants show in
    // Acme's workspace, and the list says so.
    let browser = Browser::launch(&sandbox.service_url()).await?;
    flows::sign_in_with_email(
        &browser,
        &sandbox,
        TENANT_ADMIN_EMAIL,
        TENANT_ADMIN_PASSWORD,
    )
    .await?;
    browser
        .open(&format!("/w/{INSTITUTION_ACME}/pending-users"))
        .await?;
    browser
        .see("This list holds the users waiting in every institution you can see, not only Acme Payments")
        .await?;
    let rows = browser
        .wait_for_rows(PENDING, |rows| {
            rows.iter().any(|r| r[INSTITUTION] == "Globex Wallet")
        })
        .await?;
    ensure!(rows.iter().any(|r| r[0] == "Grace Applicant"), "{rows:?}");
    browser.select("Institution", "Globex Wallet").await?;
    browser
        .wait_for_rows(PENDING, |rows| {
            !rows.is_empty() && rows.iter().all(|r| r[INSTITUTION] == "Globex Wallet")
        })
        .await?;
    browser.click("Show only this workspace").await?;
    browser.see("Nothing matches").await?;
    browser.quit().await
}
