//! Emulated networks: Chromium's DevTools protocol slows the page's downloads.

use anyhow::Result;
use serde_json::json;
use thirtyfour::extensions::cdp::ChromeDevTools;

use super::Browser;

/// A network as the DevTools protocol emulates it.
pub struct Network {
    pub name: &'static str,
    /// Download and upload in kilobits per second; `None` is the machine's own speed.
    pub speed: Option<(f64, f64)>,
    pub rtt_ms: f64,
}

impl Browser {
    /// The DevTools protocol, for what WebDriver does not offer (Chromium only).
    pub fn dev_tools(&self) -> ChromeDevTools {
        ChromeDevTools::new(self.driver.handle.clone())
    }

    /// Runs `script` at the start of every later page load in this tab, before the page's own.
    pub async fn run_on_every_load(&self, script: &str) -> Result<()> {
        self.dev_tools()
            .execute_cdp_with_params(
                "Page.addScriptToEvaluateOnNewDocument",
                json!({ "source": script }),
            )
            .await?;
        Ok(())
    }

    /// Every later download of this page goes at `network`'s speed and round-trip time.
    pub async fn emulate_network(&self, network: &Network) -> Result<()> {
        let Some((down, up)) = network.speed else {
            return Ok(());
        };
        let tools = self.dev_tools();
        tools.execute_cdp("Network.enable").await?;
        tools
            .execute_cdp_with_params(
                "Network.emulateNetworkConditions",
                json!({
                    "offline": false,
                    "latency": network.rtt_ms,
                    // kbit/s to bytes/s.
                    "downloadThroughput": down * 1000.0 / 8.0,
                    "uploadThroughput": up * 1000.0 / 8.0,
                }),
            )
            .await?;
        Ok(())
    }
}
