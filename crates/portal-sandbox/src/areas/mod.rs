//! The API's areas, one row each, named as the portal's registry names them: each area's
//! routes, its permission group and the rule of each of its endpoints. The router, the
//! permission guard, the docs' permission table and the service portal's read-only areas all
//! read this table; the routes of no area are listed apart ([`outside`]).

pub mod outside;
mod table;

use axum::Router;
use portal_api::paths;

use crate::permissions::Rule;
use crate::state::AppState;

pub use table::AREAS;

/// One area of the API.
#[derive(Debug, Clone, Copy)]
pub struct Area {
    /// Its name: the route segment the portal's registry gives it (`recharges`).
    pub name: &'static str,
    /// Its group of the permission tree: every code its rules need is `<group>:read` or
    /// `<group>:write`. `None` for the signed-in account's own areas, which need no code.
    pub permission: Option<&'static str>,
    /// Platform configuration: written only from the service portal (its writes are
    /// `Need::Platform`), so the tenant portal lists it as read-only (`readOnlyAreas`).
    pub platform: bool,
    /// Where its paths start (`portal_api::paths::area`).
    pub prefixes: &'static [&'static str],
    /// Its routes.
    pub routes: fn() -> Router<AppState>,
    /// What each of its endpoints needs: method, path template, need.
    pub rules: &'static [Rule],
}

/// Every rule: those of no area, then each area's in the table's order.
pub fn rules() -> impl Iterator<Item = &'static Rule> {
    outside::RULES
        .iter()
        .chain(AREAS.iter().flat_map(|area| area.rules))
}

/// The platform configuration areas' names (the tenant portal's `readOnlyAreas`).
pub fn platform_configuration() -> impl Iterator<Item = &'static str> {
    AREAS.iter().filter(|a| a.platform).map(|a| a.name)
}

/// The docs table (`docs/sandbox.md`, between the permission-table markers), rendered from
/// the rules; paths relative to `/web/v1/tenant` unless they start with `/web/v1/`.
pub fn markdown_table() -> String {
    let mut out = String::from("| Area | Method | Path | Needs |\n|---|---|---|---|\n");
    let outside = outside::RULES.iter().map(|rule| ("—", rule));
    let areas = AREAS
        .iter()
        .flat_map(|a| a.rules.iter().map(move |rule| (a.name, rule)));
    for (name, (method, path, need)) in outside.chain(areas) {
        let shown = path.strip_prefix(paths::TENANT).unwrap_or(path);
        out.push_str(&format!(
            "| {name} | {method} | `{shown}` | {} |\n",
            need.describe()
        ));
    }
    out
}

#[cfg(test)]
mod tests;
