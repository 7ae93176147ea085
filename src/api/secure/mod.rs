//! The client end of the secure channel: pre-login bodies go sealed, answers come back sealed.

mod channel;
mod session;
mod webcrypto;

pub(crate) use channel::{close, post};
pub(crate) use webcrypto::random_uuid;
