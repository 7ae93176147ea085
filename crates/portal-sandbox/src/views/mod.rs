//! Wire forms of stored rows, shared by every area that returns them.

pub mod account;
pub mod institution;
