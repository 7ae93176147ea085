//! A small bar chart whose rows say their numbers in text, so it reads without seeing it.

use leptos::prelude::*;

use crate::i18n::{use_i18n, Key};

/// One row of a [`bar_chart`].
pub struct ChartBar {
    /// What the bar counts.
    pub label: String,
    /// The bar's CSS width, relative to the largest.
    pub width: String,
    /// The bar's class (`chart__bar`, with a modifier for a colour).
    pub class: &'static str,
    /// The numbers after the bar, in words.
    pub text: Signal<String>,
}

/// A titled list of bars, each with its label and its numbers in text.
pub fn bar_chart(title: Key, bars: Vec<ChartBar>) -> impl IntoView {
    let i18n = use_i18n();
    let rows = bars
        .into_iter()
        .map(|bar| {
            view! {
                <li class="chart__row">
                    <span class="chart__label">{bar.label}</span>
                    <span class="chart__track" aria-hidden="true">
                        <span class=bar.class style:width=bar.width></span>
                    </span>
                    <span class="chart__value">{move || bar.text.get()}</span>
                </li>
            }
        })
        .collect_view();
    view! {
        <figure class="chart">
            <figcaption class="chart__title">{move || i18n.t(title)}</figcaption>
            <ul class="chart__rows">{rows}</ul>
        </figure>
    }
}
