//! A card on a page holding an edit form: its title, the server's refusal, the fields and the action.

use leptos::prelude::*;

use crate::components::{Button, ChangeAccess, ErrorView};
use crate::forms::form_dialog::submit_unless_pending;
use crate::forms::kept_forms::edited_within;
use crate::forms::{LeaveGuard, Sending};
use crate::i18n::{use_i18n, Key};

/// The page counterpart of [`crate::forms::FormDialog`]: a titled card whose form runs `on_submit`
/// (which checks the fields and sends with [`Sending::send`]); the server's refusal shows
/// above the fields, the action button under them. While a field holds other than what the
/// form filled it with, leaving the page asks first ([`LeaveGuard`]); typing a value back, or
/// a save that fills the fields from its answer, ends that.
#[component]
pub fn FormCard(
    /// The title's id, which labels the card.
    id: &'static str,
    /// The title.
    #[prop(into)]
    title: Key,
    /// A sentence under the title.
    #[prop(optional, into)]
    intro: Option<Key>,
    /// The action button's text ("Save").
    #[prop(into)]
    action: Key,
    /// The form's sending: its pending send and the server's refusal.
    sending: Sending,
    /// Runs on submit.
    on_submit: Callback<()>,
    /// The changes of the area the form saves to: its action is unavailable while they are.
    #[prop(optional)]
    changes: ChangeAccess,
    /// The fields.
    children: Children,
) -> impl IntoView {
    let i18n = use_i18n();
    let Sending { pending, error } = sending;
    let submit = submit_unless_pending(sending, on_submit);
    let form = NodeRef::<leptos::html::Form>::new();
    let edited = RwSignal::new(false);
    // Compared with what the fields were filled with, not a flag set by typing: a value typed
    // and deleted again leaves nothing to lose.
    let compare = move || {
        // Also called after a delay, when the page may be gone.
        let (Some(was), Some(form)) = (edited.try_get_untracked(), form.try_get_untracked()) else {
            return;
        };
        let now = form.is_some_and(|f| edited_within(&f));
        if was != now {
            edited.set(now);
        }
    };
    Effect::new(move |was_pending: Option<bool>| {
        let now = pending.get();
        if was_pending == Some(true) && !now {
            // The save's answer refills the fields in an effect of the page's own, which may
            // run after this one: compare once every effect of this turn has run.
            set_timeout(compare, std::time::Duration::ZERO);
        }
        now
    });
    let typed = move |_| compare();
    view! {
        <section class="card" aria-labelledby=id>
            <h2 id=id class="card__title">{move || i18n.t(title)}</h2>
            {intro.map(|intro| view! { <p class="muted">{move || i18n.t(intro)}</p> })}
            <form class="form" node_ref=form on:submit=submit on:input=typed on:change=typed novalidate>
                <ErrorView error/>
                {children()}
                <div class="form__actions">
                    <Button label=action submit=true pending changes=changes/>
                </div>
            </form>
            <LeaveGuard dirty=edited/>
        </section>
    }
}
