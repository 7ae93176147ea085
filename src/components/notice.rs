//! An inline notice: information, success or a warning that is not an API error.

use leptos::prelude::*;

use crate::i18n::{use_i18n, Message};

/// The tone of a [`Notice`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum NoticeKind {
    /// Neutral information.
    #[default]
    Info,
    /// Something worked.
    Success,
    /// Something needs attention.
    Warning,
}

/// A message box in a polite live region that stays in the page, so that a message appearing
/// in it is announced; shows nothing when `message` is empty.
#[component]
pub fn Notice(
    /// What to say.
    #[prop(into)]
    message: MaybeProp<Message>,
    /// The tone.
    #[prop(optional)]
    kind: NoticeKind,
) -> impl IntoView {
    let i18n = use_i18n();
    let class = match kind {
        NoticeKind::Info => "notice notice--info",
        NoticeKind::Success => "notice notice--success",
        NoticeKind::Warning => "notice notice--warning",
    };
    view! {
        <div class="notice-region" role="status">
            {move || {
                message
                    .get()
                    .map(|m| view! { <p class=class>{move || i18n.message(&m)}</p> })
            }}
        </div>
    }
}
