//! The benchmark: bundle size, cold load to an interactive sign-in form (beside a static form
//! as the browser's floor), secure-channel sign-in timing, navigation between areas, the
//! recharge queue's page change, a batch decision of 1,000 recharges, the upload and download
//! of a 10 MB file, opening a notification channel to its form editable, the permission
//! tree's drawing and filter, a list read whole (10,000 rows) and searched, and the sandbox under
//! concurrent load.

mod cdn;
mod channels;
mod deploy;
mod files;
mod floor;
mod lists;
mod load;
mod navigation;
mod networks;
mod queue;
mod roles;
mod sizes;

use anyhow::Result;
use portal_e2e::measure::median;
use portal_e2e::sandbox::dist_dir;
use portal_e2e::{flows, Browser, Sandbox};
use portal_sandbox::demo::{OPS_EMAIL, OPS_PASSWORD};

const COLD_LOADS: usize = 10;
const SIGN_INS: usize = 10;
/// Cold loads per emulated network: a slow-4G load takes seconds.
const NETWORK_RUNS: usize = 5;
const TARGET_COLD_LOAD_MS: f64 = 150.0;
const TARGET_PORTAL_COLD_LOAD_MS: f64 = 200.0;

/// Milliseconds from navigation to the `signin-ready` mark in a fresh profile: nothing cached.
async fn cold_load(base_url: &str) -> Result<f64> {
    let browser = Browser::launch(base_url).await?;
    browser.open("/sign-in").await?;
    let ready = browser.performance_entries("signin-ready", 1).await?;
    browser.heading("Sign in").await?;
    browser.quit().await?;
    Ok(ready[0])
}

/// Cold loads of the portal, each followed by one of a static HTML form (the browser's own
/// floor on this machine), so both see the same moments of a shared machine.
async fn cold_loads(sandbox: &Sandbox) -> Result<(Vec<f64>, Vec<f64>)> {
    let floor_url = floor::serve_page().await?;
    let mut portal = Vec::new();
    let mut floor = Vec::new();
    for _ in 0..COLD_LOADS {
        portal.push(cold_load(sandbox.url()).await?);
        floor.push(cold_load(&floor_url).await?);
    }
    Ok((portal, floor))
}

async fn sign_in_timings(sandbox: &Sandbox) -> Result<Vec<f64>> {
    let browser = Browser::launch(sandbox.url()).await?;
    let mut samples = Vec::new();
    for _ in 0..SIGN_INS {
        // A new page load each time, so each sample includes a new handshake.
        flows::enter_credentials(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
        let initiate = browser.performance_entries("login-initiate", 1).await?;
        browser.field("Authenticator app").await?;
        samples.push(initiate[0]);
    }
    browser.quit().await?;
    Ok(samples)
}

fn verdict(value: f64, target: f64) -> &'static str {
    if value <= target {
        "within target"
    } else {
        "OVER TARGET"
    }
}

