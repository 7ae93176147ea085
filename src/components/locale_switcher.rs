//! The language choice in the header: a labelled select of the offered locales.

use leptos::html::Select;
use leptos::prelude::*;
use leptos::task::spawn_local;
use portal_api::Locale;

use crate::components::use_toasts;
use crate::i18n::{native_name, use_i18n, Message, ShellKey, OFFERED};

/// Lists the offered locales by native name. Choosing one changes the request headers (via
/// the API session) and re-renders the UI in it once its texts are loaded; if they cannot be,
/// the choice goes back and a toast says why.
#[component]
pub fn LocaleSwitcher() -> impl IntoView {
    let i18n = use_i18n();
    let toasts = use_toasts();
    let select = NodeRef::<Select>::new();
    let on_change = move |ev: leptos::ev::Event| {
        let Some(locale) = Locale::from_tag(&event_target_value(&ev)) else {
            return;
        };
        spawn_local(async move {
            if let Err(reason) = i18n.switch_to(locale).await {
                web_sys::console::warn_1(&format!("{}: {reason}", locale.tag()).into());
                if let Some(select) = select.get_untracked() {
                    select.set_value(i18n.ui_locale_untracked().tag());
                }
                let language = native_name(locale).to_owned();
                toasts.error(Message::with(
                    ShellKey::LanguageUnavailable,
                    &[("language", language)],
                ));
            }
        });
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
            <label class="header-control__label sr-only-narrow" for="locale-select">
                {move || i18n.t(ShellKey::Language)}
            </label>
            <select
                id="locale-select"
                class="header-control__select"
                node_ref=select
                on:change=on_change
            >
                {options}
            </select>
        </div>
    }
}
