//! What needs attention in a workspace: the figures its home shows, each a link to its list.

mod age;
mod figure;
mod panel;
mod reads;

pub use panel::AttentionPanel;
