//! What the browser logged: console messages (Chromium's read from chromedriver, Firefox's
//! from its own output) and the URLs it went to (Chromium only).

use anyhow::{bail, Result};
use reqwest::Method;
use serde_json::{json, Value};
use thirtyfour::common::command::FormatRequestData;
use thirtyfour::{RequestData, SessionId};

use super::launch::{Browser, Engine};

/// chromedriver's log command for one log type ("browser" or "performance").
#[derive(Debug)]
struct ReadLog(&'static str);

impl FormatRequestData for ReadLog {
    fn format_request(&self, session_id: &SessionId) -> RequestData {
        RequestData::new(Method::POST, format!("/session/{session_id}/se/log"))
            .add_body(json!({ "type": self.0 }))
    }
}

impl Browser {
    async fn read_log(&self, kind: &'static str) -> Result<Vec<Value>> {
        Ok(self.driver.handle.cmd(ReadLog(kind)).await?.value()?)
    }

    /// Console messages (and the browser's own, such as failed loads) since the last call,
    /// each as `LEVEL message`. Chromium needs [`Browser::launch_logged`]; Firefox keeps them
    /// always, the page's console and its uncaught errors, though not failed loads.
    pub async fn console_log(&self) -> Result<Vec<String>> {
        if let Some(console) = &self.console {
            // Firefox prints as it goes: give a message logged just now the time to arrive.
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
            let mut kept = console
                .lock()
                .map_err(|_| anyhow::anyhow!("the console reader failed"))?;
            return Ok(std::mem::take(&mut *kept));
        }
        Ok(self
            .read_log("browser")
            .await?
            .iter()
            .map(|entry| {
                let level = entry["level"].as_str().unwrap_or("?");
                let message = entry["message"].as_str().unwrap_or_default();
                format!("{level} {message}")
            })
            .collect())
    }

    /// Every URL the page navigated to (in-page history changes included) or requested, since
    /// the last call. Needs [`Browser::launch_logged`]: Chromium's performance log, which
    /// Firefox does not have.
    pub async fn seen_urls(&self) -> Result<Vec<String>> {
        if self.engine != Engine::Chromium {
            bail!("the URLs seen are read from Chromium's performance log: launch Chromium");
        }
        let mut urls = Vec::new();
        for entry in self.read_log("performance").await? {
            let Some(message) = entry["message"].as_str() else {
                continue;
            };
            let event: Value = serde_json::from_str(message)?;
            let params = &event["message"]["params"];
            let url = match event["message"]["method"].as_str() {
                Some("Page.frameNavigated") => &params["frame"]["url"],
                Some("Page.navigatedWithinDocument") => &params["url"],
                Some("Network.requestWillBeSent") => &params["request"]["url"],
                _ => continue,
            };
            if let Some(url) = url.as_str() {
                urls.push(url.to_owned());
            }
        }
        Ok(urls)
    }
}
