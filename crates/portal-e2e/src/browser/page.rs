//! Navigating the portal, reading where the browser is, running scripts and taking screenshots.

use std::time::Duration;

use anyhow::{anyhow, Result};

use super::launch::{Browser, PATIENCE};

impl Browser {
    /// Opens a path of the portal.
    pub async fn open(&self, path: &str) -> Result<()> {
        self.driver.goto(format!("{}{path}", self.base_url)).await?;
        Ok(())
    }

    /// The path (and query) the browser shows now.
    pub async fn path(&self) -> Result<String> {
        let url = self.driver.current_url().await?;
        let query = url.query().map(|q| format!("?{q}")).unwrap_or_default();
        Ok(format!("{}{query}", url.path()))
    }

    /// Waits until the path starts with `prefix`.
    pub async fn wait_for_path(&self, prefix: &str) -> Result<String> {
        let deadline = tokio::time::Instant::now() + PATIENCE;
        loop {
            let path = self.path().await?;
            if path.starts_with(prefix) {
                return Ok(path);
            }
            if tokio::time::Instant::now() > deadline {
                return Err(anyhow!(
                    "expected a path starting {prefix}, still at {path}"
                ));
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Runs a script in the page and returns its JSON result.
    pub async fn eval(&self, script: &str) -> Result<serde_json::Value> {
        Ok(self.driver.execute(script, vec![]).await?.json().clone())
    }

    /// Saves a screenshot under `target/e2e-screenshots/` (for looking at a failure).
    pub async fn screenshot(&self, name: &str) -> Result<std::path::PathBuf> {
        let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("../../target/e2e-screenshots");
        std::fs::create_dir_all(&dir)?;
        let path = dir.join(format!("{name}.png"));
        self.driver.screenshot(&path).await?;
        Ok(path)
    }
}
