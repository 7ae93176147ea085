//! The `portal-sandbox` command line: options, logging, banner, run until Ctrl-C.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::Parser;

use crate::banner::banner;
use crate::config::SandboxConfig;
use crate::demo;

/// Reference server of the Portal Web API on embedded SQLite; also serves the built portal.
#[derive(Debug, Clone, Parser)]
#[command(name = "portal-sandbox", version)]
pub struct Cli {
    /// Address to listen on.
    #[arg(long, value_name = "ADDR", default_value = "127.0.0.1:8080")]
    pub listen: SocketAddr,
    /// SQLite database file (created and seeded when missing).
    #[arg(long, value_name = "FILE", default_value = "sandbox.db")]
    pub db: PathBuf,
    /// The built portal (Trunk's dist folder).
    #[arg(long, value_name = "DIR", default_value = "dist")]
    pub dist: PathBuf,
    /// Delete the database and seed the demo data again.
    #[arg(long)]
    pub reset: bool,
    /// X-PORTAL-ACCESS-CODE of the service portal.
    #[arg(long, value_name = "CODE", default_value = demo::SERVICE_ACCESS_CODE)]
    pub service_access_code: String,
    /// X-PORTAL-ACCESS-CODE of tenant portals.
    #[arg(long, value_name = "CODE", default_value = demo::TENANT_ACCESS_CODE)]
    pub tenant_access_code: String,
    /// Access token lifetime in seconds.
    #[arg(long, value_name = "SECS", default_value_t = 3600)]
    pub access_token_ttl: u64,
    /// Login session lifetime in seconds.
    #[arg(long, value_name = "SECS", default_value_t = 300)]
    pub login_session_ttl: u64,
    /// Seconds between two MFA code sends of one login session.
    #[arg(long, value_name = "SECS", default_value_t = 60)]
    pub mfa_cooldown: u64,
    /// Registration session lifetime in seconds.
    #[arg(long, value_name = "SECS", default_value_t = 600)]
    pub registration_session_ttl: u64,
    /// Refuse an empty turnstileToken at password/forgot (Cloudflare's dummy token still passes).
    #[arg(long)]
    pub require_bot_challenge: bool,
    /// Answer CORS requests (preflight included) from this origin, e.g. the CDN serving the
    /// portal (repeatable; none by default: other origins get no CORS headers).
    #[arg(long = "allow-origin", alias = "cors-origin", value_name = "ORIGIN")]
    pub cors_origins: Vec<String>,
}

impl Cli {
    /// The sandbox settings these options describe.
    pub fn into_config(self) -> SandboxConfig {
        SandboxConfig {
            listen: self.listen,
            db_path: self.db,
            dist_dir: self.dist,
            reset: self.reset,
            service_access_code: self.service_access_code,
            tenant_access_code: self.tenant_access_code,
            access_token_ttl: Duration::from_secs(self.access_token_ttl),
            login_session_ttl: Duration::from_secs(self.login_session_ttl),
            mfa_cooldown: Duration::from_secs(self.mfa_cooldown),
            registration_session_ttl: Duration::from_secs(self.registration_session_ttl),
            require_bot_challenge: self.require_bot_challenge,
            cors_origins: self.cors_origins,
            ..SandboxConfig::default()
        }
    }
}

/// Parses the command line, starts the sandbox, prints the banner and serves until Ctrl-C.
pub async fn main() -> ExitCode {
    let cli = Cli::parse();
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "portal_sandbox=info,tower_http=warn".into()),
        )
        .init();
    let config = cli.into_config();
    let running = match crate::start(config.clone()).await {
        Ok(running) => running,
        Err(e) => {
            eprintln!("portal-sandbox: {e}");
            return ExitCode::FAILURE;
        }
    };
    println!("{}", banner(&running.url(), &config));
    if let Err(e) = tokio::signal::ctrl_c().await {
        eprintln!("portal-sandbox: cannot wait for Ctrl-C: {e}");
    }
    match running.shutdown().await {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("portal-sandbox: {e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_and_options() {
        let cli = Cli::parse_from(["portal-sandbox"]);
        let config = cli.into_config();
        assert_eq!(config.listen.to_string(), "127.0.0.1:8080");
        assert_eq!(config.db_path, PathBuf::from("sandbox.db"));
        assert_eq!(config.access_token_ttl, Duration::from_secs(3600));
        let cli = Cli::parse_from([
            "portal-sandbox",
            "--listen",
            "0.0.0.0:9000",
            "--reset",
            "--mfa-cooldown",
            "5",
            "--allow-origin",
            "http://a.test",
            "--cors-origin",
            "http://b.test",
        ]);
        let config = cli.into_config();
        assert!(config.reset);
        assert_eq!(config.mfa_cooldown, Duration::from_secs(5));
        assert_eq!(config.cors_origins.len(), 2);
    }
}
