//! End-to-end support: the sandbox on a temporary database, headless Chromium or Firefox ESR,
//! sizes and timings.

pub mod api_client;
pub mod app_hold;
pub mod browser;
pub mod english;
pub mod eventually;
pub mod fault_proxy;
pub mod flows;
pub mod journeys;
pub mod load;
pub mod measure;
pub mod sandbox;

pub use api_client::ApiClient;
pub use app_hold::AppHold;
pub use browser::{Browser, Engine, Network};
pub use eventually::{eventually, eventually_within};
pub use fault_proxy::FaultProxy;
pub use sandbox::{totp_now, Sandbox};
pub use thirtyfour::{By, Key, WebElement, WindowHandle};
