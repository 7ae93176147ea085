//! Auditing the page's accessibility with axe-core, and reading focus and layout as a person
//! using a keyboard or a phone would meet them.

use std::path::PathBuf;
use std::time::Duration;

use anyhow::{Context, Result};
use serde_json::Value;
use thirtyfour::extensions::cdp::ChromeDevTools;
use thirtyfour::prelude::*;

use super::shown::Shown;

use super::launch::Browser;
use crate::eventually;

/// Where `scripts/install-tools.sh` puts axe-core (`PORTAL_AXE_JS` overrides it).
fn axe_path() -> PathBuf {
    if let Some(path) = std::env::var_os("PORTAL_AXE_JS") {
        return path.into();
    }
    let tools = std::env::var_os("PORTAL_TOOLS")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(std::env::var_os("HOME").unwrap_or_default()).join(".cache/portal-tools")
        });
    tools.join("node_modules/axe-core/axe.min.js")
}

/// Runs axe in the page and keeps only serious and critical violations, in a plain shape.
const RUN: &str = "const done = arguments[arguments.length - 1]; \
    axe.run(document, { resultTypes: ['violations'] }).then(r => done(r.violations \
      .filter(v => v.impact === 'serious' || v.impact === 'critical') \
      .map(v => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5) \
        .map(n => ({ target: n.target.join(' '), html: n.html.slice(0, 160), \
                     summary: (n.failureSummary || '').split('\\n').slice(1, 3).join(' ').trim() })), \
        count: v.nodes.length })))) \
    .catch(e => done([{ id: 'axe-error', impact: 'critical', help: String(e), nodes: [], count: 0 }]));";

/// One line per violation and one indented line per element it names.
fn describe(violations: &[Value]) -> String {
    let mut out = String::new();
    for v in violations {
        out.push_str(&format!(
            "- {} ({}, {} element(s)): {}\n",
            v["id"].as_str().unwrap_or_default(),
            v["impact"].as_str().unwrap_or_default(),
            v["count"],
            v["help"].as_str().unwrap_or_default(),
        ));
        for n in v["nodes"].as_array().into_iter().flatten() {
            out.push_str(&format!(
                "    at {}  {}\n      {}\n",
                n["target"].as_str().unwrap_or_default(),
                n["summary"].as_str().unwrap_or_default(),
                n["html"].as_str().unwrap_or_default(),
            ));
        }
    }
    out
}

impl Browser {
    /// Waits until nothing on the page is loading (no `aria-busy="true"`, no loading state),
    /// then a moment for
    /// transitions to settle, so the audit sees the page as a person would.
    pub async fn settle(&self) -> Result<()> {
        eventually(
            async || {
                self.eval(
                    "return !!document.querySelector('[aria-busy=\"true\"], .loading-state');",
                )
                .await
            },
            |busy| *busy == Value::Bool(false),
        )
        .await?;
        tokio::time::sleep(Duration::from_millis(300)).await;
        Ok(())
    }

    /// Audits the page as it is now with axe-core and returns its serious and critical
    /// violations, described one per line (empty when there are none).
    pub async fn audit(&self) -> Result<String> {
        let loaded = self
            .eval("return typeof window.axe !== 'undefined';")
            .await?;
        if loaded != Value::Bool(true) {
            let path = axe_path();
            let source = std::fs::read_to_string(&path).with_context(|| {
                format!(
                    "axe-core not found at {}: run scripts/install-tools.sh",
                    path.display()
                )
            })?;
            self.driver.execute(&source, vec![]).await?;
        }
        let found = self.driver.execute_async(RUN, vec![]).await?.json().clone();
        let violations = found.as_array().context("axe's answer")?;
        Ok(describe(violations))
    }

    /// Resizes the window (the page's width is then `width` less no scrollbar, as headless
    /// Chromium draws overlay scrollbars).
    pub async fn resize(&self, width: u32, height: u32) -> Result<()> {
        self.driver.set_window_rect(0, 0, width, height).await?;
        Ok(())
    }

