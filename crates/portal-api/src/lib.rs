//! The Portal Web API contract in Rust: paths, wire types, envelopes, pagination, error codes and the secure channel.

pub mod auth;
pub mod constants;
pub mod enumeration;
pub mod envelope;
pub mod error_code;
pub mod headers;
pub mod institutions;
pub mod locale;
pub mod pagination;
pub mod paths;
pub mod profile;
pub mod recharges;
pub mod secure_channel;

pub use enumeration::{EnumObject, EnumValue};
pub use envelope::{Envelope, ResponseCode};
pub use error_code::ErrorCode;
pub use locale::Locale;
pub use pagination::{Page, PageRequest};
