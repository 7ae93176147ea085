//! An inline notice: information, success or a warning that is not an API error.

use leptos::prelude::*;

use crate::i18n::{use_i18n, Key, Message};

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

/// A button at the end of a notice: what the message offers to do.
#[derive(Clone, Copy)]
pub struct NoticeAction {
    /// The button's text.
    pub label: Key,
    /// What pressing it does.
    pub run: Callback<()>,
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
    /// A button after the message.
    #[prop(optional)]
    action: Option<NoticeAction>,
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
                    .map(|m| match action {
                        None => view! { <p class=class>{move || i18n.message(&m)}</p> }.into_any(),
                        Some(action) => view! {
                            <div class=format!("{class} notice--with-action")>
                                <p>{move || i18n.message(&m)}</p>
                                <button
                                    type="button"
                                    class="btn btn--secondary btn--small"
                                    on:click=move |_| action.run.run(())
                                >
                                    {move || i18n.t(action.label)}
                                </button>
                            </div>
                        }
                        .into_any(),
                    })
            }}
        </div>
    }
}
