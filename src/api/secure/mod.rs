//! The client end of the secure channel: pre-login bodies go sealed, answers come back sealed.

mod channel;
mod random;
mod session;

pub(crate) use channel::{close, post};
pub(crate) use random::random_uuid;
