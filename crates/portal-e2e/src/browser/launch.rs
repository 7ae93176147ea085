//! Starting and stopping a headless browser and its own WebDriver server: Chromium with
//! chromedriver, or Firefox ESR with geckodriver (see `firefox.rs`).

use std::process::Stdio;

use anyhow::{Context, Result};
use tempfile::TempDir;
use thirtyfour::prelude::*;
use thirtyfour::PageLoadStrategy;
use tokio::process::{Child, Command};

use super::driver_server::{free_port, patient_config, wait_until_ready};
use super::firefox::{self, Console};

/// The browser a test drives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engine {
    /// Headless Chromium through chromedriver: every test.
    Chromium,
    /// Headless Firefox ESR through geckodriver: the main journeys (`tests/firefox.rs`).
    Firefox,
}

/// A headless browser driven through its own WebDriver server (chromedriver or geckodriver).
pub struct Browser {
    /// The WebDriver session.
    pub driver: WebDriver,
    pub(super) base_url: String,
    pub(super) engine: Engine,
    /// Firefox's console, as it prints it (Chromium's is read from chromedriver instead).
    pub(super) console: Option<Console>,
    /// Whether opening a page waits for its load and for the app to take over.
    pub(super) waits_for_load: bool,
    chromedriver: Child,
    profile: TempDir,
}

/// Whether opening a page waits for its load and the app's takeover (see `Browser::open`).
fn waits_for_load(page_load: &PageLoadStrategy) -> bool {
    !matches!(page_load, PageLoadStrategy::None)
}

impl Browser {
    /// Starts `engine` with a fresh headless profile, pointed at `base_url`. Chromium starts
    /// as [`Browser::launch`] does; Firefox ESR also keeps its console, read with
    /// `console_log`.
    pub async fn launch_in(engine: Engine, base_url: &str) -> Result<Self> {
        match engine {
            Engine::Chromium => Self::launch(base_url).await,
            Engine::Firefox => Self::launch_firefox(base_url, PageLoadStrategy::Normal).await,
        }
    }

    /// Like [`Browser::launch_in`], but opening a page returns as soon as it is asked for,
    /// not at its load event: to act on a page whose files are still arriving. Chromium keeps
    /// its console too, as [`Browser::launch_logged`] does.
    pub async fn launch_unwaiting_in(engine: Engine, base_url: &str) -> Result<Self> {
        match engine {
            Engine::Chromium => {
                Self::launch_with(base_url, true, &[], PageLoadStrategy::None).await
            }
            Engine::Firefox => Self::launch_firefox(base_url, PageLoadStrategy::None).await,
        }
    }

    async fn launch_firefox(base_url: &str, page_load: PageLoadStrategy) -> Result<Self> {
        let waits_for_load = waits_for_load(&page_load);
        let profile = tempfile::tempdir()?;
        let (driver, geckodriver, console) = firefox::start(profile.path(), page_load).await?;
        Ok(Self {
            driver,
            base_url: base_url.trim_end_matches('/').to_owned(),
            engine: Engine::Firefox,
            console: Some(console),
            waits_for_load,
            chromedriver: geckodriver,
            profile,
        })
    }

    /// The browser this is.
    pub fn engine(&self) -> Engine {
        self.engine
    }

    /// Starts chromedriver and a fresh headless Chromium profile, pointed at `base_url`.
    pub async fn launch(base_url: &str) -> Result<Self> {
        Self::launch_with(base_url, false, &[], PageLoadStrategy::Normal).await
    }

    /// Like [`Browser::launch`], and chromedriver also keeps the console and the performance
    /// log (navigations, requests), read with `console_log` and `seen_urls`.
    pub async fn launch_logged(base_url: &str) -> Result<Self> {
        Self::launch_with(base_url, true, &[], PageLoadStrategy::Normal).await
    }

    /// Like [`Browser::launch_logged`], with extra Chromium command-line arguments, e.g.
    /// `--host-resolver-rules=MAP portal.internal 127.0.0.1` to reach the sandbox by a name
    /// (a page served over plain http from a name other than localhost is not a secure context).
    pub async fn launch_logged_with_args(base_url: &str, chromium_args: &[&str]) -> Result<Self> {
        Self::launch_with(base_url, true, chromium_args, PageLoadStrategy::Normal).await
    }

    async fn launch_with(
        base_url: &str,
        logged: bool,
        chromium_args: &[&str],
        page_load: PageLoadStrategy,
    ) -> Result<Self> {
        let port = free_port()?;
        let chromedriver = Command::new("chromedriver")
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .kill_on_drop(true)
            .spawn()
            .context("chromedriver not found: run scripts/install-tools.sh")?;
        let url = format!("http://127.0.0.1:{port}");
        wait_until_ready(&url).await?;
        let profile = tempfile::tempdir()?;
        let mut caps = DesiredCapabilities::chrome();
        caps.set_binary("/usr/bin/chromium")?;
        for arg in [
            "--headless=new",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--window-size=1280,900",
        ] {
            caps.add_arg(arg)?;
        }
        caps.add_arg(&format!("--user-data-dir={}", profile.path().display()))?;
        for arg in chromium_args {
            caps.add_arg(arg)?;
        }
        caps.set_page_load_strategy(page_load.clone())?;
        if logged {
            caps.set_base_capability(
                "goog:loggingPrefs",
                serde_json::json!({"browser": "ALL", "performance": "ALL"}),
            )?;
        }
        let driver = WebDriver::new_with_config(&url, caps, patient_config()?).await?;
        Ok(Self {
            driver,
            base_url: base_url.trim_end_matches('/').to_owned(),
            engine: Engine::Chromium,
            console: None,
            waits_for_load: waits_for_load(&page_load),
            chromedriver,
            profile,
        })
    }

    /// Ends the browser session and its WebDriver server.
    pub async fn quit(mut self) -> Result<()> {
        let result = self.driver.clone().quit().await;
        let _ = self.chromedriver.kill().await;
        result.map_err(Into::into)
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        // A failed test never reaches quit(); make sure its browser does not linger (both
        // are started with the profile's folder on their command line).
        let _ = std::process::Command::new("pkill")
            .arg("-f")
            .arg(self.profile.path().as_os_str())
            .status();
    }
}
