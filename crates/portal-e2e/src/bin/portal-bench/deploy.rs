//! After a deploy, under emulated networks, the build served as a CDN serves it: a signed-in
//! reload of the recharge queue with the HTTP cache emptied (the session kept) until its rows
//! are back, and the first visit to an area whose chunk was not fetched ahead, from the click
//! to the area drawn.

use anyhow::{Context, Result};
use portal_e2e::measure::median;
use portal_e2e::{flows, Browser};
use portal_sandbox::demo::{ADMIN_EMAIL, ADMIN_PASSWORD, INSTITUTION_PORTAL_OPS};
use serde_json::json;

use crate::networks::{FAST_4G, NETWORKS};

/// Targets for the reload after a deploy: slow 4G, fast 4G.
pub const TARGET_RELOAD_SLOW_MS: f64 = 2300.0;
pub const TARGET_RELOAD_FAST_MS: f64 = 600.0;
/// Target for a first visit to an area on fast 4G.
pub const TARGET_FIRST_VISIT_MS: f64 = 150.0;
/// The areas visited first, one sample each (their links' text in the side navigation).
const FIRST_VISITS: [&str; 5] = ["Roles", "Tariffs", "Accounts", "Exports", "Files"];

/// Marks `queue-rows` once the queue's table has rows and is not loading.
const WATCH_ROWS: &str = r#"(() => {
  const rows = () => document.querySelector('main table:not([aria-busy="true"]) tbody tr');
  const observer = new MutationObserver(() => {
    if (rows()) { observer.disconnect(); performance.mark('queue-rows'); }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})();"#;

/// Clicks the side navigation's link named `arguments[0]`; answers the ms from the click until
/// the page's heading is the new area's.
const FIRST_VISIT: &str = r#"
const [name, done] = arguments;
const link = [...document.querySelectorAll('nav a.side-nav__link')]
  .find(a => a.textContent.trim() === name);
const heading = () => { const h = document.querySelector('main h1'); return h ? h.textContent : null; };
const before = heading();
const start = performance.now();
const observer = new MutationObserver(() => {
  if (heading() !== null && heading() !== before) { observer.disconnect(); done(performance.now() - start); }
});
observer.observe(document.body, { subtree: true, childList: true, characterData: true });
link.click();
"#;

/// The chunks of a split build (`portal-split_<area>-<hash>.wasm`, `portal-shared-<hash>.bin`),
/// not the main module (`portal-<hash>_bg.wasm`).
const CHUNKS: [&str; 2] = ["*/portal-split_*.wasm", "*/portal-shared-*.bin"];

/// What was measured, medians in ms.
pub struct AfterDeploy {
    /// Per network: (reload with the cache emptied, ordinary reload).
    pub reloads: Vec<(&'static str, f64, f64)>,
    pub first_visits: Vec<f64>,
}

async fn reload_until_rows(browser: &Browser, empty_cache: bool) -> Result<f64> {
    if empty_cache {
        browser
            .dev_tools()
            .execute_cdp("Network.clearBrowserCache")
            .await?;
    }
    browser.reload().await?;
    Ok(browser.performance_entries("queue-rows", 1).await?[0])
}

/// Signs in at the CDN at `base_url` (the API behind it), then measures `runs` reloads of each
/// kind under each network, and the first visits on fast 4G.
pub async fn measure(base_url: &str, runs: usize) -> Result<AfterDeploy> {
    let browser = Browser::launch(base_url).await?;
    flows::sign_in_with_totp(&browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.run_on_every_load(WATCH_ROWS).await?;
    browser
        .open(&format!("/w/{INSTITUTION_PORTAL_OPS}/recharges"))
        .await?;
    browser.table_rows("Recharges").await?;
    let mut reloads = Vec::new();
    for network in &NETWORKS {
        browser.emulate_network(network).await?;
        let mut emptied = Vec::new();
        let mut kept = Vec::new();
        for _ in 0..runs {
            emptied.push(reload_until_rows(&browser, true).await?);
            kept.push(reload_until_rows(&browser, false).await?);
        }
        reloads.push((network.name, median(&emptied), median(&kept)));
    }
    let first_visits = first_visits(&browser).await?;
    browser.quit().await?;
    Ok(AfterDeploy {
        reloads,
        first_visits,
    })
}

/// On fast 4G, one first visit to each of `FIRST_VISITS` from the workspace home (drawn by
/// the main module), loaded with the cache emptied while every chunk was refused, so that none
/// was fetched ahead.
async fn first_visits(browser: &Browser) -> Result<Vec<f64>> {
    let tools = browser.dev_tools();
    let block = |urls: &[&str]| {
        tools.execute_cdp_with_params("Network.setBlockedURLs", json!({ "urls": urls }))
    };
    tools.execute_cdp("Network.enable").await?;
    tools.execute_cdp("Network.clearBrowserCache").await?;
    block(&CHUNKS).await?;
    browser.emulate_network(FAST_4G).await?;
    browser
        .open(&format!("/w/{INSTITUTION_PORTAL_OPS}"))
        .await?;
    // The fetch ahead has asked for every area's chunk in turn, each refused.
    browser.until_areas_fetched().await?;
    block(&[]).await?;
    let mut samples = Vec::new();
    for name in FIRST_VISITS {
        let answer = browser
            .driver
            .execute_async(FIRST_VISIT, vec![json!(name)])
            .await?;
        samples.push(answer.json().as_f64().context("no first-visit time")?);
    }
    Ok(samples)
}
