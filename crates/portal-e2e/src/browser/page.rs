//! Navigating the portal, reading where the browser is, running scripts and taking screenshots.

use anyhow::{ensure, Result};

use super::launch::Browser;
use crate::eventually;

impl Browser {
    /// Opens a path of the portal. Unless launched unwaiting, it returns once the app has
    /// taken over the sign-in drawn into the page, so that a field found is the app's.
    pub async fn open(&self, path: &str) -> Result<()> {
        self.driver.goto(format!("{}{path}", self.base_url)).await?;
        self.until_app_took_over().await
    }

    /// Loads the page again, as [`Browser::open`] opens one.
    pub async fn reload(&self) -> Result<()> {
        self.driver.refresh().await?;
        self.until_app_took_over().await
    }

    /// Remembers `tag` as this device's language, as the app does when one is chosen: the
    /// next page load speaks it (a page of the portal must be open).
    pub async fn remember_language(&self, tag: &str) -> Result<()> {
        self.driver
            .execute(
                "localStorage.setItem('portal.locale', arguments[0])",
                vec![tag.into()],
            )
            .await?;
        Ok(())
    }

    async fn until_app_took_over(&self) -> Result<()> {
        if !self.waits_for_load {
            return Ok(());
        }
        let drawn = eventually(
            async || {
                let view = self
                    .eval("return document.getElementById('first-view') !== null")
                    .await?;
                Ok(view.as_bool() == Some(true))
            },
            |drawn| !drawn,
        )
        .await?;
        ensure!(!drawn, "the app never took over the page's first view");
        Ok(())
    }

    /// The in-app path (and query) the browser shows now: the address's path without the
    /// base URL's own path (`/portal` when the portal is served under a sub-path).
    pub async fn path(&self) -> Result<String> {
        let url = self.driver.current_url().await?;
        let query = url.query().map(|q| format!("?{q}")).unwrap_or_default();
        let folder = self
            .base_url
            .split_once("://")
            .and_then(|(_, rest)| rest.find('/').map(|i| &rest[i..]))
            .unwrap_or_default()
            .trim_end_matches('/');
        let path = url.path();
        let path = path
            .strip_prefix(folder)
            .filter(|rest| rest.starts_with('/'))
            .unwrap_or(path);
        Ok(format!("{path}{query}"))
    }

    /// The full address the browser shows now.
    pub async fn address(&self) -> Result<String> {
        Ok(self.driver.current_url().await?.to_string())
    }

    /// Waits until the path starts with `prefix`.
    pub async fn wait_for_path(&self, prefix: &str) -> Result<String> {
        let path = eventually(async || self.path().await, |path| path.starts_with(prefix)).await?;
        ensure!(
            path.starts_with(prefix),
            "expected a path starting {prefix}, still at {path}"
        );
        Ok(path)
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
