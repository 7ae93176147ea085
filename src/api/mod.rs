//! The API service module: one request core, the session, the secure channel, one file per area.

pub mod auth;
pub mod constants;
mod core;
mod error;
mod headers;
pub mod institutions;
pub mod profile;
pub mod recharges;
mod refresh;
mod secure;
pub mod session;

pub use error::ApiError;
