//! The select of the workspace a page shows, where the open workspace can see into others.

use leptos::prelude::*;

use super::WorkspaceChoice;
use crate::forms::{FieldKind, FormField};
use crate::i18n::Key;

/// The select of `choice`, above the page's list; nothing where there is no other workspace
/// to choose (a tenant workspace, see [`WorkspaceChoice`]).
#[component]
pub fn WorkspaceChoiceField(
    /// The select's id.
    id: &'static str,
    /// Its label ("Files of institution").
    #[prop(into)]
    label: Key,
    /// The choice it shows and changes.
    choice: WorkspaceChoice,
) -> impl IntoView {
    view! {
        <Show when=move || choice.offers_others()>
            <div class="filters filters--wide">
                <FormField
                    id=id
                    label=label
                    value=choice.chosen
                    kind=FieldKind::Select
                    options=choice.options
                />
            </div>
        </Show>
    }
}
