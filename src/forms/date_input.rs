//! The portal's own date control: a text field read and written in the chosen language's
//! order (the browser's date control keeps its own order whatever the page's language), whose
//! field holds `YYYY-MM-DD`, or the text as typed while it is not yet a whole day.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::typed_day::{held_day, is_day, shown_day};
use crate::i18n::I18n;

/// The attribute a date control carries while its text is not a whole day that exists.
const UNFINISHED: &str = "data-unfinished";

/// Whether the date control `id` holds a date the person has not finished (`2026/11`) or
/// one that does not exist (`2026/02/30`): what was typed stays, and forms refuse it.
pub fn date_unfinished(id: &str) -> bool {
    // Unit tests of forms run outside a browser.
    if cfg!(not(target_arch = "wasm32")) {
        return false;
    }
    document()
        .get_element_by_id(id)
        .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok())
        .is_some_and(|input| input.has_attribute(UNFINISHED))
}

/// The text a date control shows, beside the field's value it keeps in step.
#[derive(Clone, Copy)]
pub(super) struct DayText {
    typed: RwSignal<String>,
    value: RwSignal<String>,
    i18n: I18n,
}

impl DayText {
    /// Shows `value` in the chosen language's order. A value set from elsewhere (a link, a
    /// reset, a kept draft) or a change of language writes the text anew; what the person
    /// types stays as typed.
    pub(super) fn new(value: RwSignal<String>, i18n: I18n) -> Self {
        let locale = i18n.ui_locale_untracked();
        let typed = RwSignal::new(shown_day(&value.get_untracked(), locale));
        let shown_in = StoredValue::new(locale);
        crate::reactive::effect(move || {
            let (held, locale) = (value.get(), i18n.ui_locale());
            let same = typed.with_untracked(|t| held_day(t, locale) == held);
            if !same || shown_in.get_value() != locale {
                shown_in.set_value(locale);
                typed.set(shown_day(&held, locale));
            }
        });
        Self { typed, value, i18n }
    }

    /// The text shown.
    pub(super) fn text(self) -> String {
        self.typed.get()
    }

    /// Takes what the person typed.
    pub(super) fn input(self, text: String) {
        self.value
            .set(held_day(&text, self.i18n.ui_locale_untracked()));
        self.typed.set(text);
    }

    /// The unfinished mark while the text is not a whole day (see [`date_unfinished`]).
    pub(super) fn unfinished(self) -> Option<&'static str> {
        self.value
            .with(|held| !held.is_empty() && !is_day(held))
            .then_some("")
    }

    /// An example day in the chosen language's order, showing how to type one.
    pub(super) fn example(self) -> String {
        shown_day("2026-12-31", self.i18n.ui_locale())
    }
}
