//! The language choice in the header: a labelled select of the offered locales.

use leptos::prelude::*;
use portal_api::Locale;

use crate::i18n::{native_name, use_i18n, ShellKey, OFFERED};

/// Lists the offered locales by native name. Choosing one changes the request headers (via
/// the API session) and re-renders the UI in it.
#[component]
pub fn LocaleSwitcher() -> impl IntoView {
    let i18n = use_i18n();
    let on_change = move |ev: leptos::ev::Event| {
        if let Some(locale) = Locale::from_tag(&event_target_value(&ev)) {
            i18n.set_locale(locale);
        }
    };
    let options = OFFERED
        .into_iter()
        .map(|locale| {
            view! {
                <option
                    value=locale.tag()
                    lang=locale.tag()
                    prop:selected=move || i18n.ui_locale() == locale
                >
                    {native_name(locale)}
                </option>
            }
        })
        .collect_view();
    view! {
        <div class="header-control">
            <label class="header-control__label" for="locale-select">
                {move || i18n.t(ShellKey::Language)}
            </label>
            <select id="locale-select" class="header-control__select" on:change=on_change>
                {options}
            </select>
        </div>
    }
}
