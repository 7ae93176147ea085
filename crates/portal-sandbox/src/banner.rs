//! The start-up banner: where the sandbox listens and how to sign in to it.

use std::fmt::Write as _;

use crate::config::SandboxConfig;
use crate::demo;

/// The banner text for a sandbox listening at `url`.
pub fn banner(url: &str, config: &SandboxConfig) -> String {
    let mut out = String::new();
    // Writing to a String cannot fail.
    let _ = write_banner(&mut out, url, config);
    out
}

fn write_banner(out: &mut String, url: &str, config: &SandboxConfig) -> std::fmt::Result {
    writeln!(out, "Portal sandbox listening on {url}/")?;
    writeln!(out, "  tenant portal  {url}/")?;
    writeln!(out, "  service portal {url}{}", demo::SERVICE_PORTAL_PATH)?;
    writeln!(out, "  database     {}", config.db_path.display())?;
    writeln!(out, "  portal files {}", config.dist_dir.display())?;
    writeln!(out, "Portal access codes (X-PORTAL-ACCESS-CODE):")?;
    writeln!(out, "  service portal  {}", config.service_access_code)?;
    writeln!(out, "  tenant portals  {}", config.tenant_access_code)?;
    writeln!(
        out,
        "Demo accounts (created when the database is new or --reset):"
    )?;
    for account in demo::ACCOUNTS {
        let methods: Vec<&str> = account.methods.iter().map(|m| m.code()).collect();
        let (portal, at) = if account.service_portal {
            ("service", demo::SERVICE_PORTAL_PATH)
        } else {
            ("tenant", "/")
        };
        let note = if account.pending_approval {
            ", pending approval"
        } else {
            ""
        };
        writeln!(
            out,
            "  {:<26} {:<16} {portal} portal at {url}{at}, MFA {}{note}",
            account.email,
            account.password,
            methods.join(" + ")
        )?;
    }
    writeln!(out, "TOTP secret (admin, ops): {}", demo::TOTP_SECRET)?;
    writeln!(
        out,
        "Backup codes (admin):     {}",
        demo::BACKUP_CODES.join(" ")
    )?;
    writeln!(
        out,
        "Emailed codes: {url}{}  (stats: {url}{})",
        crate::dev::OUTBOX,
        crate::dev::STATS
    )?;
    Ok(())
}
