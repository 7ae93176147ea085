//! The workspace's IP whitelist.

use portal_api::ip_whitelist::{IpWhitelist, IpWhitelistUpdate};
use portal_api::paths;

use crate::api::{core, unshown, ApiError};

/// The whitelist and, when the server says, the caller's address.
pub async fn read() -> Result<IpWhitelist, ApiError> {
    core::get(paths::IP_WHITELIST).await
}

/// Replaces the whitelist; the saved whitelist when the server answers with it (†).
pub async fn save(body: &IpWhitelistUpdate) -> Result<Option<IpWhitelist>, ApiError> {
    unshown::post(paths::IP_WHITELIST, body).await
}
