//! One figure of the home: its name, what was read, and the link to its list.

use leptos::prelude::*;

use crate::api::ApiError;
use crate::components::A;
use crate::i18n::{localize_count, use_i18n, WorkspaceKey};

/// What a figure's read found.
#[derive(Debug, Clone, PartialEq)]
pub enum Reading {
    /// A count, with lines saying more (totals, age) and, when only part of the list was
    /// read, what the figure covers.
    Counted {
        /// How many.
        count: u64,
        /// Lines under the count.
        details: Vec<String>,
        /// What part of the list the details cover, when not all of it.
        partial: Option<String>,
    },
    /// The person's role may not read this list.
    NotForRole,
    /// The read failed; the next refresh tries again.
    Unread,
}

impl Reading {
    /// A bare count.
    pub fn count(count: u64) -> Self {
        Self::Counted {
            count,
            details: Vec::new(),
            partial: None,
        }
    }

    /// A refusal for the role reads as such; any other failure as not read.
    pub fn failed(error: &ApiError) -> Self {
        match error {
            ApiError::Refused { .. } => Self::NotForRole,
            _ => Self::Unread,
        }
    }
}

/// A figure: its name over its count as one link to `href`, then its details; before the
/// first read, the name alone.
#[component]
pub fn Figure(
    /// The figure's name.
    name: WorkspaceKey,
    /// Where its list is, filtered to what it counts.
    #[prop(into)]
    href: Signal<String>,
    /// The last read, `None` before the first.
    #[prop(into)]
    reading: Signal<Option<Reading>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let value = move || match reading.get() {
        None => "…".to_owned(),
        Some(Reading::Counted { count, .. }) => localize_count(count),
        Some(Reading::NotForRole) => i18n.t(WorkspaceKey::NotForRole).to_owned(),
        Some(Reading::Unread) => i18n.t(WorkspaceKey::FigureUnread).to_owned(),
    };
    let counted = move || matches!(reading.get(), Some(Reading::Counted { .. }));
    let value_class = move || {
        if counted() {
            "attention__value"
        } else {
            "attention__value attention__value--note"
        }
    };
    let details = move || match reading.get() {
        Some(Reading::Counted {
            details, partial, ..
        }) => details
            .into_iter()
            .map(|d| view! { <p class="attention__detail">{d}</p> })
            .chain(
                partial.map(|p| view! { <p class="attention__detail attention__partial">{p}</p> }),
            )
            .collect_view()
            .into_any(),
        _ => ().into_any(),
    };
    view! {
        <li class="attention__item">
            <A href=move || href.get() attr:class="attention__link">
                <span class="attention__name">{move || i18n.t(name)}</span>
                <span class=value_class>{value}</span>
            </A>
            {details}
        </li>
    }
}
