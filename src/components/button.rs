//! The button used for actions: visible text, a spinner and no second click while pending.

use leptos::prelude::*;

use crate::components::{ChangeAccess, Spinner};
use crate::i18n::{use_i18n, Key};

/// The look of a [`Button`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ButtonVariant {
    /// The main action of a form.
    #[default]
    Primary,
    /// A secondary action.
    Secondary,
    /// A destructive action.
    Danger,
    /// A quiet, text-like action.
    Ghost,
}

impl ButtonVariant {
    /// `Danger` for a destructive action, else `Primary`.
    pub fn danger_if(danger: bool) -> Self {
        if danger {
            Self::Danger
        } else {
            Self::Primary
        }
    }

    fn class(self) -> &'static str {
        match self {
            Self::Primary => "btn btn--primary",
            Self::Secondary => "btn btn--secondary",
            Self::Danger => "btn btn--danger",
            Self::Ghost => "btn btn--ghost",
        }
    }
}

/// A button with visible text. While `pending` it shows a spinner, is disabled and marked
/// busy, so a form cannot be sent twice.
#[component]
pub fn Button(
    /// The visible text.
    #[prop(into)]
    label: Key,
    /// The text as given, over `label`'s, when it holds values (a count).
    #[prop(optional, into)]
    text: MaybeProp<String>,
    /// Submits the surrounding form instead of running `on_click`.
    #[prop(optional)]
    submit: bool,
    /// The look.
    #[prop(optional)]
    variant: ButtonVariant,
    /// True while the action runs.
    #[prop(optional, into)]
    pending: MaybeProp<bool>,
    /// True when the action is not available.
    #[prop(optional, into)]
    disabled: MaybeProp<bool>,
    /// Stretches the button to the width of its container.
    #[prop(optional)]
    block: bool,
    /// Runs on click (for non-submit buttons).
    #[prop(optional)]
    on_click: Option<Callback<()>>,
    /// An id, for focus management.
    #[prop(optional, into)]
    id: Option<String>,
    /// The changes of an area this button makes: unavailable, the reason as its title, while
    /// that area cannot be changed here.
    #[prop(optional)]
    changes: ChangeAccess,
) -> impl IntoView {
    let i18n = use_i18n();
    let is_pending = move || pending.get().unwrap_or(false);
    let class = if block {
        format!("{} btn--block", variant.class())
    } else {
        variant.class().to_owned()
    };
    view! {
        <button
            id=id
            type=if submit { "submit" } else { "button" }
            class=class
            disabled=move || {
                is_pending() || disabled.get().unwrap_or(false) || changes.closed()
            }
            title=move || changes.title()
            aria-busy=move || is_pending().then_some("true")
            on:click=move |_| {
                if let Some(cb) = on_click {
                    cb.run(());
                }
            }
        >
            {move || is_pending().then(|| view! { <Spinner/> })}
            <span>{move || text.get().unwrap_or_else(|| i18n.t(label).to_owned())}</span>
        </button>
    }
}
