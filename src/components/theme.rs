//! The colour theme: light, dark or the system's, remembered in this browser.

use leptos::prelude::document;

use crate::web::storage::{self, Store};

const STORAGE_KEY: &str = "portal.theme";

/// A theme choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Theme {
    /// Always light.
    Light,
    /// Always dark.
    Dark,
    /// Follow the operating system (`prefers-color-scheme`).
    #[default]
    System,
}

impl Theme {
    /// Every choice, in menu order.
    pub const ALL: [Theme; 3] = [Self::Light, Self::Dark, Self::System];

    /// The stored form.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Light => "light",
            Self::Dark => "dark",
            Self::System => "system",
        }
    }

    /// Parses the stored form.
    pub fn parse(value: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|t| t.as_str() == value)
    }

    /// The remembered choice.
    pub fn stored() -> Self {
        storage::get(Store::Browser, STORAGE_KEY)
            .and_then(|v| Self::parse(&v))
            .unwrap_or_default()
    }

    /// Remembers the choice and applies it.
    pub fn choose(self) {
        storage::set(Store::Browser, STORAGE_KEY, self.as_str());
        self.apply();
    }

    /// Sets `data-theme` on `<html>`: `light` or `dark`, or none to follow the system.
    pub fn apply(self) {
        let Some(root) = document().document_element() else {
            return;
        };
        let _ = match self {
            Self::System => root.remove_attribute("data-theme"),
            theme => root.set_attribute("data-theme", theme.as_str()),
        };
    }
}

/// Applies the remembered theme (at start-up).
pub fn apply_stored_theme() {
    Theme::stored().apply();
}
