//! The sandbox on a temporary database, serving the release build, with its dev endpoints.

use std::net::{Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

use anyhow::{anyhow, Context, Result};
use portal_api::secure_channel::ServerKeyPair;
use portal_sandbox::{RunningSandbox, SandboxConfig};
use serde::Deserialize;
use serde_json::Value;
use tempfile::TempDir;

use crate::eventually;

/// A running sandbox that lives as long as this value.
pub struct Sandbox {
    running: Option<RunningSandbox>,
    _db: TempDir,
    url: String,
    http: reqwest::Client,
}

/// A message the sandbox "sent".
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OutboxMessage {
    /// Recipient.
    pub to: String,
    /// LOGIN_MFA, REGISTRATION, PASSWORD_RESET, …
    pub kind: String,
    /// The code it carries.
    pub code: Option<String>,
    /// The portal page it links to, from the portal's root (a "set your password" link).
    #[serde(default)]
    pub link: Option<String>,
}

/// The release build's folder, which the end-to-end tests and the benchmark load: `dist/`, or
/// `PORTAL_DIST` to measure or test another build beside it.
pub fn dist_dir() -> Result<PathBuf> {
    let dist = match std::env::var_os("PORTAL_DIST") {
        Some(folder) => PathBuf::from(folder),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../dist"),
    };
    if !dist.join("index.html").is_file() {
        return Err(anyhow!(
            "{} has no index.html: build the portal first (scripts/build.sh)",
            dist.display()
        ));
    }
    Ok(dist)
}

/// A copy of the release build whose `config.json` has each of `settings` laid over it (a
/// deployment's own configuration); the copy lasts as long as the returned folder.
pub fn configured_portal(settings: &[(&str, Value)]) -> Result<TempDir> {
    let folder = tempfile::tempdir()?;
    copy_folder(&dist_dir()?, folder.path())?;
    let path = folder.path().join("config.json");
    let mut config: Value = serde_json::from_slice(&std::fs::read(&path)?)?;
    for (name, value) in settings {
        config[*name] = value.clone();
    }
    std::fs::write(&path, serde_json::to_vec(&config)?)?;
    Ok(folder)
}

fn copy_folder(from: &std::path::Path, to: &std::path::Path) -> Result<()> {
    std::fs::create_dir_all(to)?;
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_folder(&entry.path(), &target)?;
        } else {
            std::fs::copy(entry.path(), target)?;
        }
    }
    Ok(())
}

fn shared_key() -> Arc<ServerKeyPair> {
    static KEY: OnceLock<Arc<ServerKeyPair>> = OnceLock::new();
    KEY.get_or_init(|| {
        let key = ServerKeyPair::generate(&mut rand_core::OsRng).expect("RSA key generation");
        Arc::new(key)
    })
    .clone()
}

impl Sandbox {
    /// Starts a sandbox with the defaults.
    pub async fn start() -> Result<Self> {
        Self::start_with(|_| {}).await
    }

    /// Starts a sandbox after `adjust` changed its configuration (TTLs, CORS, …).
    pub async fn start_with(adjust: impl FnOnce(&mut SandboxConfig)) -> Result<Self> {
        let db = tempfile::tempdir()?;
        let mut config = SandboxConfig {
            listen: SocketAddr::from((Ipv4Addr::LOCALHOST, 0)),
            db_path: db.path().join("sandbox.db"),
            dist_dir: dist_dir()?,
            secure_channel_key: Some(shared_key()),
            ..SandboxConfig::default()
        };
        adjust(&mut config);
        let running = portal_sandbox::start(config)
            .await
            .context("sandbox did not start")?;
        let url = running.url();
        Ok(Self {
            running: Some(running),
            _db: db,
            url,
            http: reqwest::Client::new(),
        })
    }

    /// `http://127.0.0.1:PORT`: the tenant portal.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// `http://127.0.0.1:PORT/service`: the service portal, where the service administrator
    /// does service operations and writes platform configuration (a browser launched here
    /// opens its paths under the folder, and reads them without it).
    pub fn service_url(&self) -> String {
        let folder = portal_sandbox::demo::SERVICE_PORTAL_PATH.trim_end_matches('/');
        format!("{}{folder}", self.url)
    }

    /// Stops serving, as if the API went away; the database stays for the test's life.
    pub async fn stop(&mut self) -> Result<()> {
        if let Some(running) = self.running.take() {
            running.shutdown().await?;
        }
        Ok(())
    }

    async fn get_json(&self, path: &str) -> Result<Value> {
        Ok(self
            .http
            .get(format!("{}{path}", self.url))
            .send()
            .await?
            .error_for_status()?
            .json()
            .await?)
    }

    /// Messages sent to `to`, newest first.
    pub async fn outbox(&self, to: &str) -> Result<Vec<OutboxMessage>> {
        let list = self
            .get_json(&format!("{}?to={to}", portal_sandbox::OUTBOX_PATH))
            .await?;
        Ok(serde_json::from_value(list)?)
    }

