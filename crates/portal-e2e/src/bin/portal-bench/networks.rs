//! Cold loads of the sign-in page under emulated networks (unthrottled, fast 4G, slow 4G),
//! the release build served as a CDN serves it: first paint, the sign-in field usable, and the
//! app ready to send.

use anyhow::{Context, Result};
use portal_e2e::measure::median;
use portal_e2e::{Browser, Network};

pub const NETWORKS: [Network; 3] = [
    Network {
        name: "unthrottled",
        speed: None,
        rtt_ms: 0.0,
    },
    Network {
        name: "fast 4G (9 Mbps down, 60 ms RTT)",
        speed: Some((9_000.0, 1_500.0)),
        rtt_ms: 60.0,
    },
    Network {
        name: "slow 4G (1.6 Mbps down, 150 ms RTT)",
        speed: Some((1_600.0, 750.0)),
        rtt_ms: 150.0,
    },
];

/// Marks `field-usable` once the sign-in's email field exists, enabled, and has been painted:
/// installed before any of the page's own script, so it sees the field whether the HTML or the
/// app drew it.
const WATCH_FIELD: &str = r#"(() => {
  const usable = () => {
    const field = document.querySelector('input[type=email]');
    if (!field || field.disabled) return false;
    requestAnimationFrame(() => setTimeout(() => performance.mark('field-usable')));
    return true;
  };
  const observer = new MutationObserver(() => { if (usable()) observer.disconnect(); });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})();"#;

/// The fast-4G and slow-4G profiles of `NETWORKS`, which the targets name.
pub const FAST_4G: &Network = &NETWORKS[1];
pub const SLOW_4G: &Network = &NETWORKS[2];

/// Slow-4G targets of a cold load: the first view's sign-in usable, the app ready.
pub const TARGET_SLOW_USABLE_MS: f64 = 800.0;
pub const TARGET_SLOW_READY_MS: f64 = 2200.0;

/// One cold load's moments, in ms from navigation.
pub struct Moments {
    pub first_paint: f64,
    pub field_usable: f64,
    pub app_ready: f64,
}

async fn emulate(browser: &Browser, network: &Network) -> Result<()> {
    browser.run_on_every_load(WATCH_FIELD).await?;
    browser.emulate_network(network).await
}

/// One cold load of `/sign-in` from `base_url` in a fresh profile under `network`.
pub async fn cold_load(base_url: &str, network: &Network) -> Result<Moments> {
    let browser = Browser::launch(base_url).await?;
    emulate(&browser, network).await?;
    browser.open("/sign-in").await?;
    let app_ready = browser.performance_entries("signin-ready", 1).await?[0];
    let field_usable = browser.performance_entries("field-usable", 1).await?[0];
    let first_paint = browser
        .eval("const p = performance.getEntriesByName('first-paint')[0]; return p ? p.startTime : null")
        .await?
        .as_f64()
        .context("no first paint")?;
    browser.quit().await?;
    Ok(Moments {
        first_paint,
        field_usable,
        app_ready,
    })
}

/// The medians of `runs` cold loads under each network, printed.
pub async fn report(base_url: &str, runs: usize) -> Result<()> {
    println!("Cold load of the sign-in page under emulated networks, served as a CDN serves it (brotli), medians of {runs} runs");
    println!(
        "  {:<38} {:>12} {:>14} {:>12}",
        "network", "first paint", "field usable", "app ready"
    );
    let mut slow = (f64::NAN, f64::NAN);
    for network in &NETWORKS {
        let mut moments = Vec::new();
        for _ in 0..runs {
            moments.push(cold_load(base_url, network).await?);
        }
        let of = |pick: fn(&Moments) -> f64| median(&moments.iter().map(pick).collect::<Vec<_>>());
        println!(
            "  {:<38} {:>9.0} ms {:>11.0} ms {:>9.0} ms",
            network.name,
            of(|m| m.first_paint),
            of(|m| m.field_usable),
            of(|m| m.app_ready)
        );
        if network.name == SLOW_4G.name {
            slow = (of(|m| m.field_usable), of(|m| m.app_ready));
        }
    }
    println!(
        "  targets on slow 4G: field usable at most {TARGET_SLOW_USABLE_MS} ms ({}), app ready at most {TARGET_SLOW_READY_MS} ms ({})",
        crate::verdict(slow.0, TARGET_SLOW_USABLE_MS),
        crate::verdict(slow.1, TARGET_SLOW_READY_MS)
    );
    Ok(())
}