    /// How far the page is wider than the window, in CSS pixels (0 when it does not scroll
    /// sideways).
    pub async fn sideways_overflow(&self) -> Result<i64> {
        let value = self
            .eval(
                "const e = document.documentElement; \
                 return Math.max(e.scrollWidth, document.body.scrollWidth) - e.clientWidth;",
            )
            .await?;
        Ok(value.as_i64().unwrap_or_default())
    }

    /// Waits until the focused element's description ([`Self::focused`]) contains `name`,
    /// as a page that moves focus once drawn does; the last description otherwise.
    pub async fn wait_for_focus(&self, name: &str) -> Result<String> {
        let focused = eventually(async || self.focused().await, |f| f.contains(name)).await?;
        anyhow::ensure!(
            focused.contains(name),
            "focus never reached {name:?}: it is on {focused}"
        );
        Ok(focused)
    }

    /// Waits until the page's polite, atomic live region (what a screen reader says of its own
    /// accord) reads exactly `said`; the last reading otherwise.
    pub async fn wait_for_announcement(&self, said: &str) -> Result<String> {
        let now = eventually(
            async || {
                let value = self
                    .eval(
                        "return [...document.querySelectorAll('[aria-live=\"polite\"][aria-atomic=\"true\"]')]                            .map(r => r.textContent.trim()).filter(t => t).join(' | ');",
                    )
                    .await?;
                Ok(value.as_str().unwrap_or_default().to_owned())
            },
            |now| now == said,
        )
        .await?;
        anyhow::ensure!(
            now == said,
            "never announced {said:?}: the live region says {now:?}"
        );
        Ok(now)
    }

    /// A short description of the focused element: its tag, then its id, accessible text or
    /// label, e.g. `button "Create administrator"`.
    pub async fn focused(&self) -> Result<String> {
        let value = self
            .eval(
                "const e = document.activeElement; if (!e || e === document.body) return 'body'; \
                 const name = e.getAttribute('aria-label') || (e.labels && e.labels[0] && e.labels[0].innerText) \
                   || e.innerText || e.value || ''; \
                 return e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + ' \"' + name.trim() + '\"';",
            )
            .await?;
        Ok(value.as_str().unwrap_or_default().to_owned())
    }

    /// Whether the focused element is inside the open dialog.
    pub async fn focus_in_dialog(&self) -> Result<bool> {
        let value = self
            .eval("return !!(document.activeElement && document.activeElement.closest('dialog[open]'));")
            .await?;
        Ok(value == Value::Bool(true))
    }

    /// Makes the system prefer `scheme` (`light` or `dark`), as the operating system's setting
    /// would. Chromium only (the DevTools protocol).
    pub async fn prefer_color_scheme(&self, scheme: &str) -> Result<()> {
        anyhow::ensure!(
            self.engine == super::Engine::Chromium,
            "the colour scheme is emulated through Chromium's DevTools: launch Chromium"
        );
        let tools = ChromeDevTools::new(self.driver.handle.clone());
        tools
            .execute_cdp_with_params(
                "Emulation.setEmulatedMedia",
                serde_json::json!({ "features": [{ "name": "prefers-color-scheme", "value": scheme }] }),
            )
            .await?;
        Ok(())
    }

    /// The page's background colour as computed, e.g. `rgb(14, 16, 20)`.
    pub async fn background(&self) -> Result<String> {
        let value = self
            .eval("return getComputedStyle(document.body).backgroundColor;")
            .await?;
        Ok(value.as_str().unwrap_or_default().to_owned())
    }

    /// Waits until an element matching the CSS `selector` is shown.
    pub async fn wait_for_css(&self, selector: &str) -> Result<()> {
        self.driver
            .query(By::Css(selector))
            .shown()
            .first()
            .await
            .with_context(|| format!("nothing matching {selector:?} appeared"))?;
        Ok(())
    }

    /// Waits until nothing matches the CSS `selector`.
    pub async fn wait_for_no_css(&self, selector: &str) -> Result<()> {
        self.driver
            .query(By::Css(selector))
            .not_exists()
            .await
            .with_context(|| format!("{selector:?} stayed"))?;
        Ok(())
    }
}
