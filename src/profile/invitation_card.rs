//! One invitation: its fields as a record, with Accept and Decline.

use leptos::prelude::*;
use portal_api::profile::Invitation;
use serde_json::{Map, Value};

use crate::api;
use crate::components::{use_toasts, Button, ButtonVariant, ErrorView};
use crate::forms::Sending;
use crate::i18n::{use_i18n, ProfileKey};
use crate::records::RecordView;

// The contract does not show invitation fields, so the title is the first non-empty
// "…name" field, if the server sends one.
fn title_of(fields: &Map<String, Value>) -> Option<String> {
    fields
        .iter()
        .filter(|(k, _)| k.to_ascii_lowercase().ends_with("name"))
        .find_map(|(_, v)| v.as_str().map(str::trim).filter(|s| !s.is_empty()))
        .map(str::to_owned)
}

/// An invitation card. Accept runs here; Decline asks the list to open its dialog.
#[component]
pub fn InvitationCard(
    /// The invitation.
    invitation: Invitation,
    /// Its position (1-based), for the fallback title.
    index: usize,
    /// The heading level of the card title (2 or 3).
    heading_level: u8,
    /// Runs after it is accepted.
    on_accepted: Callback<()>,
    /// Runs with its id when Decline is pressed.
    on_decline: Callback<String>,
) -> impl IntoView {
    let i18n = use_i18n();
    let toasts = use_toasts();
    let sending = Sending::new();
    let Sending { pending, error } = sending;
    let id = invitation.biz_id.clone();
    let title_id = format!("invitation-{index}-title");
    let title = title_of(&invitation.fields);
    let title_text = move || match &title {
        Some(t) => t.clone(),
        None => i18n.tf(
            ProfileKey::InvitationNumber,
            &[("number", &index.to_string())],
        ),
    };
    let heading = if heading_level >= 3 {
        view! { <h3 id=title_id.clone() class="invitation__title">{title_text}</h3> }.into_any()
    } else {
        view! { <h2 id=title_id.clone() class="invitation__title">{title_text}</h2> }.into_any()
    };
    let mut record = Map::new();
    record.insert("bizId".to_owned(), Value::String(invitation.biz_id.clone()));
    record.extend(invitation.fields);

    let accept = {
        let id = id.clone();
        Callback::new(move |_| {
            let id = id.clone();
            let request = async move { api::profile::accept_invitation(&id).await };
            sending.send(request, move |()| {
                toasts.success(ProfileKey::Accepted);
                on_accepted.run(());
            });
        })
    };

    view! {
        <article class="card invitation" aria-labelledby=title_id>
            {heading}
            <RecordView record/>
            <ErrorView error/>
            <div class="form__actions">
                <Button label=ProfileKey::Accept pending=pending on_click=accept/>
                <Button
                    label=ProfileKey::Decline
                    variant=ButtonVariant::Secondary
                    disabled=pending
                    on_click=Callback::new(move |_| on_decline.run(id.clone()))
                />
            </div>
        </article>
    }
}
