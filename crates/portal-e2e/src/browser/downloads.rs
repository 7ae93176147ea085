//! Catching the files the portal hands to the browser (blob URLs), to check their bytes.

use anyhow::{ensure, Context, Result};
use serde_json::Value;

use super::launch::Browser;
use crate::eventually::PATIENCE;
use crate::eventually_within;

impl Browser {
    /// From now on, every blob the page turns into a URL (how the portal saves a download)
    /// is kept for [`Browser::downloaded`] and [`Browser::downloaded_digest`].
    pub async fn catch_downloads(&self) -> Result<()> {
        self.eval(
            "if (!window.__caught) { window.__caught = []; const make = URL.createObjectURL.bind(URL); \
             URL.createObjectURL = (b) => { window.__caught.push(b); return make(b); }; } \
             window.__caught.length = 0; return null;",
        )
        .await?;
        Ok(())
    }

    async fn wait_for_download(&self) -> Result<()> {
        let caught = eventually_within(
            PATIENCE * 4,
            std::time::Duration::from_millis(20),
            async || {
                let n = self.eval("return (window.__caught || []).length;").await?;
                Ok(n.as_u64().unwrap_or(0))
            },
            |n| *n > 0,
        )
        .await?;
        ensure!(caught > 0, "nothing was downloaded");
        Ok(())
    }

    /// The bytes of the first file saved since [`Browser::catch_downloads`] (small files).
    pub async fn downloaded(&self) -> Result<Vec<u8>> {
        self.wait_for_download().await?;
        let value = self
            .driver
            .execute_async(
                "const done = arguments[arguments.length - 1]; \
                 window.__caught[0].arrayBuffer().then(b => done(Array.from(new Uint8Array(b))));",
                vec![],
            )
            .await?
            .json()
            .clone();
        value
            .as_array()
            .context("download bytes")?
            .iter()
            .map(|b| {
                b.as_u64()
                    .and_then(|b| u8::try_from(b).ok())
                    .context("a byte")
            })
            .collect()
    }

    /// The size and SHA-256 (lower-case hex) of the first file saved since
    /// [`Browser::catch_downloads`], computed in the page (large files).
    pub async fn downloaded_digest(&self) -> Result<(u64, String)> {
        self.wait_for_download().await?;
        let value: Value = self
            .driver
            .execute_async(
                "const done = arguments[arguments.length - 1]; const b = window.__caught[0]; \
                 b.arrayBuffer().then(buf => crypto.subtle.digest('SHA-256', buf)).then(d => \
                 done([b.size, Array.from(new Uint8Array(d)).map(x => x.toString(16).padStart(2, '0')).join('')]));",
                vec![],
            )
            .await?
            .json()
            .clone();
        let size = value[0].as_u64().context("size")?;
        let hash = value[1].as_str().context("digest")?.to_owned();
        Ok((size, hash))
    }
}
