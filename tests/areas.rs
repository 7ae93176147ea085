//! The sandbox's area table names the portal's areas: the same areas in the same order, with the
//! same permission groups and the same API prefixes as the registry (`src/registry/table.rs`).

use std::fs;
use std::path::PathBuf;

use anyhow::{Context, Result};

/// One row of the portal's registry, as its source writes it.
#[derive(Debug, PartialEq)]
struct RegistryRow {
    segment: String,
    permission: Option<String>,
    api: Vec<String>,
}

/// Where the registry writes a group that the sandbox names otherwise, and why.
const PERMISSION_EXCEPTIONS: &[(&str, Option<&str>)] = &[
    // Referral codes need `referrals:*`, but the portal names the tree's `referrals` group by
    // the one area it lists under it, so its referral-codes row names no group.
    ("referral-codes", None),
];

/// The text after `field: ` up to the end of its line, without the trailing comma.
fn field<'a>(row: &'a str, field: &str) -> Option<&'a str> {
    let at = row.find(&format!("{field}: "))? + field.len() + 2;
    let line = row[at..].lines().next()?;
    Some(line.trim().trim_end_matches(','))
}

/// The quoted strings of `text`.
fn quoted(text: &str) -> Vec<String> {
    text.split('"')
        .skip(1)
        .step_by(2)
        .map(str::to_owned)
        .collect()
}

/// The rows of `src/registry/table.rs`, in its order.
fn registry() -> Result<Vec<RegistryRow>> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/registry/table.rs");
    let text = fs::read_to_string(&path)?;
    text.split("=> AreaRow {")
        .skip(1)
        .map(|row| {
            let segment = field(row, "segment").context("segment")?;
            let permission = field(row, "permission").context("permission")?;
            let api = field(row, "api").context("api")?;
            Ok(RegistryRow {
                segment: quoted(segment).concat(),
                permission: quoted(permission).into_iter().next(),
                api: quoted(api),
            })
        })
        .collect()
}

/// A sandbox prefix as the registry writes it: under `/web/v1/`, `*` for a `{name}` segment.
fn as_registry_writes(prefix: &str) -> String {
    prefix
        .trim_start_matches("/web/v1/")
        .split('/')
        .map(|s| if s.starts_with('{') { "*" } else { s })
        .collect::<Vec<_>>()
        .join("/")
}

/// The sandbox's rows, written as the registry writes them.
fn sandbox() -> Vec<RegistryRow> {
    portal_sandbox::AREAS
        .iter()
        .map(|area| RegistryRow {
            segment: area.name.to_owned(),
            permission: PERMISSION_EXCEPTIONS
                .iter()
                .find(|(name, _)| *name == area.name)
                .map_or(area.permission, |(_, group)| *group)
                .map(str::to_owned),
            api: area
                .prefixes
                .iter()
                .map(|p| as_registry_writes(p))
                .collect(),
        })
        .collect()
}

#[test]
fn the_sandbox_names_the_portal_s_areas() -> Result<()> {
    let registry = registry()?;
    assert_eq!(sandbox(), registry);
    Ok(())
}

#[test]
fn the_registry_is_read_as_written() {
    let row = r#"
        segment: "recharges",
        permission: Some("recharges"),
        api: &["tenant/recharges", "workspaces/*/recharges"],
    "#;
    assert_eq!(field(row, "segment"), Some(r#""recharges""#));
    assert_eq!(quoted(field(row, "api").unwrap_or_default()).len(), 2);
    assert_eq!(
        as_registry_writes("/web/v1/workspaces/{workspaceId}/institutions"),
        "workspaces/*/institutions"
    );
}
