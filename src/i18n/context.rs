//! The i18n context: the current locale as a signal and the reactive `t` accessor.

use leptos::prelude::*;
use portal_api::Locale;

use super::{catalog, interpolate, loaded, ui_locale, Key, Message};

/// The i18n handle. Copy it freely; every read through it tracks the current locale, so text
/// rendered with [`I18n::t`] inside a reactive closure updates when the locale changes.
#[derive(Clone, Copy)]
pub struct I18n {
    locale: RwSignal<Locale>,
}

impl I18n {
    /// The locale the text is actually shown in (tracked).
    pub fn ui_locale(&self) -> Locale {
        ui_locale(self.locale.get())
    }

    /// The locale the text is shown in, without tracking.
    pub fn ui_locale_untracked(&self) -> Locale {
        ui_locale(self.locale.get_untracked())
    }

    /// Switches to `locale` once its catalogue is loaded: from then on requests carry it and the
    /// UI re-renders in it. When the catalogue cannot be loaded nothing changes and the reason
    /// comes back.
    pub async fn switch_to(&self, locale: Locale) -> Result<(), String> {
        loaded::load(locale).await?;
        crate::web::locale::set_locale(locale);
        self.locale.set(locale);
        Ok(())
    }

    /// The text of `key` in the current locale (tracked).
    pub fn t(&self, key: impl Into<Key>) -> &'static str {
        catalog::text(self.locale.get(), key.into())
    }

    /// The text of `key` with `{name}` placeholders filled from `args` (tracked).
    pub fn tf(&self, key: impl Into<Key>, args: &[(&str, &str)]) -> String {
        interpolate(self.t(key), args)
    }

    /// The text of a [`Message`] (tracked).
    pub fn message(&self, message: &Message) -> String {
        match message {
            Message::Key(key) => self.t(*key).to_owned(),
            Message::With(key, args) => {
                let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
                self.tf(*key, &args)
            }
            Message::WithTexts(key, args) => {
                let texts: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, self.t(*v))).collect();
                self.tf(*key, &texts)
            }
        }
    }
}

/// Creates the i18n context from the remembered locale and keeps `<html lang>` in step.
pub fn provide_i18n() -> I18n {
    let i18n = I18n {
        locale: RwSignal::new(crate::web::locale::locale()),
    };
    crate::reactive::effect(move || {
        let tag = i18n.ui_locale().tag();
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("lang", tag);
        }
    });
    provide_context(i18n);
    i18n
}

/// The i18n handle provided by the app.
pub fn use_i18n() -> I18n {
    expect_context::<I18n>()
}
