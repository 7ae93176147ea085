//! The command palette (Ctrl+K): jump to any area of the workspace, or open a record by its identifier.

mod entries;
mod palette;
mod resolver;

pub use palette::CommandPalette;
