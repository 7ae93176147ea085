//! The key enums: those the whole portal shares, and one per area.

mod areas;
mod shared;

pub use areas::*;
pub use shared::*;
