//! Exporting a list to CSV: the file holds the table's header and rows as shown, without the
//! selection checkboxes; amounts as plain numbers in major units with their currency beside,
//! the same as the server's export writes them; the page's rows or every matching row.

use std::collections::BTreeMap;

use anyhow::{ensure, Context, Result};
use portal_api::paths;
use portal_e2e::{flows, ApiClient, Browser, Sandbox};
use portal_sandbox::demo::*;

/// The cells of a CSV (RFC 4180 quoting), its byte order mark aside.
fn parse(text: &str) -> Vec<Vec<String>> {
    let text = text.trim_start_matches('\u{feff}');
    let (mut rows, mut row, mut cell) = (Vec::new(), Vec::new(), String::new());
    let mut chars = text.chars().peekable();
    let mut quoted = false;
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                chars.next();
                cell.push('"');
            }
            (true, '"') => quoted = false,
            (true, c) => cell.push(c),
            (false, '"') => quoted = true,
            (false, ',') => row.push(std::mem::take(&mut cell)),
            (false, '\r') => {}
            (false, '\n') => {
                row.push(std::mem::take(&mut cell));
                rows.push(std::mem::take(&mut row));
            }
            (false, c) => cell.push(c),
        }
    }
    if !cell.is_empty() || !row.is_empty() {
        row.push(cell);
        rows.push(row);
    }
    rows
}

/// The CSV the next press of `button` downloads, as cells.
async fn export(browser: &Browser, button: &str) -> Result<Vec<Vec<String>>> {
    browser.catch_downloads().await?;
    browser.click(button).await?;
    let bytes = browser.downloaded().await?;
    Ok(parse(&String::from_utf8(bytes)?))
}

fn column(header: &[String], name: &str) -> Result<usize> {
    header
        .iter()
        .position(|h| h == name)
        .with_context(|| format!("no {name:?} in {header:?}"))
}

/// A plain decimal: digits, at most one point, maybe a sign; no grouping, no symbol.
fn plain(amount: &str) -> bool {
    let digits = amount.strip_prefix('-').unwrap_or(amount);
    !digits.is_empty()
        && digits.bytes().all(|b| b.is_ascii_digit() || b == b'.')
        && digits.matches('.').count() <= 1
}