    /// The code of the newest message of `kind` to `to`, waiting briefly for it to arrive.
    pub async fn latest_code(&self, to: &str, kind: &str) -> Result<String> {
        let found = eventually(
            async || {
                let messages = self.outbox(to).await?;
                Ok(messages
                    .into_iter()
                    .find(|m| m.kind == kind)
                    .and_then(|m| m.code))
            },
            Option::is_some,
        )
        .await?;
        found.ok_or_else(|| anyhow!("no {kind} message to {to}"))
    }

    /// How many messages of `kind` went to `to`.
    pub async fn sent_count(&self, to: &str, kind: &str) -> Result<usize> {
        Ok(self
            .outbox(to)
            .await?
            .iter()
            .filter(|m| m.kind == kind)
            .count())
    }

    /// Content-Security-Policy violations the browser reported.
    pub async fn csp_reports(&self) -> Result<Vec<Value>> {
        let list = self.get_json(portal_sandbox::CSP_REPORTS_PATH).await?;
        Ok(serde_json::from_value(list)?)
    }

    /// Fails when the browser reported a Content-Security-Policy violation, after a moment for
    /// the reports still on their way (the browser sends them asynchronously).
    pub async fn ensure_no_csp_violations(&self) -> Result<()> {
        tokio::time::sleep(std::time::Duration::from_millis(500)).await;
        let reports = self.csp_reports().await?;
        anyhow::ensure!(reports.is_empty(), "CSP violations: {reports:#?}");
        Ok(())
    }

    /// `count` new pending recharges arrive for `institution`, as payers' transfers would;
    /// their ids.
    pub async fn recharges_arrive(&self, institution: &str, count: usize) -> Result<Vec<String>> {
        Ok(self
            .http
            .post(format!(
                "{}{}",
                self.url,
                portal_sandbox::ARRIVE_RECHARGES_PATH
            ))
            .json(&serde_json::json!({ "institution": institution, "count": count }))
            .send()
            .await?
            .error_for_status()?
            .json()
            .await?)
    }

    /// `count` more transfer orders between `workspace`'s wallets, for long lists; how many
    /// orders the sandbox holds now.
    pub async fn transfers_add(&self, workspace: &str, count: usize) -> Result<u64> {
        Ok(self
            .http
            .post(format!(
                "{}{}",
                self.url,
                portal_sandbox::ADD_TRANSFERS_PATH
            ))
            .json(&serde_json::json!({ "workspace": workspace, "count": count }))
            .send()
            .await?
            .error_for_status()?
            .json()
            .await?)
    }

    /// Token refreshes served so far.
    pub async fn refreshes_served(&self) -> Result<u64> {
        let stats = self.get_json(portal_sandbox::STATS_PATH).await?;
        stats["refreshesServed"]
            .as_u64()
            .ok_or_else(|| anyhow!("stats without refreshesServed: {stats}"))
    }

    /// API requests served so far with these `X-LOCALE` and `Accept-Language` values.
    pub async fn requests_in_locale(&self, x_locale: &str, accept_language: &str) -> Result<u64> {
        let stats = self.get_json(portal_sandbox::STATS_PATH).await?;
        Ok(
            stats["localeHeaders"][format!("{x_locale}/{accept_language}")]
                .as_u64()
                .unwrap_or(0),
        )
    }

    /// The field names (`name`, `parent.name`) of the last body the sandbox took on a route
    /// that records them (the notification channel update); empty when none was sent.
    pub async fn last_body_fields(&self, path: &str) -> Result<Vec<String>> {
        let stats = self.get_json(portal_sandbox::STATS_PATH).await?;
        Ok(serde_json::from_value(stats["lastBodyFields"][path].clone()).unwrap_or_default())
    }

    /// Requests served for a method and route template, by status.
    pub async fn requests(&self, method: &str, path: &str) -> Result<Vec<(u16, u64)>> {
        let stats = self.get_json(portal_sandbox::STATS_PATH).await?;
        let rows = stats["requests"].as_array().cloned().unwrap_or_default();
        Ok(rows
            .iter()
            .filter(|r| r["method"] == method && r["path"] == path)
            .map(|r| {
                (
                    r["status"].as_u64().unwrap_or(0) as u16,
                    r["count"].as_u64().unwrap_or(0),
                )
            })
            .collect())
    }

    /// How many times the sandbox answered `method` on a route template, whatever the status.
    pub async fn served(&self, method: &str, path: &str) -> Result<u64> {
        Ok(self
            .requests(method, path)
            .await?
            .iter()
            .map(|(_, n)| n)
            .sum())
    }
}

/// The current TOTP code for the demo secret.
pub fn totp_now() -> Result<String> {
    let secret = totp_rs::Secret::Encoded(portal_sandbox::demo::TOTP_SECRET.to_owned())
        .to_bytes()
        .map_err(|e| anyhow!("TOTP secret: {e:?}"))?;
    let totp = totp_rs::TOTP::new(totp_rs::Algorithm::SHA1, 6, 1, 30, secret)
        .map_err(|e| anyhow!("TOTP: {e}"))?;
    Ok(totp.generate_current()?)
}
