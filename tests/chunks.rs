//! The chunks of the app: a chunk that cannot be fetched leaves its area (or the palette, or a
//! dialog) saying so with Try again, and the rest of the portal working; Try again opens it once
//! it arrives. A tab opened before a deploy still opens its areas after it. A page opened at an
//! area fetches the area's chunk beside the main module, not after it; the chunks fetched ahead
//! (the areas', the decisions') wait for the page's reads.

use std::path::Path;
use std::time::Duration;

use anyhow::{ensure, Context, Result};
use portal_e2e::{eventually, flows, AppHold, Browser, Key, Sandbox};
use portal_sandbox::demo::*;

#[tokio::test]
async fn an_area_whose_chunk_failed_opens_with_try_again() -> Result<()> {
    let (_sandbox, hold, browser) = signed_in_without_chunks().await?;

    browser.click("Transfers").await?;
    browser
        .see("This page could not be loaded. Check the connection, then try again.")
        .await?;
    // The rest of the portal keeps working: the navigation still leads elsewhere.
    browser.click("Recharges").await?;
    browser
        .see("This page could not be loaded. Check the connection, then try again.")
        .await?;

    hold.refuse_chunks(false);
    browser.click("Try again").await?;
    browser.heading("Recharges").await?;
    browser.table_rows("Recharges").await?;
    browser.click("Transfers").await?;
    browser.heading("Transfers").await?;

    browser.quit().await?;
    Ok(())
}

#[tokio::test]
async fn a_palette_whose_chunk_failed_says_so_and_opens_with_try_again() -> Result<()> {
    let (_sandbox, hold, browser) = signed_in_without_chunks().await?;

    // On a phone, where a slow link is likeliest.
    browser.resize(390, 844).await?;
    browser.click("Go to…").await?;
    // The search box is there at once: what is typed waits for the choices, kept.
    browser.press("transfers").await?;
    browser
        .see("The search could not be loaded. Check the connection, then try again.")
        .await?;
    browser.screenshot("palette-not-loaded-phone").await?;
    hold.refuse_chunks(false);
    browser.click("Try again").await?;
    // The choices arrive for what was typed, and the focus is back in the search box.
    browser.wait_for_focus("Area or identifier").await?;
    browser.press(Key::Enter).await?;
    browser.heading("Transfers").await?;

    browser.quit().await?;
    Ok(())
}

