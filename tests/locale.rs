//! Choosing a language translates the portal, is remembered, and changes the request headers.

use anyhow::{ensure, Result};
use portal_api::paths;
use portal_e2e::{journeys, Browser, Engine, Sandbox};
use portal_sandbox::demo::*;

// In Firefox too: tests/firefox.rs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn simplified_chinese_translates_and_sets_the_headers() -> Result<()> {
    journeys::locale::simplified_chinese_translates_and_sets_the_headers(Engine::Chromium).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_language_loads_and_vietnamese_writes_its_own_decimal_marks() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    portal_e2e::flows::sign_in_with_totp(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
    browser.see("Overview").await?;

    // Each switch is labelled in the language shown at that moment.
    browser.select("Display language", "日本語").await?;
    browser.see("概要").await?;
    browser.select("表示言語", "繁體中文").await?;
    browser.see("總覽").await?;
    browser.select("顯示語言", "Tiếng Việt").await?;
    browser.see("Tổng quan").await?;
    let lang = browser.eval("return document.documentElement.lang").await?;
    ensure!(lang == "vi", "html lang: {lang}");
    let vietnamese = sandbox.requests_in_locale("vi", "vi").await?;
    ensure!(
        vietnamese == 0,
        "no request was sent yet in vi: {vietnamese}"
    );

    // Remembered: the catalogue is loaded before the first paint after a reload.
    browser.reload().await?;
    browser.see("Tổng quan").await?;
    // Codes the server sends are named in the chosen language, not in the server's English.
    browser.see("Đang hoạt động").await?;
    ensure!(
        !browser.shows_now("Active").await?,
        "an English status badge"
    );
    browser.click("Nạp tiền").await?;
    let rows = browser
        .wait_for_rows("Nạp tiền", |rows| !rows.is_empty())
        .await?;
    let amounts: Vec<&str> = rows
        .iter()
        .flatten()
        .filter_map(|c| decimal_mark(c))
        .collect();
    ensure!(
        !amounts.is_empty() && amounts.iter().all(|mark| *mark == ","),
        "amounts in the queue are not written 1.234,50: {rows:?}"
    );
    ensure!(
        rows.iter().flatten().any(|c| c == "Chờ xử lý")
            && !rows.iter().flatten().any(|c| c == "Pending"),
        "statuses in the queue are not in Vietnamese: {rows:?}"
    );
    ensure!(
        sandbox.requests_in_locale("vi", "vi").await? > 0,
        "the queue was not asked for in vi"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_language_that_cannot_be_loaded_leaves_the_portal_as_it_was_and_says_so() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    browser.open("/sign-in").await?;
    browser.heading("Sign in").await?;
    // From here on the network refuses the language catalogues.
    browser
        .eval(
            "const fetch = window.fetch.bind(window);\
             window.fetch = (r, o) => String((r && r.url) || r).includes('/catalogs/')\
               ? Promise.reject(new TypeError('offline')) : fetch(r, o);",
        )
        .await?;
    browser.select("Display language", "日本語").await?;
    browser
        .see("日本語 could not be loaded, so the portal stays in the language it was in. Try again later.")
        .await?;
    browser.heading("Sign in").await?;
    let shown = browser
        .eval("return document.getElementById('locale-select').value")
        .await?;
    ensure!(shown == "en", "the language menu shows {shown}");
    let lang = browser.eval("return document.documentElement.lang").await?;
    ensure!(lang == "en", "html lang: {lang}");
    browser.quit().await
}

/// The decimal mark of a cell such as "1.234,50 USD" (an amount with two decimals and a code).
fn decimal_mark(cell: &str) -> Option<&str> {
    let (number, code) = cell.rsplit_once(' ')?;
    let is_code = code.len() == 3 && code.chars().all(|c| c.is_ascii_uppercase());
    let mark = number.get(number.len().checked_sub(3)?..number.len() - 2)?;
    let decimals = &number[number.len() - 2..];
    let is_mark = mark == "," || mark == ".";
    (is_code && is_mark && decimals.chars().all(|c| c.is_ascii_digit())).then_some(mark)
}

/// The names of the record view's rows on the page shown.
async fn record_names(browser: &Browser) -> Result<Vec<String>> {
    browser.wait_for_css("dl.record dt").await?;
    let names = browser
        .eval("return Array.from(document.querySelectorAll('dt.record__name')).map(e => e.textContent.trim());")
        .await?;
    Ok(names
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|n| n.as_str().map(str::to_owned))
        .collect())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn record_pages_name_their_fields_in_the_chosen_language() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    portal_e2e::flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.select("Display language", "日本語").await?;
    browser.see("概要").await?;

    // The service workspace sees every recharge.
    let recharge = format!(
        "/w/{INSTITUTION_PORTAL_OPS}/recharges/{}",
        recharge_biz_id(1)
    );
    let export = format!("/w/{INSTITUTION_ACME}/exports/{EXPORT_ACME_READY}");
    let channel = format!("/w/{INSTITUTION_ACME}/notification-channels/{NOTIFICATION_CHANNEL_OPS}");
    for page in [recharge, export, channel] {
        browser.open(&page).await?;
        let names = record_names(&browser).await?;
        // No field keeps its English name: every name the portal knows is translated.
        let english: Vec<&String> = names
            .iter()
            .filter(|n| n.chars().filter(char::is_ascii_lowercase).count() >= 3)
            .collect();
        ensure!(
            !names.is_empty() && english.is_empty(),
            "{page} names fields in English: {english:?} of {names:?}"
        );
        ensure!(
            names.iter().any(|n| n == "業務 ID") && names.iter().any(|n| n == "作成日時"),
            "{page}: {names:?}"
        );
    }
    // A code the portal knows is a value named too: the export's type.
    browser
        .open(&format!(
            "/w/{INSTITUTION_ACME}/exports/{EXPORT_ACME_READY}"
        ))
        .await?;
    browser.see("業務 ID").await?;
    let values = browser
        .eval("return [...document.querySelectorAll('main .record__value')].map(v => v.innerText)")
        .await?;
    let values: Vec<String> = serde_json::from_value(values)?;
    ensure!(
        values.iter().any(|v| v == "振替") && !values.iter().any(|v| v == "TRANSFERS"),
        "the export type by name: {values:?}"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn vietnamese_writes_fee_rates_with_its_own_decimal_mark() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    portal_e2e::flows::sign_in_with_totp(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
    browser.select("Display language", "Tiếng Việt").await?;
    browser.see("Tổng quan").await?;
    browser
        .open(&format!("/w/{INSTITUTION_ACME}/recharge-channels"))
        .await?;
    let rows = browser
        .wait_for_rows("Kênh nạp tiền", |rows| !rows.is_empty())
        .await?;
    // A fee rate is written in percent ("0.25%" in English): in Vietnamese "0,25%", with the
    // decimal comma of the amounts beside it.
    let percent = |mark: char| {
        move |c: &&String| {
            c.strip_suffix('%').is_some_and(|number| {
                number.contains(mark) && number.chars().all(|d| d.is_ascii_digit() || d == mark)
            })
        }
    };
    let dotted: Vec<&String> = rows.iter().flatten().filter(percent('.')).collect();
    ensure!(
        dotted.is_empty() && rows.iter().flatten().any(|c| percent(',')(&c)),
        "rates not written 0,25%: {dotted:?} in {rows:?}"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn vietnamese_types_a_fee_rate_with_its_own_decimal_mark() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    // Platform configuration is written in the service portal.
    let browser = Browser::launch(&sandbox.service_url()).await?;
    portal_e2e::flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.select("Display language", "Tiếng Việt").await?;
    browser.see("Tổng quan").await?;
    let base = browser.path().await?;
    let base = base.split('/').take(3).collect::<Vec<_>>().join("/");
    browser.open(&format!("{base}/exchange-fees")).await?;
    let rows = browser
        .wait_for_rows("Phí đổi tiền", |rows| !rows.is_empty())
        .await?;
    browser.click("Sửa phí đổi tiền xfe_000001").await?;
    // The form shows the percentage as the table beside it writes it, to be typed the same
    // way.
    let shown = browser.value_of("Tỷ lệ phí (%)").await?;
    ensure!(
        format!("{shown}%") == rows[0][3],
        "the form holds {shown:?}, the row {:?}",
        rows[0][3]
    );
    // A point before three digits sets off thousands in Vietnamese, or is a pasted decimal
    // mark: the portal asks rather than guess a rate a thousand times off.
    browser.fill("Tỷ lệ phí (%)", "25.400").await?;
    browser.click_in_dialog("Lưu").await?;
    let refused = browser.field_error("Tỷ lệ phí (%)").await?;
    ensure!(
        refused.contains("25400") && refused.contains("25,400"),
        "the refusal reads {refused:?}"
    );
    ensure!(sandbox.served("POST", paths::EXCHANGE_FEE_UPDATE).await? == 0);
    browser.fill("Tỷ lệ phí (%)", "0,6").await?;
    browser.click_in_dialog("Lưu").await?;
    browser.see("Đã lưu phí đổi tiền xfe_000001.").await?;
    browser
        .wait_for_rows("Phí đổi tiền", |rows| rows[0][3] == "0,6%")
        .await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_record_page_writes_its_decimals_with_the_locales_mark() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    portal_e2e::flows::sign_in_with_totp(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
    browser.select("Display language", "Tiếng Việt").await?;
    browser.see("Tổng quan").await?;
    browser
        .open(&format!(
            "/w/{INSTITUTION_ACME}/recharge-channels/{RECHARGE_CHANNEL_SEPA_EUR}"
        ))
        .await?;
    let rate = browser.record_value("Tỷ lệ phí của kênh").await?;
    ensure!(rate == "0,25%", "the channel's fee rate reads {rate:?}");
    browser.quit().await
}

/// The number the recharge queue's count line starts with, as written.
async fn queue_count(browser: &Browser) -> Result<String> {
    let text = browser
        .eval("return document.querySelector('.queue__count').textContent")
        .await?;
    let text = text.as_str().unwrap_or_default();
    Ok(text
        .split_whitespace()
        .next()
        .unwrap_or_default()
        .to_owned())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn counts_are_grouped_the_locales_way() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    portal_e2e::flows::open_recharge_queue(&browser).await?;
    // Thousands of recharges: "3,012 recharges", in Vietnamese "3.012 lệnh nạp tiền".
    let english = queue_count(&browser).await?;
    ensure!(
        english.len() > 4 && english.chars().nth(english.len() - 4) == Some(','),
        "the queue's count reads {english:?}"
    );
    browser.select("Display language", "Tiếng Việt").await?;
    browser.see("Tổng quan").await?;
    let vietnamese = queue_count(&browser).await?;
    ensure!(
        vietnamese == english.replace(',', "."),
        "in Vietnamese the count reads {vietnamese:?}"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn currencies_and_countries_are_named_in_the_chosen_language() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    portal_e2e::flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Wallet currencies").await?;
    browser.heading("Wallet currencies").await?;
    browser.select("Display language", "日本語").await?;
    browser.heading("ウォレット通貨").await?;

    // A currency is picked and listed by its Japanese name, beside its code.
    browser.select("通貨で絞り込み", "USD — 米ドル").await?;
    let rows = browser
        .wait_for_rows("ウォレット通貨", |rows| {
            !rows.is_empty() && rows.iter().all(|r| r[1] == "USD — 米ドル")
        })
        .await?;
    ensure!(rows.len() == 4, "one row per wallet type: {rows:?}");

    // A country is found by either name and reads in Japanese.
    browser
        .open(&format!("/w/{INSTITUTION_PORTAL_OPS}/institutions/own"))
        .await?;
    browser.heading("機関の編集").await?;
    browser.fill("国・地域", "シンガ").await?;
    browser.click("シンガポール (SG, +65)").await?;
    browser.see("選択中: シンガポール (SG, +65)").await?;
    browser.fill("国・地域", "Japan").await?;
    browser.click("日本 (JP, +81)").await?;
    browser.see("選択中: 日本 (JP, +81)").await?;

    // A search being typed stays when the choices are named anew in another language.
    browser.fill("国・地域", "Germ").await?;
    browser.select("表示言語", "English").await?;
    browser.heading("Edit institution").await?;
    browser.see("Germany (DE, +49)").await?;
    let typed = browser.value_of("Country").await?;
    ensure!(
        typed == "Germ",
        "country box after switching language: {typed:?}"
    );
    browser.select("Display language", "日本語").await?;

    // The profile names the account's country (stored as SG) the same way.
    browser
        .open(&format!("/w/{INSTITUTION_PORTAL_OPS}/profile"))
        .await?;
    browser.heading("プロフィール").await?;
    browser.see("シンガポール (SG)").await?;
    browser.quit().await
}
