//! The Portal sandbox: a reference server of the Portal Web API on embedded SQLite that also serves the built portal.
//!
//! Start it in-process with [`start`] (tests bind `127.0.0.1:0`), or run the `portal-sandbox`
//! binary. See `docs/sandbox.md` for its behaviour where the contract is silent.

mod app;
mod areas;
mod attempts;
mod auth_context;
mod banner;
mod bot_challenge;
mod channel_store;
pub mod cli;
mod clock;
mod codes;
mod config;
mod convention;
mod cors;
mod csp;
mod csp_reports;
mod currencies;
mod db;
pub mod demo;
mod dev;
mod enums;
mod envelope;
mod extract;
mod ids;
mod limits;
mod not_found;
mod paging;
mod password_links;
mod passwords;
mod permissions;
mod record_id;
mod reference_data;
mod routes;
mod sealed;
mod security_headers;
mod server;
mod service_portal;
mod state;
mod static_files;
mod stats;
mod tokens;
mod totp;
mod viewer;
mod views;

pub use areas::{markdown_table as permission_table, rules as permission_rules, Area, AREAS};
pub use attempts::AttemptLimit;
pub use bot_challenge::DUMMY_TOKEN as TURNSTILE_DUMMY_TOKEN;
pub use clock::Clock;
pub use codes::{ACCOUNT_PENDING_APPROVAL, METHOD_NOT_ALLOWED, PORTAL_CODE_INVALID, TOKEN_INVALID};
pub use config::SandboxConfig;
pub use csp::inline_script_hashes;
pub use csp_reports::CSP_REPORTS as CSP_REPORTS_PATH;
pub use dev::{
    ADD_TRANSFERS as ADD_TRANSFERS_PATH, ARRIVE_RECHARGES as ARRIVE_RECHARGES_PATH,
    OUTBOX as OUTBOX_PATH, STATS as STATS_PATH,
};
pub use permissions::NO_RULE as NO_PERMISSION_RULE;
pub use server::{start, RunningSandbox, StartError};
pub use static_files::is_hashed;