/// An operator signed in at the workspace home while no chunk of the app can be fetched (until
/// `hold.refuse_chunks(false)`): none is there before its first use, not even one fetched ahead
/// while the browser was idle. The sandbox is kept for as long as the test runs.
async fn signed_in_without_chunks() -> Result<(Sandbox, AppHold, Browser)> {
    let sandbox = Sandbox::start().await?;
    let hold = AppHold::start(sandbox.url()).await?;
    hold.release();
    hold.refuse_chunks(true);
    let browser = Browser::launch(hold.url()).await?;
    flows::sign_in_with_totp(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
    browser
        .wait_for_path(&format!("/w/{INSTITUTION_ACME}"))
        .await?;
    Ok((sandbox, hold, browser))
}

/// The content hash in a built file's name (`portal-<12+ hex>…`), if any.
fn hash_in(name: &str) -> Option<&str> {
    name.split(['-', '_', '.'])
        .find(|part| part.len() >= 12 && part.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// Deploys "the next build" into the served `folder` as docs/deploy.md says: its hashed files
/// are laid beside the previous build's, which stay, and index.html is replaced last. The next
/// build is the same app under new names (every hash changed, every reference to one too).
/// Answers the renamed files, previous name to next.
fn deploy_next_build(folder: &Path) -> Result<Vec<(String, String)>> {
    let mut renamed = Vec::new();
    for entry in std::fs::read_dir(folder)? {
        let name = entry?.file_name().to_string_lossy().into_owned();
        if let Some(hash) = hash_in(&name) {
            let next: String = hash.chars().rev().collect();
            ensure!(next != hash, "{hash} reads the same backwards");
            renamed.push((name.clone(), name.replace(hash, &next)));
        }
    }
    let rename_in = |text: String| {
        renamed
            .iter()
            .fold(text, |text, (previous, next)| text.replace(previous, next))
    };
    for (previous, next) in &renamed {
        let bytes = std::fs::read(folder.join(previous))?;
        let bytes = match String::from_utf8(bytes) {
            Ok(text) if previous.ends_with(".js") => rename_in(text).into_bytes(),
            Ok(text) => text.into_bytes(),
            Err(binary) => binary.into_bytes(),
        };
        std::fs::write(folder.join(next), bytes)?;
    }
    let index = std::fs::read_to_string(folder.join("index.html"))?;
    std::fs::write(folder.join("index.html"), rename_in(index))?;
    Ok(renamed)
}

/// The names of the files the page has fetched since it was loaded.
async fn fetched(browser: &Browser) -> Result<Vec<String>> {
    let names = browser
        .eval("return performance.getEntriesByType('resource').map(e => e.name)")
        .await?;
    Ok(names
        .as_array()
        .context("no resource entries")?
        .iter()
        .filter_map(|name| name.as_str())
        .filter_map(|url| url.rsplit('/').next())
        .map(str::to_owned)
        .collect())
}

#[tokio::test]
async fn a_tab_opened_before_a_deploy_still_opens_its_areas() -> Result<()> {
    let portal = portal_e2e::sandbox::configured_portal(&[])?;
    let folder = portal.path().to_owned();
    let served = folder.clone();
    let sandbox = Sandbox::start_with(move |config| config.dist_dir = served).await?;
    let hold = AppHold::start(sandbox.url()).await?;
    hold.release();
    // Nothing is fetched ahead before the deploy: the tab opens every area after it.
    hold.refuse_chunks(true);
    let browser = Browser::launch(hold.url()).await?;
    flows::sign_in_with_totp(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
    browser.until_areas_fetched().await?;

    let renamed = deploy_next_build(&folder)?;
    let chunk_of = |area: &str, names: &[String]| {
        names
            .iter()
            .find(|name| name.starts_with(&format!("portal-split_{area}-")))
            .cloned()
    };
    let previous: Vec<String> = renamed.iter().map(|(p, _)| p.clone()).collect();
    let next: Vec<String> = renamed.iter().map(|(_, n)| n.clone()).collect();
    ensure!(
        chunk_of("transfers", &previous).is_some(),
        "the build has a transfers chunk: {previous:?}"
    );
    hold.refuse_chunks(false);

    // The tab keeps the build it opened with: its areas come from that build's files.
    browser.click("Transfers").await?;
    browser.heading("Transfers").await?;
    browser.click("Recharges").await?;
    browser.table_rows("Recharges").await?;
    let seen = fetched(&browser).await?;
    ensure!(
        seen.iter()
            .any(|name| Some(name) == chunk_of("transfers", &previous).as_ref()),
        "the previous build's transfers chunk: {seen:?}"
    );
    ensure!(
        !seen.iter().any(|name| next.contains(name)),
        "nothing of the next build before a reload: {seen:?}"
    );

    // Reloaded, the tab runs the next build.
    browser.reload().await?;
    browser.click("Transfers").await?;
    browser.heading("Transfers").await?;
    let seen = fetched(&browser).await?;
    ensure!(
        seen.iter()
            .any(|name| Some(name) == chunk_of("transfers", &next).as_ref()),
        "the next build's transfers chunk: {seen:?}"
    );
    browser.quit().await?;
    Ok(())
}

/// Marks `main-instantiated` when the page first asks the browser to instantiate wasm: the main
/// module, which the app's own chunk loads can only follow.
const WATCH_INSTANTIATE: &str = r#"(() => {
  const instantiate = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = function (...args) {
    if (!performance.getEntriesByName('main-instantiated').length) performance.mark('main-instantiated');
    return instantiate.apply(this, args);
  };
})();"#;

/// Fails unless each file named `prefix…suffix` was asked for before the main module was
/// instantiated (`WATCH_INSTANTIATE`).
async fn asked_before_main(browser: &Browser, files: &[(&str, &str)]) -> Result<()> {
    let main = browser.performance_entries("main-instantiated", 1).await?[0];
    for (prefix, suffix) in files {
        let asked = asked_for(browser, prefix, suffix).await?;
        ensure!(
            asked < main,
            "{prefix}…{suffix} is asked for ({asked} ms) before the main module is \
             instantiated ({main} ms)"
        );
    }
    Ok(())
}

/// When the file named `prefix…suffix` was asked for, in ms from the page's load.
async fn asked_for(browser: &Browser, prefix: &str, suffix: &str) -> Result<f64> {
    browser
        .eval(&format!(
            "const e = performance.getEntriesByType('resource').find(e => {{ \
               const n = e.name.split('/').pop(); \
               return n.startsWith({prefix:?}) && n.endsWith({suffix:?}); }}); \
             return e ? e.startTime : null"
        ))
        .await?
        .as_f64()
        .with_context(|| format!("no file {prefix}…{suffix} fetched"))
}

#[tokio::test]
async fn a_page_opened_at_an_area_fetches_its_chunk_beside_the_main_module() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    flows::sign_in_with_totp(&browser, OPS_EMAIL, OPS_PASSWORD).await?;
    browser.run_on_every_load(WATCH_INSTANTIATE).await?;
    browser
        .open(&format!("/w/{INSTITUTION_ACME}/transfers"))
        .await?;
    browser.heading("Transfers").await?;
    // Asked for by the page drawn, they would wait for the main module to be instantiated.
    asked_before_main(
        &browser,
        &[
            ("portal-split_transfers-", ".wasm"),
            ("portal-shared-", ".bin"),
        ],
    )
    .await?;
    browser.quit().await?;
    Ok(())
}

#[tokio::test]
async fn a_signed_out_page_in_a_chunk_of_its_own_fetches_it_beside_the_main_module() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    browser.run_on_every_load(WATCH_INSTANTIATE).await?;
    browser.open("/register").await?;
    browser.heading("Create an account").await?;
    asked_before_main(&browser, &[("portal-split_register-", ".wasm")]).await?;
    browser.quit().await?;
    Ok(())
}

