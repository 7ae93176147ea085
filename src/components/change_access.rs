//! Whether the person may change an area here, and why not: the portal names the area
//! read-only (`config.json`'s `readOnlyAreas`), or a change in it was refused once in this
//! session in this workspace. Every write action of an area (New, Edit, Save, Delete…) reads
//! it, so a refused action is not offered again as if it could work.

use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

use crate::api::refusal::{self};
use crate::config::config;
use crate::i18n::{use_i18n, AccessKey, I18n, Message};
use crate::registry::Area;

/// Why an area's changes are unavailable here, if they are; cheap to copy into every button.
/// The default is an action that changes no area, always available.
#[derive(Clone, Copy, Default)]
pub struct ChangeAccess {
    reason: Option<Signal<Option<Message>>>,
    i18n: Option<I18n>,
}

impl ChangeAccess {
    /// The changes of `area` in the workspace of the current route.
    pub fn of(area: Area) -> Self {
        let params = use_params_map();
        let read_only = config()
            .read_only_areas
            .iter()
            .any(|nav| nav == area.segment());
        let reason = Signal::derive(move || {
            let named = [("area", area.name().into())];
            if read_only {
                return Some(Message::with_texts(AccessKey::ReadOnlyHere, &named));
            }
            let workspace = params.with(|p| p.get("workspace").unwrap_or_default());
            refusal::is_change_refused(&workspace, area)
                .then(|| Message::with_texts(AccessKey::CannotChange, &named))
        });
        Self {
            reason: Some(reason),
            i18n: Some(use_i18n()),
        }
    }

    /// Whether the write actions are unavailable (tracked): for a button's `disabled`.
    pub fn closed(self) -> bool {
        self.reason.is_some_and(|r| r.with(Option::is_some))
    }

    /// Why, when they are (tracked).
    pub fn reason(self) -> Option<Message> {
        self.reason.and_then(|r| r.get())
    }

    /// Why, as text, for a button's `title` (tracked).
    pub fn title(self) -> Option<String> {
        let i18n = self.i18n?;
        self.reason().map(|m| i18n.message(&m))
    }
}
