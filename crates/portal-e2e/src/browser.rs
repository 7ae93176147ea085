//! Headless Chromium over WebDriver, with helpers that find things the way a person does.

use std::net::TcpListener;
use std::process::Stdio;
use std::sync::Arc;
use std::time::Duration;

use anyhow::{anyhow, Context, Result};
use tempfile::TempDir;
use thirtyfour::common::config::WebDriverConfig;
use thirtyfour::extensions::query::ElementPollerWithTimeout;
use thirtyfour::prelude::*;
use tokio::process::{Child, Command};

/// How long a query waits for what a person would wait for.
pub const PATIENCE: Duration = Duration::from_secs(15);

/// A headless Chromium driven through its own chromedriver.
pub struct Browser {
    /// The WebDriver session.
    pub driver: WebDriver,
    base_url: String,
    chromedriver: Child,
    profile: TempDir,
}

fn free_port() -> Result<u16> {
    Ok(TcpListener::bind("127.0.0.1:0")?.local_addr()?.port())
}

/// Quotes text as an XPath string literal, whatever quotes it holds.
pub fn xpath_literal(text: &str) -> String {
    if !text.contains('\'') {
        return format!("'{text}'");
    }
    if !text.contains('"') {
        return format!("\"{text}\"");
    }
    let parts: Vec<String> = text.split('\'').map(|p| format!("'{p}'")).collect();
    format!("concat({})", parts.join(", \"'\", "))
}

impl Browser {
    /// Starts chromedriver and a fresh headless Chromium profile, pointed at `base_url`.
    pub async fn launch(base_url: &str) -> Result<Self> {
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
        let poller = Arc::new(ElementPollerWithTimeout::new(
            PATIENCE,
            Duration::from_millis(50),
        ));
        let config = WebDriverConfig::builder().poller(poller).build()?;
        let driver = WebDriver::new_with_config(&url, caps, config).await?;
        Ok(Self {
            driver,
            base_url: base_url.trim_end_matches('/').to_owned(),
            chromedriver,
            profile,
        })
    }

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

    /// The form control whose visible label reads `label`.
    pub async fn field(&self, label: &str) -> Result<WebElement> {
        let lit = xpath_literal(label);
        let by_for = format!(
            "//*[self::input or self::select or self::textarea][@id=//label[normalize-space(.)={lit}]/@for]"
        );
        let wrapped = format!(
            "//label[normalize-space(.)={lit}]//*[self::input or self::select or self::textarea]"
        );
        let aria = format!("//*[self::input or self::select or self::textarea][@aria-label={lit}]");
        self.driver
            .query(By::XPath(&by_for))
            .or(By::XPath(&wrapped))
            .or(By::XPath(&aria))
            .and_displayed()
            .first()
            .await
            .with_context(|| format!("no field labelled {label:?}"))
    }

    /// Types into the field labelled `label`, replacing what it held.
    pub async fn fill(&self, label: &str, text: &str) -> Result<()> {
        let field = self.field(label).await?;
        field.clear().await?;
        field.send_keys(text).await?;
        Ok(())
    }

    /// Chooses the option with visible text `option` in the select labelled `label`.
    pub async fn select(&self, label: &str, option: &str) -> Result<()> {
        let field = self.field(label).await?;
        let lit = xpath_literal(option);
        field
            .query(By::XPath(format!(".//option[normalize-space(.)={lit}]")))
            .first()
            .await
            .with_context(|| format!("no option {option:?} in {label:?}"))?
            .click()
            .await?;
        Ok(())
    }

    /// The button (or link styled as one) whose visible text or aria-label is `text`.
    pub async fn button(&self, text: &str) -> Result<WebElement> {
        let lit = xpath_literal(text);
        self.driver
            .query(By::XPath(format!(
                "//*[self::button or @role='button' or self::a][normalize-space(.)={lit} or @aria-label={lit}]"
            )))
            .and_displayed()
            .first()
            .await
            .with_context(|| format!("no button {text:?}"))
    }

    /// Clicks the button named `text` once it can be clicked.
    pub async fn click(&self, text: &str) -> Result<()> {
        let button = self.button(text).await?;
        button.wait_until().enabled().await?;
        button.click().await?;
        Ok(())
    }

    /// Opens the user menu in the header and chooses `text` from it.
    pub async fn click_menu_item(&self, text: &str) -> Result<()> {
        self.driver
            .query(By::XPath(
                "//header//button[@aria-haspopup='menu' or @aria-haspopup='true']",
            ))
            .and_displayed()
            .first()
            .await
            .context("no user menu in the header")?
            .click()
            .await?;
        let lit = xpath_literal(text);
        self.driver
            .query(By::XPath(format!(
                "//*[@role='menuitem'][normalize-space(.)={lit}]"
            )))
            .and_displayed()
            .first()
            .await
            .with_context(|| format!("no menu item {text:?}"))?
            .click()
            .await?;
        Ok(())
    }

    /// Waits until `text` is visible somewhere on the page.
    pub async fn see(&self, text: &str) -> Result<WebElement> {
        let lit = xpath_literal(text);
        self.driver
            .query(By::XPath(format!(
                "//body//*[contains(normalize-space(.), {lit})][not(*[contains(normalize-space(.), {lit})])]"
            )))
            .and_displayed()
            .first()
            .await
            .with_context(|| format!("{text:?} never appeared"))
    }

    /// Waits until a heading reads `text`.
    pub async fn heading(&self, text: &str) -> Result<WebElement> {
        let lit = xpath_literal(text);
        self.driver
            .query(By::XPath(format!(
                "//*[self::h1 or self::h2 or self::h3][normalize-space(.)={lit}]"
            )))
            .and_displayed()
            .first()
            .await
            .with_context(|| format!("no heading {text:?}"))
    }

    /// Whether `text` is visible now, without waiting.
    pub async fn shows_now(&self, text: &str) -> Result<bool> {
        let lit = xpath_literal(text);
        let found = self
            .driver
            .find_all(By::XPath(format!(
                "//body//*[contains(normalize-space(.), {lit})][not(*[contains(normalize-space(.), {lit})])]"
            )))
            .await?;
        for element in found {
            if element.is_displayed().await.unwrap_or(false) {
                return Ok(true);
            }
        }
        Ok(false)
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

    /// Ends the browser session and chromedriver.
    pub async fn quit(mut self) -> Result<()> {
        let result = self.driver.clone().quit().await;
        let _ = self.chromedriver.kill().await;
        result.map_err(Into::into)
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        // A failed test never reaches quit(); make sure its Chromium does not linger.
        let _ = std::process::Command::new("pkill")
            .arg("-f")
            .arg(self.profile.path().as_os_str())
            .status();
    }
}

async fn wait_until_ready(url: &str) -> Result<()> {
    let client = reqwest::Client::new();
    for _ in 0..200 {
        if let Ok(response) = client.get(format!("{url}/status")).send().await {
            if response.status().is_success() {
                return Ok(());
            }
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    Err(anyhow!("chromedriver did not start"))
}
