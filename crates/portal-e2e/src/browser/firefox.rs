//! Starting a headless Firefox ESR through its own geckodriver, and keeping its console.
//!
//! geckodriver has no log command like chromedriver's. Firefox instead prints the page's
//! console (`devtools.console.stdout.content`) and its uncaught errors on its own output,
//! which geckodriver passes on: read from the start, before the page's first script, it misses
//! nothing (a panic while the app starts included), and it does not depend on the page's CSP.

use std::path::Path;
use std::process::Stdio;
use std::sync::{Arc, Mutex};

use anyhow::{Context, Result};
use thirtyfour::common::capabilities::firefox::FirefoxPreferences;
use thirtyfour::prelude::*;
use thirtyfour::PageLoadStrategy;
use tokio::io::{AsyncBufReadExt, AsyncRead, BufReader};
use tokio::process::{Child, Command};

use super::driver_server::{free_port, patient_config, wait_until_ready};

/// Debian's Firefox ESR (`scripts/install-tools.sh`).
const FIREFOX: &str = "/usr/bin/firefox-esr";

/// What Firefox printed of the page's console, each as `LEVEL message` with chromedriver's
/// levels (`SEVERE`, `WARNING`, `INFO`), not yet read.
pub(crate) type Console = Arc<Mutex<Vec<String>>>;

/// Starts geckodriver and a headless Firefox ESR on the fresh profile folder `profile`.
pub(super) async fn start(
    profile: &Path,
    page_load: PageLoadStrategy,
) -> Result<(WebDriver, Child, Console)> {
    let port = free_port()?;
    let mut geckodriver = Command::new("geckodriver")
        .arg(format!("--port={port}"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .context("geckodriver not found: run scripts/install-tools.sh")?;
    let console = Console::default();
    if let Some(out) = geckodriver.stdout.take() {
        tokio::spawn(keep_console(out, console.clone()));
    }
    if let Some(err) = geckodriver.stderr.take() {
        tokio::spawn(keep_console(err, console.clone()));
    }
    let url = format!("http://127.0.0.1:{port}");
    wait_until_ready(&url).await?;

    let mut caps = DesiredCapabilities::firefox();
    caps.set_firefox_binary(FIREFOX)?;
    caps.set_headless()?;
    caps.set_page_load_strategy(page_load)?;
    // geckodriver uses this folder as it is, instead of a copy of its own: the folder is
    // fresh, and it names this Firefox for the clean-up after a failed test.
    caps.add_arg("-profile")?;
    caps.add_arg(&profile.display().to_string())?;
    let mut prefs = FirefoxPreferences::new();
    // The page's console on Firefox's output, and not Firefox's own (its messages about
    // experiments it could not fetch, say, would read as the page's).
    prefs.set("devtools.console.stdout.content", true)?;
    prefs.set("devtools.console.stdout.chrome", false)?;
    prefs.set("app.normandy.enabled", false)?;
    prefs.set("messaging-system.rsexperimentloader.enabled", false)?;
    // The same language as Chromium's, whatever the machine's.
    prefs.set("intl.accept_languages", "en-US, en")?;
    prefs.set("intl.locale.requested", "en-US")?;
    prefs.set("browser.shell.checkDefaultBrowser", false)?;
    prefs.set("datareporting.policy.dataSubmissionEnabled", false)?;
    prefs.set("toolkit.telemetry.reportingpolicy.firstRun", false)?;
    prefs.set("browser.safebrowsing.malware.enabled", false)?;
    prefs.set("browser.safebrowsing.phishing.enabled", false)?;
    prefs.set("network.captive-portal-service.enabled", false)?;
    prefs.set("network.connectivity-service.enabled", false)?;
    caps.set_preferences(prefs)?;

    let driver = WebDriver::new_with_config(&url, caps, patient_config()?).await?;
    // The same window as Chromium's `--window-size=1280,900`.
    driver.set_window_rect(0, 0, 1280, 900).await?;
    Ok((driver, geckodriver, console))
}

/// Keeps the lines of Firefox's output that are the page's console or its uncaught errors.
async fn keep_console(output: impl AsyncRead + Unpin, console: Console) {
    let mut lines = BufReader::new(output).lines();
    while let Ok(Some(line)) = lines.next_line().await {
        if let Some(entry) = console_entry(&line) {
            if let Ok(mut kept) = console.lock() {
                kept.push(entry);
            }
        }
    }
}

/// A line of Firefox's output as a console entry with chromedriver's level, if it is one:
/// `console.error: …` (and `.warn`, `.log`, `.info`, `.debug`) from the page's console, or
/// `JavaScript error: …` / `JavaScript warning: …` for what the page threw or broke.
fn console_entry(line: &str) -> Option<String> {
    let line = line.trim_start();
    let (level, message) = if let Some(rest) = line.strip_prefix("console.") {
        let (method, message) = rest.split_once(':')?;
        // Firefox's own modules log through the same console, their messages opening with
        // their name (`console.error: RSLoader: …` when it cannot fetch experiments); the
        // page's arguments are printed as values, a string in quotes.
        if from_firefox_itself(message) {
            return None;
        }
        let level = match method {
            "error" | "assert" => "SEVERE",
            "warn" => "WARNING",
            "log" | "info" | "debug" | "trace" => "INFO",
            _ => return None,
        };
        (level, message)
    } else if let Some(message) = line.strip_prefix("JavaScript error:") {
        ("SEVERE", from_a_page(message)?)
    } else if let Some(message) = line.strip_prefix("JavaScript warning:") {
        ("WARNING", from_a_page(message)?)
    } else {
        return None;
    };
    Some(format!("{level} {}", message.trim()))
}

/// Whether a console message opens with a module's name (`RSLoader:`) rather than a value.
fn from_firefox_itself(message: &str) -> bool {
    message
        .trim_start()
        .split_once(':')
        .is_some_and(|(name, _)| {
            !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        })
}

/// An error's message if its script came from a page (not from Firefox's own `resource:` or
/// `chrome:` code, which reports its errors the same way).
fn from_a_page(message: &str) -> Option<&str> {
    let source = message.trim_start();
    ["http:", "https:", "data:", "blob:"]
        .iter()
        .any(|scheme| source.starts_with(scheme))
        .then_some(message)
}

#[cfg(test)]
mod tests {
    use super::console_entry;

    #[test]
    fn reads_console_lines_and_errors_and_leaves_the_rest() {
        assert_eq!(
            console_entry(r#"console.error: "panicked at src/main.rs:1:1""#).as_deref(),
            Some(r#"SEVERE "panicked at src/main.rs:1:1""#)
        );
        assert_eq!(
            console_entry("console.warn: config.json not loaded").as_deref(),
            Some("WARNING config.json not loaded")
        );
        assert_eq!(
            console_entry(
                "JavaScript error: http://127.0.0.1:1/app.js, line 1: RuntimeError: unreachable"
            )
            .as_deref(),
            Some("SEVERE http://127.0.0.1:1/app.js, line 1: RuntimeError: unreachable")
        );
        assert_eq!(console_entry("console.error: RSLoader: "), None);
        assert_eq!(
            console_entry("JavaScript error: resource://gre/modules/PrivateBrowsingUtils.sys.mjs, line 50: TypeError"),
            None
        );
        assert_eq!(
            console_entry("1700000000000\tgeckodriver\tINFO\tListening on 127.0.0.1:4444"),
            None
        );
    }
}
