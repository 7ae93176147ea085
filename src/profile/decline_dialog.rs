//! The dialog that declines an invitation, with its required reason.

use leptos::prelude::*;

use crate::api;
use crate::components::use_toasts;
use crate::forms::{RemarkDialog, RemarkText, Sending};
use crate::i18n::{use_i18n, Key, ProfileKey};

/// Open while `invitation` holds an id; declining sends the reason, closes and runs
/// `on_declined`. Cancel and Esc close without sending.
#[component]
pub fn DeclineDialog(
    /// The invitation being declined, if any.
    invitation: RwSignal<Option<String>>,
    /// Runs after a decline.
    on_declined: Callback<()>,
) -> impl IntoView {
    let i18n = use_i18n();
    let toasts = use_toasts();
    let sending = Sending::new();
    let open = Signal::derive(move || invitation.with(Option::is_some));
    let close = Callback::new(move |_| {
        if invitation.with_untracked(Option::is_some) {
            invitation.set(None);
        }
    });

    let on_submit = Callback::new(move |reason: String| {
        let Some(id) = invitation.get_untracked() else {
            return;
        };
        let request = async move { api::profile::decline_invitation(&id, &reason).await };
        sending.send(request, move |()| {
            toasts.success(ProfileKey::Declined);
            invitation.set(None);
            on_declined.run(());
        });
    });
    let text = RemarkText {
        field: ProfileKey::Reason.into(),
        required: ProfileKey::ReasonRequired.into(),
        action: ProfileKey::DeclineConfirm.into(),
    };

    view! {
        <RemarkDialog
            open
            on_close=close
            id="decline-dialog"
            title=Key::from(ProfileKey::DeclineTitle)
            intro=Signal::derive(move || i18n.t(ProfileKey::DeclineIntro).to_owned())
            text
            danger=true
            sending
            on_submit
        />
    }
}
