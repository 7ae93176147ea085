//! The command palette (Ctrl+K): jump to any area of the workspace, open a record by its
//! identifier, or find an account by email or name and an institution by name.

mod entries;
mod named;
mod palette;
mod resolver;
mod trigger;

pub use trigger::{fetch_ahead, CommandPalette};
