//! Files: upload through the file input with its progress, the new file in the list, its
//! download byte for byte, its download link, delete after confirming (or found already deleted
//! elsewhere), FILE.NOT_FOUND's
//! message, and the size limit refused before sending.

use anyhow::{ensure, Context, Result};
use portal_api::paths;
use portal_e2e::flows;
use portal_e2e::{ApiClient, Browser, FaultProxy, Sandbox};
use portal_sandbox::demo::*;
use serde_json::json;

const TABLE: &str = "Files";

/// Bytes of every value, so that any text handling on the way would show.
fn sample(len: usize) -> Vec<u8> {
    (0..len).map(|i| (i * 37 % 256) as u8).collect()
}

/// A fresh path named `name` in a folder of this test process.
fn temp_path(name: &str) -> Result<std::path::PathBuf> {
    let dir = std::env::temp_dir().join(format!("portal-e2e-files-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    Ok(dir.join(name))
}

async fn open_files(browser: &Browser) -> Result<()> {
    flows::sign_in_with_totp(browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Files").await?;
    browser.heading("Files").await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn uploads_downloads_links_and_deletes_a_file() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_files(&browser).await?;
    browser.see("No files").await?;

    let path = temp_path("statement-q1.bin")?;
    let bytes = sample(200_000);
    std::fs::write(&path, &bytes)?;
    browser.click("Upload").await?;
    browser.heading("Upload a file").await?;
    // The dialog says where the file goes: the institution chosen above the list.
    browser
        .see("The file will belong to Portal Operations.")
        .await?;
    browser
        .field("File")
        .await?
        .send_keys(path.to_string_lossy())
        .await?;
    browser.see("statement-q1.bin (195.3 KB)").await?;
    browser.fill("Remark", "First quarter").await?;
    browser.click_in_dialog("Upload").await?;
    browser.see("File uploaded.").await?;
    ensure!(
        sandbox.served("POST", paths::FILE_UPLOAD).await? == 1,
        "one upload"
    );
    let rows = browser
        .wait_for_rows(TABLE, |rows| {
            rows.len() == 1 && rows[0][0] == "statement-q1.bin"
        })
        .await?;
    ensure!(rows[0][1] == "195.3 KB", "size column: {rows:?}");

    browser.click("statement-q1.bin").await?;
    let file_path = browser
        .wait_for_path(&format!("/w/{INSTITUTION_PORTAL_OPS}/files/fil_"))
        .await?;
    browser.see("First quarter").await?;
    browser.catch_downloads().await?;
    browser.click("Download").await?;
    ensure!(
        browser.downloaded().await? == bytes,
        "downloaded byte for byte"
    );
    ensure!(
        sandbox.served("GET", paths::FILE_DOWNLOAD).await? == 1,
        "through the API"
    );

    browser.click("Get download link").await?;
    let link = browser
        .field("Link")
        .await?
        .value()
        .await?
        .context("link")?;
    // The hint says until when, as the answer states it, not just "until it expires".
    let hint = browser
        .see("Anyone with this link can download the file until")
        .await?
        .text()
        .await?;
    ensure!(
        !hint.contains("until it expires") && hint.chars().any(|c| c.is_ascii_digit()),
        "{hint}"
    );
    // Fetched without any of the portal's headers: the link alone must do.
    let fetched = browser
        .driver
        .execute_async(
            "const done = arguments[arguments.length - 1]; fetch(arguments[0]).then(r => r.arrayBuffer()).then(b => done(Array.from(new Uint8Array(b))));",
            vec![serde_json::Value::String(link)],
        )
        .await?
        .json()
        .clone();
    let fetched: Vec<u8> = serde_json::from_value(fetched)?;
    ensure!(fetched == bytes, "the link serves the same bytes");

    browser.click("Delete").await?;
    browser.heading("Delete this file?").await?;
    browser.see("\"statement-q1.bin\" will be deleted").await?;
    browser.click_in_dialog("Delete").await?;
    browser.see("File deleted.").await?;
    browser
        .wait_for_path(&format!("/w/{INSTITUTION_PORTAL_OPS}/files"))
        .await?;
    browser.see("No files").await?;

    browser.open(&file_path).await?;
    browser
        .see("The file was not found. It may have expired or been removed.")
        .await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refuses_a_file_over_the_limit_before_sending() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_files(&browser).await?;
    let path = temp_path("huge.bin")?;
    std::fs::File::create(&path)?.set_len(portal_api::files::FILE_MAX_BYTES + 1)?;
    browser.click("Upload").await?;
    browser.click_in_dialog("Upload").await?;
    browser.see("Choose a file to upload.").await?;
    browser
        .field("File")
        .await?
        .send_keys(path.to_string_lossy())
        .await?;
    browser.fill("Bucket", "a/b").await?;
    browser.click_in_dialog("Upload").await?;
    browser
        .see("This file is larger than 25 MB, the most the server accepts.")
        .await?;
    browser
        .see("Use only letters, digits, “_” and “-”.")
        .await?;
    ensure!(
        sandbox.served("POST", paths::FILE_UPLOAD).await? == 0,
        "nothing sent"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_file_leads_back_to_the_institution_it_was_listed_under() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_files(&browser).await?;
    browser
        .select("Files of institution", "Globex Wallet")
        .await?;
    browser.click("chargebacks-q1.csv").await?;
    browser.heading("File chargebacks-q1.csv").await?;
    // Its size reads as the list writes it, not as a bare count of bytes.
    let size = browser.record_value("Size").await?;
    ensure!(
        size.ends_with(" B") || size.ends_with(" KB"),
        "size {size:?}"
    );
    browser.click("Back to files").await?;
    browser
        .wait_for_rows(TABLE, |rows| {
            rows.iter().any(|r| r[0] == "chargebacks-q1.csv")
        })
        .await?;
    let path = browser.path().await?;
    ensure!(
        path.ends_with(&format!("/files?institution={INSTITUTION_GLOBEX}")),
        "back on Globex's files: {path}"
    );

    // Deleting a file also returns to its institution's list.
    browser.click("chargebacks-q1.csv").await?;
    browser.heading("File chargebacks-q1.csv").await?;
    browser.click("Delete").await?;
    browser.click_in_dialog("Delete").await?;
    browser.see("File deleted.").await?;
    let rows = browser
        .wait_for_rows(TABLE, |rows| {
            !rows.is_empty() && rows.iter().all(|r| r[0] != "chargebacks-q1.csv")
        })
        .await?;
    let path = browser.path().await?;
    ensure!(
        path.ends_with(&format!("/files?institution={INSTITUTION_GLOBEX}")),
        "back on Globex's files after deleting: {path} {rows:?}"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_file_deleted_elsewhere_is_gone_once_confirmed() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_files(&browser).await?;
    let workspace = browser.path().await?;
    let workspace = workspace
        .strip_prefix("/w/")
        .and_then(|p| p.split('/').next())
        .context("no workspace in the address")?
        .to_owned();
    browser
        .select("Files of institution", "Globex Wallet")
        .await?;
    browser.click("chargebacks-q1.csv").await?;
    browser.heading("File chargebacks-q1.csv").await?;

    // Another administrator deletes it while this page still shows it.
    let other = ApiClient::sign_in(&sandbox, ADMIN_EMAIL, ADMIN_PASSWORD, &workspace).await?;
    other
        .post(
            paths::FILE_DELETE,
            &json!({ "fileBizId": FILE_GLOBEX_CHARGEBACKS }),
        )
        .await?
        .data()?;

    browser.click("Delete").await?;
    browser.click_in_dialog("Delete").await?;
    browser
        .see("This had already been deleted elsewhere.")
        .await?;
    let rows = browser
        .wait_for_rows(TABLE, |rows| {
            !rows.is_empty() && rows.iter().all(|r| r[0] != "chargebacks-q1.csv")
        })
        .await?;
    let path = browser.path().await?;
    ensure!(
        path.ends_with(&format!("/files?institution={INSTITUTION_GLOBEX}")),
        "back on Globex's files: {path} {rows:?}"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_upload_that_fails_after_its_dialog_was_closed_is_told() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let proxy = FaultProxy::start(sandbox.url()).await?;
    let browser = Browser::launch(proxy.url()).await?;
    open_files(&browser).await?;
    let path = temp_path("closed-early.bin")?;
    std::fs::write(&path, sample(300_000))?;
    browser.click("Upload").await?;
    browser.heading("Upload a file").await?;
    browser
        .field("File")
        .await?
        .send_keys(path.to_string_lossy())
        .await?;
    proxy.slow_down(std::time::Duration::from_secs(3));
    browser.click_in_dialog("Upload").await?;
    browser.see("Uploading…").await?;
    browser
        .see("Closing this window does not stop the upload")
        .await?;
    // Closing the dialog leaves the upload running; then the connection drops.
    browser.click_in_dialog("Close").await?;
    proxy.go_down();
    browser
        .see("The upload of \"closed-early.bin\" did not finish.")
        .await?;
    proxy.come_back();
    proxy.slow_down(std::time::Duration::ZERO);
    // The choice is kept for the next try.
    browser.click("Upload").await?;
    browser.see("closed-early.bin (292.9 KB)").await?;
    browser.quit().await
}

/// Adds `count` copies of a Globex file to the sandbox's database, older than every other.
fn add_globex_files(db: &std::path::Path, count: usize) -> Result<()> {
    let conn = rusqlite::Connection::open(db)?;
    for i in 1..=count {
        conn.execute(
            "INSERT INTO files (biz_id, institution_biz_id, bucket, remark, file_name, \
             content_type, size, sha256, uploaded_by, content, created_at) \
             SELECT ?1, institution_biz_id, bucket, remark, ?2, content_type, size, sha256, \
             uploaded_by, content, created_at - ?3 FROM files WHERE biz_id = ?4",
            rusqlite::params![
                format!("fil_more_{i:02}"),
                format!("archive-{i:02}.csv"),
                (i as i64) * 86_400_000,
                FILE_GLOBEX_CHARGEBACKS,
            ],
        )?;
    }
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn back_and_delete_return_to_the_page_the_file_was_opened_from() -> Result<()> {
    let mut db = None;
    let sandbox = Sandbox::start_with(|c| db = Some(c.db_path.clone())).await?;
    add_globex_files(&db.unwrap_or_default(), 24)?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_files(&browser).await?;
    browser
        .select("Files of institution", "Globex Wallet")
        .await?;
    browser
        .wait_for_rows(TABLE, |rows| rows.len() == 20)
        .await?;
    browser.click("Next page").await?;
    let second = browser
        .wait_for_rows(TABLE, |rows| !rows.is_empty() && rows.len() < 20)
        .await?;
    let list = browser.path().await?;
    ensure!(list.contains("page=2"), "on the second page: {list}");

    // Back to files: the second page of Globex's files, not the first.
    let name = second[0][0].clone();
    browser.click(&name).await?;
    browser.click("Back to files").await?;
    let again = browser
        .wait_for_rows(TABLE, |rows| !rows.is_empty() && rows.len() < 20)
        .await?;
    ensure!(again == second, "{again:?} != {second:?}");
    ensure!(browser.path().await? == list, "back at {list}");

    // Deleting a file of that page returns to that page too.
    browser.click(&name).await?;
    browser.click("Delete").await?;
    browser.click_in_dialog("Delete").await?;
    browser.see("File deleted.").await?;
    browser
        .wait_for_rows(TABLE, |rows| {
            rows.len() == second.len() - 1 && rows.iter().all(|r| r[0] != name)
        })
        .await?;
    ensure!(browser.path().await? == list, "after deleting, at {list}");
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tenant_workspace_shows_its_own_files_and_offers_no_other() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch_logged(sandbox.url()).await?;
    // The operator works in two tenant workspaces; from Acme the server shows Acme's alone.
    flows::sign_in_with_totp(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
    browser.click("Files").await?;
    browser.heading("Files").await?;
    browser
        .wait_for_rows(TABLE, |rows| !rows.is_empty())
        .await?;
    ensure!(
        !browser.shows_now("Files of institution").await?,
        "another workspace is offered where it would only look empty"
    );
    // An address naming another workspace (an old link) shows this one's files, not a
    // list that looks empty.
    let here = browser.path().await?;
    let here = here.split('?').next().unwrap_or_default().to_owned();
    browser
        .open(&format!("{here}?institution={INSTITUTION_GLOBEX}"))
        .await?;
    let acme = "certificate-of-incorporation.pdf";
    let rows = browser
        .wait_for_rows(TABLE, |rows| rows.iter().any(|r| r[0] == acme))
        .await?;
    ensure!(
        rows.iter().any(|r| r[0] == acme),
        "Acme's files are listed: {rows:?}"
    );

    // The other workspace's files are one switch away, in the header.
    browser.choose_in_menu("Workspace", "Globex Wallet").await?;
    let globex = "terms-of-service-v3.pdf";
    let rows = browser
        .wait_for_rows(TABLE, |rows| rows.iter().any(|r| r[0] == globex))
        .await?;
    ensure!(
        rows.iter().all(|r| r[0] != acme),
        "Globex's files alone: {rows:?}"
    );
    let console = browser.console_log().await?;
    let panics: Vec<_> = console.iter().filter(|m| m.contains("panicked")).collect();
    ensure!(panics.is_empty(), "the app panicked: {panics:#?}");
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_search_box_narrows_the_files() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_files(&browser).await?;
    browser
        .select("Files of institution", "Globex Wallet")
        .await?;
    browser
        .wait_for_rows(TABLE, |rows| {
            rows.iter().any(|r| r[0] == "chargebacks-q1.csv")
        })
        .await?;
    flows::search_narrows(&browser, TABLE, "CHARGEBACKS").await?;
    browser.quit().await
}
