//! Runtime configuration read from `config.json` beside `index.html`, so one build deploys anywhere.

use std::sync::OnceLock;

use serde::Deserialize;

/// Which portal this deployment is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PortalKind {
    /// The service operator's portal.
    Service,
    /// A tenant's portal.
    #[default]
    Tenant,
}

/// The deployment's settings. `Debug` hides the portal access code.
#[derive(Clone, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct RuntimeConfig {
    /// Base URL of the API deployment; empty means this page's origin.
    pub api_base_url: String,
    /// Sent as `X-PORTAL-ACCESS-CODE` on tenant endpoints.
    pub portal_access_code: String,
    /// Service or tenant portal.
    pub portal_kind: PortalKind,
    /// Whether the sign-in page offers self-registration.
    pub self_registration: bool,
    /// Bot-challenge (Turnstile) site key; without it the challenge is skipped.
    pub bot_challenge_site_key: Option<String>,
    /// A session about to run out is renewed quietly when the person used the portal within
    /// this many seconds; after longer idle it warns, and ends unless they stay.
    pub idle_timeout_seconds: u64,
    /// A request whose answer has not begun (or, for JSON, not ended) within this many seconds
    /// is given up: a read says the server is slow, a write that its outcome is unknown.
    pub request_timeout_seconds: u32,
    /// The recharge queue checks for new recharges this often; `0` never.
    pub queue_watch_seconds: u64,
    /// Areas this portal shows but does not change, by their navigation path
    /// (`"exchange-fees"`): their write actions are unavailable from the start.
    pub read_only_areas: Vec<String>,
    /// A batch decision of more recharges than this asks for their number to be typed.
    pub batch_confirm_above: u64,
    /// Every batch decision waits this many seconds, with Undo, before it is sent (at least 1).
    pub batch_hold_seconds: u64,
}

impl Default for RuntimeConfig {
    fn default() -> Self {
        Self {
            api_base_url: String::new(),
            portal_access_code: String::new(),
            portal_kind: PortalKind::Tenant,
            self_registration: false,
            bot_challenge_site_key: None,
            idle_timeout_seconds: 15 * 60,
            request_timeout_seconds: 30,
            queue_watch_seconds: 30,
            read_only_areas: Vec::new(),
            batch_confirm_above: 50,
            batch_hold_seconds: 5,
        }
    }
}

impl std::fmt::Debug for RuntimeConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RuntimeConfig")
            .field("api_base_url", &self.api_base_url)
            .field("portal_kind", &self.portal_kind)
            .field("self_registration", &self.self_registration)
            .field("bot_challenge_site_key", &self.bot_challenge_site_key)
            .field("idle_timeout_seconds", &self.idle_timeout_seconds)
            .field("request_timeout_seconds", &self.request_timeout_seconds)
            .field("queue_watch_seconds", &self.queue_watch_seconds)
            .field("read_only_areas", &self.read_only_areas)
            .field("batch_confirm_above", &self.batch_confirm_above)
            .field("batch_hold_seconds", &self.batch_hold_seconds)
            .finish_non_exhaustive()
    }
}

static CONFIG: OnceLock<RuntimeConfig> = OnceLock::new();

/// The configuration; defaults until [`load`] has run.
pub fn config() -> &'static RuntimeConfig {
    CONFIG.get_or_init(RuntimeConfig::default)
}

/// Fetches `config.json` relative to the document's base URL. A missing or broken file leaves
/// the defaults (same origin, no access code) and says why in the console.
pub async fn load() {
    let loaded = fetch().await;
    let config = match loaded {
        Ok(config) => config,
        Err(reason) => {
            web_sys::console::warn_1(&format!("config.json not loaded: {reason}").into());
            RuntimeConfig::default()
        }
    };
    let _ = CONFIG.set(config);
}

async fn fetch() -> Result<RuntimeConfig, String> {
    let url = crate::web::app_file("config.json");
    let response = gloo_net::http::Request::get(&url)
        .send()
        .await
        .map_err(|e| e.to_string())?;
    if !response.ok() {
        return Err(format!("HTTP {}", response.status()));
    }
    response.json().await.map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_hides_the_portal_access_code() {
        let config: RuntimeConfig = serde_json::from_str(
            r#"{"apiBaseUrl": "https://api.test", "portalAccessCode": "tenant-code-4711"}"#,
        )
        .unwrap();
        assert_eq!(config.portal_access_code, "tenant-code-4711");
        let debug = format!("{config:?} {config:#?}");
        assert!(!debug.contains("4711"), "{debug}");
        assert!(debug.contains("https://api.test"), "{debug}");
    }

    #[test]
    fn read_only_areas_are_read_by_navigation_path_and_none_by_default() {
        let config: RuntimeConfig =
            serde_json::from_str(r#"{"readOnlyAreas": ["exchange-fees", "tariffs"]}"#).unwrap();
        assert_eq!(config.read_only_areas, ["exchange-fees", "tariffs"]);
        let config: RuntimeConfig = serde_json::from_str("{}").unwrap();
        assert!(config.read_only_areas.is_empty());
    }

    #[test]
    fn a_batch_above_50_is_typed_unless_the_deployment_says_otherwise() {
        let config: RuntimeConfig = serde_json::from_str("{}").unwrap();
        assert_eq!(config.batch_confirm_above, 50);
        let config: RuntimeConfig = serde_json::from_str(r#"{"batchConfirmAbove": 200}"#).unwrap();
        assert_eq!(config.batch_confirm_above, 200);
    }

    #[test]
    fn a_batch_is_held_5_seconds_unless_the_deployment_says_otherwise() {
        let config: RuntimeConfig = serde_json::from_str("{}").unwrap();
        assert_eq!(config.batch_hold_seconds, 5);
        let config: RuntimeConfig = serde_json::from_str(r#"{"batchHoldSeconds": 30}"#).unwrap();
        assert_eq!(config.batch_hold_seconds, 30);
    }
}
