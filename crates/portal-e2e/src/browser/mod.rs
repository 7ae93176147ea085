//! Headless Chromium or Firefox ESR over WebDriver, with helpers that find things the way a
//! person does.

mod audit;
mod downloads;
mod driver_server;
mod find;
mod firefox;
mod keys;
mod launch;
mod logs;
mod network;
mod page;
mod shown;
mod table;
mod tabs;
mod timing;
mod xpath;

pub use crate::eventually::PATIENCE;
pub use launch::{Browser, Engine};
pub use network::Network;
pub use shown::Shown;
pub use xpath::xpath_literal;