#[tokio::test]
async fn a_decision_whose_dialog_did_not_load_says_so_in_the_dialog_and_opens_with_try_again(
) -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let hold = AppHold::start(sandbox.url()).await?;
    hold.release();
    // The queue's chunk comes; the decisions' dialogs, in a chunk of their own, do not.
    hold.refuse_chunk("recharge_decisions");
    let browser = Browser::launch(hold.url()).await?;
    let rows = flows::open_recharge_queue(&browser).await?;
    // The second column is the recharge's id (after the selection's box).
    let id = rows[0][1].clone();
    let not_loaded = "The decision form could not be loaded. Check the connection, then try again.";

    // The dialog opens as asked, titled for the decision, and says why it holds no form.
    browser.click(&format!("Confirm {id}")).await?;
    browser.heading("Confirm recharge").await?;
    browser.see(not_loaded).await?;
    browser.screenshot("decision-not-loaded").await?;
    browser.resize(390, 844).await?;
    browser.screenshot("decision-not-loaded-phone").await?;
    hold.refuse_chunks(false);
    browser.click_in_dialog("Try again").await?;
    browser.fill("Operator remark", "Statement matches").await?;
    browser.click_in_dialog("Cancel").await?;
    // The dialog that came in place of the message gives focus back to the row's button.
    browser.wait_for_focus(&format!("Confirm {id}")).await?;

    // The queue behind kept working, and the next decision's form is there at once.
    browser.click(&format!("Reject {id}")).await?;
    browser.heading("Reject recharge").await?;
    browser.fill("Operator remark", "No such payment").await?;
    browser.click_in_dialog("Reject").await?;
    browser.see("Recharge rejected").await?;
    ensure!(
        !browser.shows_now(not_loaded).await?,
        "the failure stays after the form came"
    );
    browser.quit().await?;
    Ok(())
}

