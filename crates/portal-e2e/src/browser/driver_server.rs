//! What starting either WebDriver server needs: a free port, a client that waits as a person
//! does, and waiting until the server answers.

use std::net::TcpListener;
use std::sync::Arc;
use std::time::Duration;

use anyhow::{ensure, Result};
use thirtyfour::common::config::WebDriverConfig;
use thirtyfour::extensions::query::ElementPollerWithTimeout;

use crate::eventually::{eventually_within, PATIENCE};

/// A port free on the loopback interface now.
pub(super) fn free_port() -> Result<u16> {
    Ok(TcpListener::bind("127.0.0.1:0")?.local_addr()?.port())
}

/// Queries wait [`PATIENCE`], looking again every 50 ms.
pub(super) fn patient_config() -> Result<WebDriverConfig> {
    let poller = Arc::new(ElementPollerWithTimeout::new(
        PATIENCE,
        Duration::from_millis(50),
    ));
    Ok(WebDriverConfig::builder().poller(poller).build()?)
}

/// Waits (up to five seconds) until the WebDriver server at `url` answers its status.
pub(super) async fn wait_until_ready(url: &str) -> Result<()> {
    let client = reqwest::Client::new();
    let ready = eventually_within(
        Duration::from_secs(5),
        Duration::from_millis(25),
        async || {
            let answer = client.get(format!("{url}/status")).send().await;
            Ok(answer.is_ok_and(|response| response.status().is_success()))
        },
        |ready| *ready,
    )
    .await?;
    ensure!(ready, "the WebDriver server did not start");
    Ok(())
}
