//! End-to-end support: the sandbox on a temporary database, headless Chromium, sizes and timings.

pub mod browser;
pub mod flows;
pub mod measure;
pub mod sandbox;

pub use browser::Browser;
pub use sandbox::{totp_now, Sandbox};
pub use thirtyfour::{By, Key, WebElement};