/// The requests the page sent with `fetch`, each `[address, started, answered]` in ms.
const FETCHES: &str = "return performance.getEntriesByType('resource') \
    .filter(e => e.initiatorType === 'fetch') \
    .map(e => [e.name, e.startTime, e.responseEnd])";

#[tokio::test]
async fn chunks_fetched_ahead_wait_for_the_reads_of_the_page_being_opened() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    // Fetched ahead once; after the load below they come from the cache, which times them too.
    let (proxy, browser) = flows::admin_behind_faults(&sandbox).await?;
    proxy.slow_down(Duration::from_millis(700));
    browser
        .open(&format!("/w/{INSTITUTION_PORTAL_OPS}/roles"))
        .await?;
    browser.until_areas_fetched().await?;
    // A request's timing is there once it is answered.
    browser.table_rows("Roles").await?;
    proxy.slow_down(Duration::ZERO);

    no_chunk_fetched_while_a_read_waits(&browser).await?;
    browser.quit().await?;
    Ok(())
}

/// Fails when a chunk was fetched (from the network or the cache) while one of the app's
/// requests waited for its answer; or when the page fetched no chunk or sent no read.
async fn no_chunk_fetched_while_a_read_waits(browser: &Browser) -> Result<()> {
    let fetches = browser.eval(FETCHES).await?;
    let fetches: Vec<(String, f64, f64)> = serde_json::from_value(fetches)?;
    let is_chunk = |name: &str| {
        let file = name.rsplit('/').next().unwrap_or_default();
        file.starts_with("portal-split_") || file.starts_with("portal-shared-")
    };
    let (chunks, rest): (Vec<_>, Vec<_>) = fetches.iter().partition(|(name, ..)| is_chunk(name));
    let reads: Vec<_> = rest
        .into_iter()
        .filter(|(name, ..)| !name.ends_with(".json"))
        .collect();
    ensure!(
        chunks.len() > 10 && !reads.is_empty(),
        "the page fetched its reads and the chunks: {fetches:?}"
    );
    for (chunk, asked, _) in &chunks {
        for (read, sent, answered) in &reads {
            ensure!(
                !(sent < asked && asked < answered),
                "{chunk} was fetched at {asked} ms while {read} waited for its answer \
                 ({sent}–{answered} ms)"
            );
        }
    }
    Ok(())
}

#[tokio::test]
async fn the_decisions_chunk_waits_for_the_reads_of_a_recharges_page() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let (proxy, browser) = flows::admin_behind_faults(&sandbox).await?;
    browser
        .open(&format!("/w/{INSTITUTION_ACME}/recharges"))
        .await?;
    let rows = browser.table_rows("Recharges").await?;
    let id = flows::pending_recharge_ids(&rows)
        .into_iter()
        .next()
        .context("a pending recharge")?;
    // The recharge's page asks for the decisions' chunk as it opens, its record not yet read.
    proxy.slow_down(Duration::from_millis(700));
    browser
        .open(&format!("/w/{INSTITUTION_ACME}/recharges/{id}"))
        .await?;
    browser.until_areas_fetched().await?;
    browser.button("Confirm").await?;
    let decisions = "return performance.getEntriesByType('resource') \
        .some(e => e.name.includes('portal-split_recharge_decisions-'))";
    let fetched = eventually(
        async || Ok(browser.eval(decisions).await? == true),
        |fetched| *fetched,
    )
    .await?;
    ensure!(fetched, "the decisions' chunk was not fetched");
    proxy.slow_down(Duration::ZERO);
    no_chunk_fetched_while_a_read_waits(&browser).await?;
    browser.quit().await?;
    Ok(())
}
