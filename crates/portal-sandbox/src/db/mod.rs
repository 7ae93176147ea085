//! The embedded SQLite database: connection, schema, demo seed and one module per table group.

pub mod accounts;
pub mod auth_sessions;
mod connection;
pub mod institutions;
pub mod invitations;
pub mod login_sessions;
pub mod meta;
pub mod outbox;
pub mod recharge_channels;
pub mod recharges;
pub mod registrations;
pub mod schema;
pub mod seed;
mod seed_numbers;
mod seed_recharges;
mod sql;

pub use connection::Db;
