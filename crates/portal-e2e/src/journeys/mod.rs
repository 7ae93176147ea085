//! The main journeys, each a whole test run in the browser it is given: the Chromium tests
//! (`tests/sign_in.rs`, `tests/workspace.rs`, …) call them with [`Engine::Chromium`] and
//! `tests/firefox.rs` calls the same ones with [`Engine::Firefox`] (see `docs/testing.md`).

pub mod exchange_config;
pub mod first_view;
pub mod locale;
pub mod recharges;
pub mod refusals;
pub mod roles;
pub mod session;
pub mod sign_in;
pub mod workspace;

use anyhow::{ensure, Result};

use crate::{Browser, Engine};

/// Ends a journey: in Firefox, which keeps its console from the start, nothing went wrong in
/// the page (a panic of the app or an uncaught error is logged as an error even where the
/// page still looked right); then closes the browser. Chromium's console is read by the
/// tests that launch it logged.
pub async fn finish(browser: Browser) -> Result<()> {
    if browser.engine() == Engine::Firefox {
        let errors: Vec<String> = browser
            .console_log()
            .await?
            .into_iter()
            .filter(|entry| entry.starts_with("SEVERE"))
            .collect();
        ensure!(
            errors.is_empty(),
            "errors in Firefox's console: {errors:#?}"
        );
    }
    browser.quit().await
}
