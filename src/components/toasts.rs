//! Toasts: short-lived results of actions, in one polite live region, gone when their page is left.

use std::time::Duration;

use leptos::prelude::*;

use crate::i18n::{use_i18n, CommonKey, Message};

const SHOW_FOR: Duration = Duration::from_secs(6);

/// The tone of a toast.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ToastKind {
    /// An action worked.
    Success,
    /// An action failed.
    Error,
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct Toast {
    id: u64,
    kind: ToastKind,
    message: Message,
    /// The page (path) it belongs to; `None` until the page it was shown for is settled.
    page: Option<String>,
}

/// The toast queue; get it with [`use_toasts`].
#[derive(Clone, Copy)]
pub struct Toasts {
    items: RwSignal<Vec<Toast>>,
    next_id: StoredValue<u64>,
}

impl Toasts {
    /// Shows a success toast.
    pub fn success(&self, message: impl Into<Message>) {
        self.push(ToastKind::Success, message.into());
    }

    /// Shows an error toast.
    pub fn error(&self, message: impl Into<Message>) {
        self.push(ToastKind::Error, message.into());
    }

    fn push(&self, kind: ToastKind, message: Message) {
        let id = self.next_id.get_value();
        self.next_id.set_value(id + 1);
        self.items.update(|items| {
            items.push(Toast {
                id,
                kind,
                message,
                page: None,
            })
        });
        let this = *self;
        set_timeout(move || this.dismiss(id), SHOW_FOR);
    }

    /// Removes a toast.
    pub fn dismiss(&self, id: u64) {
        self.items.update(|items| items.retain(|t| t.id != id));
    }
}

/// Creates the toast queue and provides it as context.
pub fn provide_toasts() -> Toasts {
    let toasts = Toasts {
        items: RwSignal::new(Vec::new()),
        next_id: StoredValue::new(0),
    };
    provide_context(toasts);
    toasts
}

/// The toast queue provided by the app.
pub fn use_toasts() -> Toasts {
    expect_context::<Toasts>()
}

/// Settles each new toast on the page shown now, and drops the toasts of a page just left.
/// Both run after the action that raised a toast has finished, so a toast raised by an action
/// that then opens another page ("Role deleted", back on the list) belongs to that page.
fn follow_pages(toasts: Toasts, path: Memo<String>) {
    crate::reactive::effect(move || {
        let here = path.get();
        let settled = |t: &Toast| t.page.as_deref() == Some(here.as_str());
        // Writes only when something changes: the effect reads the toasts it writes.
        if toasts.items.with(|items| items.iter().all(settled)) {
            return;
        }
        toasts.items.update(|items| {
            items.retain(|t| t.page.as_ref().is_none_or(|page| *page == here));
            for toast in items.iter_mut() {
                toast.page = Some(here.clone());
            }
        });
    });
}

/// The region where toasts appear: `role="status"`, `aria-live="polite"`. Inside the router:
/// a page's toasts go when it is left.
#[component]
pub fn ToastRegion() -> impl IntoView {
    let i18n = use_i18n();
    let toasts = use_toasts();
    let location = leptos_router::hooks::use_location();
    follow_pages(toasts, Memo::new(move |_| location.pathname.get()));
    view! {
        <div class="toasts" role="status" aria-live="polite">
            <For each=move || toasts.items.get() key=|t| t.id let:toast>
                {
                    let class = match toast.kind {
                        ToastKind::Success => "toast toast--success",
                        ToastKind::Error => "toast toast--error",
                    };
                    let message = toast.message.clone();
                    let id = toast.id;
                    view! {
                        <div class=class>
                            <p class="toast__message">{move || i18n.message(&message)}</p>
                            <button
                                type="button"
                                class="toast__close"
                                aria-label=move || i18n.t(CommonKey::Dismiss)
                                on:click=move |_| toasts.dismiss(id)
                            >
                                "×"
                            </button>
                        </div>
                    }
                }
            </For>
        </div>
    }
}
