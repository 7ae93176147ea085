//! The portal's own performance marks and measures, awaited inside the page.

use anyhow::{Context, Result};

use super::launch::Browser;

/// Answers once the page holds `count` entries named `name`: a measure's duration or a mark's
/// time, in ms. A `PerformanceObserver` wakes it, so nothing polls the page meanwhile.
const AWAIT_ENTRIES: &str = r#"
const [name, count, done] = arguments;
const entries = () => performance.getEntriesByName(name);
const answer = () => entries().map(e => e.entryType === 'measure' ? e.duration : e.startTime);
if (entries().length >= count) return done(answer());
const observer = new PerformanceObserver(() => {
  if (entries().length >= count) {
    observer.disconnect();
    done(answer());
  }
});
observer.observe({ entryTypes: ['mark', 'measure'] });
"#;

impl Browser {
    /// Waits until the page holds at least `count` performance entries named `name` and
    /// returns them all (a measure's duration or a mark's time, in ms). One script waits in
    /// the page: polling it from WebDriver would run WebDriver's own scripts, with their
    /// style and layout, on the page's main thread during what is being measured.
    pub async fn performance_entries(&self, name: &str, count: usize) -> Result<Vec<f64>> {
        let answer = self
            .driver
            .execute_async(AWAIT_ENTRIES, vec![name.into(), count.into()])
            .await
            .with_context(|| format!("no {count} performance entries named {name}"))?;
        answer
            .json()
            .as_array()
            .with_context(|| format!("no performance entries named {name}"))?
            .iter()
            .map(|value| value.as_f64().context("an entry without a time"))
            .collect()
    }
}

impl Browser {
    /// Waits until every area in the side navigation has its code in this page: in a split
    /// build, once the chunks were fetched ahead (the portal's `areas-fetched` mark). A test
    /// that takes the network away from a signed-in page waits for it first, as a person's tab
    /// has long fetched them by then.
    pub async fn until_areas_fetched(&self) -> Result<()> {
        self.performance_entries("areas-fetched", 1).await?;
        Ok(())
    }
}