const PAGE: &str = "Export page to CSV";
const ALL: &str = "Export all matching rows to CSV";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn exports_the_queue_as_shown() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let rows = flows::open_recharge_queue(&browser).await?;

    browser
        .eval(
            "const click = HTMLAnchorElement.prototype.click; \
             HTMLAnchorElement.prototype.click = function () { \
             window.exportedName = this.download; return click.call(this); }; return null;",
        )
        .await?;
    let lines = export(&browser, PAGE).await?;
    let name = browser.eval("return window.exportedName").await?;
    ensure!(name == "recharges.csv", "file name {name}");
    ensure!(
        lines.len() == rows.len() + 1,
        "{} lines for {} rows",
        lines.len(),
        rows.len()
    );
    // No checkbox column, no action buttons: the data as the table shows it, the amount as a
    // number with its currency beside.
    ensure!(
        lines[0].join(",") == "Recharge,Payer,Amount,Amount currency,Status,Channel,Created",
        "header {:?}",
        lines[0]
    );
    ensure!(
        lines[1][0] == rows[0][1] && lines[1][1] == rows[0][2],
        "first row {:?} vs {:?}",
        lines[1],
        rows[0]
    );
    // "12,170.34 USD" on the page is 12170.34 and USD in the file.
    for (line, row) in lines[1..].iter().zip(&rows) {
        ensure!(plain(&line[2]), "amount {:?}", line[2]);
        ensure!(
            format!("{} {}", line[2], line[3]) == row[3].replace(',', ""),
            "{line:?} for {:?}",
            row[3]
        );
    }

    // Decided recharges have no buttons: their actions column is left out all the same.
    let path = browser.path().await?;
    browser.open(&format!("{path}?status=CONFIRMED")).await?;
    browser
        .wait_for_rows("Recharges", |rows| {
            !rows.is_empty() && rows.iter().all(|r| r[4] == "Confirmed")
        })
        .await?;
    let lines = export(&browser, PAGE).await?;
    ensure!(
        lines[0].join(",") == "Recharge,Payer,Amount,Amount currency,Status,Channel,Created",
        "header {:?}",
        lines[0]
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_csv_and_the_servers_export_write_the_same_numbers() -> Result<()> {
    let sandbox = Sandbox::start_with(|c| c.export_delay = std::time::Duration::ZERO).await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Recharges").await?;
    browser.heading("Recharges").await?;
    browser
        .wait_for_rows("Recharges", |rows| !rows.is_empty())
        .await?;
    let page = export(&browser, PAGE).await?;
    let (id, amount, currency) = (
        column(&page[0], "Recharge")?,
        column(&page[0], "Amount")?,
        column(&page[0], "Amount currency")?,
    );

    // The server's export of every recharge, requested and downloaded in the portal.
    browser.click("Exports").await?;
    browser.heading("Exports").await?;
    browser.click("New export").await?;
    browser.select("Data", "Recharges").await?;
    browser.click_in_dialog("Start export").await?;
    browser.see("The file is ready.").await?;
    let server = export(&browser, "Download").await?;
    let (server_id, server_amount, server_currency) = (
        column(&server[0], "biz_id")?,
        column(&server[0], "amount")?,
        column(&server[0], "amount_currency")?,
    );
    let by_id: BTreeMap<&str, (&str, &str)> = server[1..]
        .iter()
        .map(|r| {
            (
                r[server_id].as_str(),
                (r[server_amount].as_str(), r[server_currency].as_str()),
            )
        })
        .collect();
    for row in &page[1..] {
        let (a, c) = by_id
            .get(row[id].as_str())
            .with_context(|| format!("{} not in the server's export", row[id]))?;
        ensure!(
            (row[amount].as_str(), row[currency].as_str()) == (*a, *c),
            "{}: the page wrote {} {}, the server {a} {c}",
            row[id],
            row[amount],
            row[currency]
        );
        ensure!(plain(a), "{a}");
    }
    ensure!(page.len() > 10, "compared {} rows", page.len() - 1);
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn exports_every_matching_recharge_read_page_after_page() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::open_recharge_queue(&browser).await?;
    let other = ApiClient::sign_in(&sandbox, OPS_EMAIL, OPS_PASSWORD, INSTITUTION_ACME).await?;
    let answer = other
        .get(&format!("{}?status=PENDING&size=1", paths::RECHARGES))
        .await?;
    let pending = answer.data()?["pagination"]["totalRecords"]
        .as_u64()
        .context("no total")?;
    ensure!(
        pending > 100,
        "more than one page of the server's: {pending}"
    );

    let path = browser.path().await?;
    browser.open(&format!("{path}?status=PENDING")).await?;
    let shown = browser
        .wait_for_rows("Recharges", |rows| {
            !rows.is_empty() && rows.iter().all(|r| r[4] == "Pending")
        })
        .await?;
    let lines = export(&browser, ALL).await?;
    ensure!(
        lines.len() as u64 == pending + 1,
        "{} lines for {pending} pending recharges",
        lines.len()
    );
    ensure!(lines.len() > shown.len() + 1, "more than the page");
    let status = column(&lines[0], "Status")?;
    ensure!(
        lines[1..].iter().all(|l| l[status] == "Pending"),
        "only what the filter matches"
    );
    let ids: std::collections::BTreeSet<&str> = lines[1..].iter().map(|l| l[0].as_str()).collect();
    ensure!(ids.len() == lines.len() - 1, "no recharge twice");
    ensure!(
        lines[1][0] == shown[0][1],
        "in the queue's order: {:?} vs {:?}",
        lines[1],
        shown[0]
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_list_read_whole_exports_every_row_its_filters_find() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Transfers").await?;
    browser.heading("Transfers").await?;
    browser
        .select("Orders of workspace", "Acme Payments")
        .await?;
    let shown = browser
        .wait_for_rows("Transfer orders", |rows| rows.len() == 20)
        .await?;

    let page = export(&browser, PAGE).await?;
    ensure!(page.len() == 21, "the page's 20 rows: {}", page.len());
    let all = export(&browser, ALL).await?;
    ensure!(
        all.len() == TRANSFERS_PER_WORKSPACE + 1,
        "every transfer: {}",
        all.len()
    );
    let (amount, currency) = (
        column(&all[0], "Amount")?,
        column(&all[0], "Amount currency")?,
    );
    ensure!(currency == amount + 1, "{:?}", all[0]);
    for (line, row) in all[1..].iter().zip(&shown) {
        ensure!(plain(&line[amount]), "{line:?}");
        ensure!(
            format!("{} {}", line[amount], line[currency]) == row[2].replace(',', ""),
            "{line:?} for {:?}",
            row[2]
        );
    }

    // Filtered: the file holds what the filter finds, on every page.
    browser.select("Status", "Completed").await?;
    let found = browser.see(" of 60 match.").await?.text().await?;
    let count: usize = found
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .with_context(|| format!("{found:?}"))?;
    let completed = export(&browser, ALL).await?;
    ensure!(
        completed.len() == count + 1,
        "{} lines for {count} found",
        completed.len()
    );
    let status = column(&completed[0], "Status")?;
    ensure!(
        completed[1..].iter().all(|l| l[status] == "Completed"),
        "{completed:?}"
    );
    browser.quit().await
}
