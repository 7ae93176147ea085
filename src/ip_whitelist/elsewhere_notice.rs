//! What someone else changed in the whitelist while it was being edited, shown once a save found it.

use leptos::prelude::*;

use super::saving::Elsewhere;
use crate::forms::{ChangeGroup, ChangeKind, ChangedElsewhere};
use crate::i18n::{use_i18n, IpWhitelistKey};

/// The warning and their changes (the switch, entries added and removed) while `elsewhere`
/// holds them, in a live region so that they are announced.
#[component]
pub fn ElsewhereNotice(
    /// Their changes, from the save that found them until the next save or reset.
    elsewhere: RwSignal<Option<Elsewhere>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let theirs = move || {
        elsewhere.get().map(|theirs| {
            let entries = |list: Vec<String>| -> Vec<AnyView> {
                list.into_iter()
                    .map(|e| view! { <code>{e}</code> }.into_any())
                    .collect()
            };
            let switched = theirs.switched.map(|on| {
                let key = if on {
                    IpWhitelistKey::TurnedOnElsewhere
                } else {
                    IpWhitelistKey::TurnedOffElsewhere
                };
                view! { <p class="changes__title">{move || i18n.t(key)}</p> }
            });
            view! {
                <ChangedElsewhere message=IpWhitelistKey::ChangedElsewhere>
                    {switched}
                    <ChangeGroup kind=ChangeKind::Added title=ChangeKind::Added.elsewhere() items=entries(theirs.added)/>
                    <ChangeGroup kind=ChangeKind::Removed title=ChangeKind::Removed.elsewhere() items=entries(theirs.removed)/>
                </ChangedElsewhere>
            }
        })
    };
    view! { <div role="status">{theirs}</div> }
}
