//! Navigation between areas: a click on a side-navigation link to the new area drawn, and to its
//! first data shown.

use anyhow::{Context, Result};
use portal_e2e::Browser;
use portal_sandbox::demo::INSTITUTION_PORTAL_OPS;

/// Target median for a navigation.
pub const TARGET_NAVIGATION_MS: f64 = 50.0;
/// Rounds through every link of the side navigation.
const ROUNDS: usize = 3;

/// Clicks link `arguments[0]` of the side navigation and answers, in ms from the click, when the
/// page's heading changed ("drawn") and when no loading state is left in it ("settled").
const NAVIGATE: &str = r#"
const [index, done] = arguments;
const link = document.querySelectorAll('nav a.side-nav__link')[index];
const heading = () => { const h = document.querySelector('main h1'); return h ? h.textContent : null; };
const before = heading();
const start = performance.now();
let drawn = null;
const check = () => {
  if (drawn === null && heading() !== null && heading() !== before) drawn = performance.now() - start;
  if (drawn !== null && !document.querySelector('main .loading-state')) {
    observer.disconnect();
    done([drawn, performance.now() - start]);
  }
};
const observer = new MutationObserver(check);
observer.observe(document.body, { subtree: true, childList: true, characterData: true });
link.click();
check();
"#;

/// One sample per click: (drawn, settled) in ms.
pub async fn between_areas(browser: &Browser) -> Result<Vec<(f64, f64)>> {
    browser
        .open(&format!("/w/{INSTITUTION_PORTAL_OPS}"))
        .await?;
    browser.see("Recharges").await?;
    let links = browser
        .eval("return document.querySelectorAll('nav a.side-nav__link').length")
        .await?
        .as_u64()
        .context("no side navigation")?;
    let mut samples = Vec::new();
    for _ in 0..ROUNDS {
        // From the last link to the first, so every click leaves another area.
        for index in (0..links).rev() {
            let answer = browser
                .driver
                .execute_async(NAVIGATE, vec![serde_json::json!(index)])
                .await?;
            let pair = answer.json().as_array().context("no timing")?.clone();
            let drawn = pair
                .first()
                .and_then(|v| v.as_f64())
                .context("no drawn time")?;
            let settled = pair
                .get(1)
                .and_then(|v| v.as_f64())
                .context("no settled time")?;
            samples.push((drawn, settled));
        }
    }
    Ok(samples)
}
