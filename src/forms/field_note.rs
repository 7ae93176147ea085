//! What stands under a field and names it for screen readers: its hint or its refusal.

use leptos::prelude::*;

use crate::i18n::{use_i18n, Message};

/// A paragraph of `class` with `id` under a field, shown while `message` holds one (a hint,
/// `field__hint`; a refusal, `field__error`).
pub fn field_note(class: &'static str, id: String, message: Signal<Option<Message>>) -> AnyView {
    let i18n = use_i18n();
    (move || {
        message.get().map(|m| {
            view! { <p class=class id=id.clone()>{move || i18n.message(&m)}</p> }
        })
    })
    .into_any()
}

/// The `aria-describedby` of a field: the ids of the notes shown now, in reading order
/// (refusal first), or none.
pub fn described_by(notes: &[(bool, &str)]) -> Option<String> {
    let ids: Vec<&str> = notes
        .iter()
        .filter(|(shown, _)| *shown)
        .map(|(_, id)| *id)
        .collect();
    (!ids.is_empty()).then(|| ids.join(" "))
}

#[cfg(test)]
mod tests {
    use super::described_by;

    #[test]
    fn names_only_the_notes_shown_in_their_order() {
        assert_eq!(
            described_by(&[(true, "a-error"), (false, "a-hint"), (true, "a-count")]),
            Some("a-error a-count".to_owned())
        );
        assert_eq!(described_by(&[(false, "a-error")]), None);
    }
}