#[tokio::main]
async fn main() -> Result<()> {
    let sizes = sizes::print()?;
    let over: Vec<String> = sizes
        .areas
        .iter()
        .filter(|(_, kb)| *kb > sizes::BUDGET_AREA_KB)
        .map(|(name, kb)| format!("{name} {kb:.1} KB"))
        .collect();
    // The main module's budget holds for the app split by area; a single wasm (PORTAL_SPLIT=0)
    // is all of it, within the whole download's budget.
    let split = !sizes.areas.is_empty();
    println!(
        "  budgets: main module at most {} KB ({}), each area's chunk at most {} KB ({}), \
         everything at most {} KB ({})\n",
        sizes::BUDGET_MAIN_KB,
        if split {
            verdict(sizes.main, sizes::BUDGET_MAIN_KB)
        } else {
            "not split: not checked"
        },
        sizes::BUDGET_AREA_KB,
        if over.is_empty() {
            "within target".to_owned()
        } else {
            format!("OVER TARGET: {}", over.join(", "))
        },
        sizes::BUDGET_TOTAL_KB,
        verdict(sizes.total, sizes::BUDGET_TOTAL_KB)
    );
    // Over budget, the other figures are still measured; the benchmark fails at the end.
    let within_size = || {
        anyhow::ensure!(
            sizes.total <= sizes::BUDGET_TOTAL_KB,
            "the download is {:.1} KB brotli, over its {} KB budget",
            sizes.total,
            sizes::BUDGET_TOTAL_KB
        );
        anyhow::ensure!(
            !split || sizes.main <= sizes::BUDGET_MAIN_KB,
            "the main module is {:.1} KB brotli, over its {} KB budget",
            sizes.main,
            sizes::BUDGET_MAIN_KB
        );
        anyhow::ensure!(
            over.is_empty(),
            "area chunks over {} KB: {}",
            sizes::BUDGET_AREA_KB,
            over.join(", ")
        );
        Ok(())
    };

    let sandbox = Sandbox::start().await?;
    let cdn = cdn::serve(&dist_dir()?, Some(sandbox.url())).await?;
    networks::report(&cdn, NETWORK_RUNS).await?;
    println!();
    after_deploy(&cdn).await?;
    // `scripts/bench.sh --networks`: the size and the loads under emulated networks only.
    if std::env::args().any(|arg| arg == "--networks") {
        return within_size();
    }

    let (loads, floor) = cold_loads(&sandbox).await?;
    let load = median(&loads);
    println!("Cold load to an interactive sign-in form (headless Chromium, {COLD_LOADS} runs)");
    println!(
        "  median {load:.1} ms, min {:.1} ms, max {:.1} ms",
        min(&loads),
        max(&loads)
    );
    println!(
        "  target: at most {TARGET_COLD_LOAD_MS} ms for sign-in ({}), {TARGET_PORTAL_COLD_LOAD_MS} ms for the portal ({})",
        verdict(load, TARGET_COLD_LOAD_MS),
        verdict(load, TARGET_PORTAL_COLD_LOAD_MS)
    );
    println!("  the browser's floor here, in alternate runs: a static HTML sign-in form, its only script the mark");
    println!(
        "  median {:.1} ms, min {:.1} ms, max {:.1} ms (the portal's median is {:.1} ms above it)\n",
        median(&floor),
        min(&floor),
        max(&floor),
        load - median(&floor)
    );

    let sign_ins = sign_in_timings(&sandbox).await?;
    println!(
        "Secure-channel handshake + encrypted login initiate, in the browser ({SIGN_INS} runs)"
    );
    println!(
        "  median {:.1} ms, min {:.1} ms, max {:.1} ms",
        median(&sign_ins),
        min(&sign_ins),
        max(&sign_ins)
    );

    let browser = queue::signed_in(&sandbox).await?;
    let navigations = navigation::between_areas(&browser).await?;
    let drawn: Vec<f64> = navigations.iter().map(|(d, _)| *d).collect();
    let settled: Vec<f64> = navigations.iter().map(|(_, s)| *s).collect();
    println!(
        "\nNavigation between areas: click in the side navigation to the area drawn ({} clicks)",
        drawn.len()
    );
    report(&drawn, navigation::TARGET_NAVIGATION_MS);
    println!("  to its data shown (no loading state left):");
    println!(
        "  median {:.1} ms, min {:.1} ms, max {:.1} ms",
        median(&settled),
        min(&settled),
        max(&settled)
    );

    let pages = queue::page_changes(&browser).await?;
    println!(
        "\nRecharge queue: click on Next page to the next page drawn ({} runs)",
        pages.len()
    );
    report(&pages, queue::TARGET_PAGE_MS);

    let batch = queue::batch_of_1000(&browser).await?;
    println!("\nBatch-confirm 1,000 selected recharges, to the per-item report drawn");
    println!("  {batch:.1} ms");
    println!(
        "  target: at most {} ms ({})",
        queue::TARGET_BATCH_MS,
        verdict(batch, queue::TARGET_BATCH_MS)
    );

    let transfer = files::round_trip_10mb(&browser).await?;
    println!("\nA 10 MB file through the portal (click to done, including WebDriver polling)");
    println!("  upload   {:.1} MB/s", transfer.upload);
    println!("  download {:.1} MB/s", transfer.download);

    let opens = channels::open_to_editable(&browser).await?;
    println!(
        "\nNotification channel: opened by its identifier to its form editable ({} opens)",
        opens.len()
    );
    println!(
        "  median {:.1} ms, min {:.1} ms, max {:.1} ms",
        median(&opens),
        min(&opens),
        max(&opens)
    );

    let (tree, render) = roles::tree_draws(&browser).await?;
    println!(
        "\nPermission tree of a role: request to tree drawn ({} page loads)",
        tree.len()
    );
    println!(
        "  median {:.1} ms, min {:.1} ms, max {:.1} ms",
        median(&tree),
        min(&tree),
        max(&tree)
    );
    println!("  of which drawing, once the tree arrived:");
    println!(
        "  median {:.1} ms, min {:.1} ms, max {:.1} ms",
        median(&render),
        min(&render),
        max(&render)
    );
    let keystrokes = roles::filter_keystrokes(&browser).await?;
    println!(
        "\nPermission tree filter: one keystroke to the tree filtered and drawn ({} keystrokes)",
        keystrokes.len()
    );
    report(&keystrokes, roles::TARGET_FILTER_MS);

    lists::seed(&sandbox).await?;
    let reads = lists::reads(&browser, 3).await?;
    println!(
        "\nA list read whole: 10,000 transfer orders page by page (100 a page) from the sandbox ({} loads)",
        reads.len()
    );
    let read = median(&reads);
    println!(
        "  median {read:.1} ms ({:.0} rows per second), min {:.1} ms, max {:.1} ms",
        lists::ROWS / read * 1000.0,
        min(&reads),
        max(&reads)
    );
    let searches = lists::search_keystrokes(&browser).await?;
    browser.quit().await?;
    println!(
        "\nSearch over 10,000 rows read: one keystroke to the rows found and drawn ({} keystrokes)",
        searches.len()
    );
    let search = median(&searches);
    println!(
        "  median {search:.1} ms, min {:.1} ms, max {:.1} ms",
        min(&searches),
        max(&searches)
    );
    println!(
        "  budget: at most {} ms per keystroke, median ({})",
        lists::BUDGET_SEARCH_MS,
        verdict(search, lists::BUDGET_SEARCH_MS)
    );
    anyhow::ensure!(
        search <= lists::BUDGET_SEARCH_MS,
        "a search keystroke over 10,000 rows takes {search:.1} ms (median), over its {} ms budget",
        lists::BUDGET_SEARCH_MS
    );

    load::print().await?;
    within_size()
}

