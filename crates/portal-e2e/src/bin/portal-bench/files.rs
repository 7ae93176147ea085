//! File transfer through the portal: uploading and downloading a 10 MB file, in MB/s.

use std::time::Instant;

use anyhow::{ensure, Result};
use portal_e2e::Browser;
use portal_sandbox::demo::INSTITUTION_PORTAL_OPS;

/// The file's size: 10 MB.
pub const SIZE: usize = 10 * 1024 * 1024;
const MB: f64 = 1024.0 * 1024.0;

/// Throughputs of one upload and one download, in MB/s.
pub struct Transfer {
    /// Upload: from the click on Upload to the confirmation shown.
    pub upload: f64,
    /// Download: from the click on Download to the bytes handed to the browser.
    pub download: f64,
}

/// Uploads a 10 MB file through the upload dialog, then downloads it from its page and
/// checks the size that arrived.
pub async fn round_trip_10mb(browser: &Browser) -> Result<Transfer> {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("bench-10mb.bin");
    let bytes: Vec<u8> = (0..SIZE).map(|i| (i * 131 % 251) as u8).collect();
    std::fs::write(&path, &bytes)?;

    browser
        .open(&format!("/w/{INSTITUTION_PORTAL_OPS}/files"))
        .await?;
    browser.heading("Files").await?;
    browser.click("Upload").await?;
    browser
        .field("File")
        .await?
        .send_keys(path.to_string_lossy())
        .await?;
    browser.see("bench-10mb.bin (10.0 MB)").await?;
    let start = Instant::now();
    browser.click_in_dialog("Upload").await?;
    browser.see("File uploaded.").await?;
    let upload = start.elapsed().as_secs_f64();

    browser.click("bench-10mb.bin").await?;
    browser.button("Download").await?;
    browser.catch_downloads().await?;
    let start = Instant::now();
    browser.click("Download").await?;
    let (size, _) = browser.downloaded_digest().await?;
    let download = start.elapsed().as_secs_f64();
    ensure!(size == SIZE as u64, "downloaded {size} bytes");
    let mb = SIZE as f64 / MB;
    Ok(Transfer {
        upload: mb / upload,
        download: mb / download,
    })
}
