//! The theme choice in the header: a labelled select.

use leptos::prelude::*;

use super::Theme;
use crate::i18n::{use_i18n, ShellKey};

fn label(theme: Theme) -> ShellKey {
    match theme {
        Theme::Light => ShellKey::ThemeLight,
        Theme::Dark => ShellKey::ThemeDark,
        Theme::System => ShellKey::ThemeSystem,
    }
}

/// Light, dark or system; the choice is remembered in this browser.
#[component]
pub fn ThemeToggle() -> impl IntoView {
    let i18n = use_i18n();
    let theme = RwSignal::new(Theme::stored());
    let on_change = move |ev: leptos::ev::Event| {
        if let Some(choice) = Theme::parse(&event_target_value(&ev)) {
            choice.choose();
            theme.set(choice);
        }
    };
    let options = Theme::ALL
        .into_iter()
        .map(|t| {
            view! {
                <option value=t.as_str() prop:selected=move || theme.get() == t>
                    {move || i18n.t(label(t))}
                </option>
            }
        })
        .collect_view();
    view! {
        <div class="header-control">
            <label class="header-control__label sr-only-narrow" for="theme-select">
                {move || i18n.t(ShellKey::Theme)}
            </label>
            <select id="theme-select" class="header-control__select" on:change=on_change>
                {options}
            </select>
        </div>
    }
}