/// The signed-in reload after a deploy and the first visits to areas, printed.
async fn after_deploy(cdn: &str) -> Result<()> {
    let measured = deploy::measure(cdn, NETWORK_RUNS).await?;
    println!(
        "Signed-in reload of the recharge queue until its rows are back, served as a CDN serves it, medians of {NETWORK_RUNS} runs"
    );
    println!(
        "  {:<38} {:>16} {:>16}",
        "network", "after a deploy", "cache kept"
    );
    for (network, emptied, kept) in &measured.reloads {
        println!("  {network:<38} {emptied:>13.0} ms {kept:>13.0} ms");
    }
    let after = |network: &portal_e2e::Network| {
        measured
            .reloads
            .iter()
            .find(|(name, _, _)| *name == network.name)
            .map_or(f64::NAN, |(_, emptied, _)| *emptied)
    };
    println!(
        "  targets after a deploy: slow 4G at most {} ms ({}), fast 4G at most {} ms ({})",
        deploy::TARGET_RELOAD_SLOW_MS,
        verdict(after(networks::SLOW_4G), deploy::TARGET_RELOAD_SLOW_MS),
        deploy::TARGET_RELOAD_FAST_MS,
        verdict(after(networks::FAST_4G), deploy::TARGET_RELOAD_FAST_MS)
    );
    println!(
        "\nFirst visit to an area whose chunk was not fetched ahead, fast 4G: click to the area drawn ({} areas)",
        measured.first_visits.len()
    );
    report(&measured.first_visits, deploy::TARGET_FIRST_VISIT_MS);
    println!();
    Ok(())
}

fn report(samples: &[f64], target: f64) {
    let m = median(samples);
    println!(
        "  median {m:.1} ms, min {:.1} ms, max {:.1} ms",
        min(samples),
        max(samples)
    );
    println!("  target: at most {target} ms ({})", verdict(m, target));
}

fn min(samples: &[f64]) -> f64 {
    samples.iter().copied().fold(f64::INFINITY, f64::min)
}

fn max(samples: &[f64]) -> f64 {
    samples.iter().copied().fold(f64::NEG_INFINITY, f64::max)
}
