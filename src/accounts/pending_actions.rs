//! The decisions on a pending user: approve (confirmed) or reject (with a required reason).

use leptos::prelude::*;
use portal_api::profile::Account;
use portal_api::ErrorCode;

use crate::api::{self, ApiError};
use crate::components::{use_toasts, ChangeAccess};
use crate::forms::Sending;
use crate::forms::{ConfirmDialog, RemarkDialog, RemarkText};
use crate::i18n::{use_i18n, AccountsKey};
use crate::registry::Area;

/// What is being decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// Let the user sign in.
    Approve,
    /// Turn the user down, with a reason.
    Reject,
}

/// The dialog of the decision in `deciding`, if any; a decision sent, or a user already
/// decided elsewhere, closes it and runs `on_decided`; another refusal stays in the dialog.
#[component]
pub fn PendingActions(
    /// The decision being made and on whom.
    deciding: RwSignal<Option<(Decision, Account)>>,
    /// Runs after a decision is recorded.
    on_decided: Callback<()>,
) -> impl IntoView {
    let i18n = use_i18n();
    let toasts = use_toasts();
    let sending = Sending::new();
    let is = move |d: Decision| {
        Signal::derive(move || deciding.with(|x| x.as_ref().is_some_and(|x| x.0 == d)))
    };
    let close = Callback::new(move |_| deciding.set(None));
    let intro = move |key: AccountsKey| {
        Signal::derive(move || {
            deciding.with(|x| match x {
                Some((_, a)) => i18n.tf(
                    key,
                    &[("name", &a.account_name), ("email", &a.account_email)],
                ),
                None => String::new(),
            })
        })
    };
    let user = move || deciding.with_untracked(|x| x.as_ref().map(|(_, a)| a.biz_id.clone()));
    // A user someone else decided on meanwhile is gone (404): the dialog closes, says so, and
    // the list loads again without them, rather than leaving a refusal nothing can fix.
    let done = move |toast: AccountsKey| {
        move |gone: bool| {
            deciding.set(None);
            if gone {
                toasts.error(AccountsKey::AlreadyDecided);
            } else {
                toasts.success(toast);
            }
            on_decided.run(());
        }
    };
    let gone = |answer: Result<(), ApiError>| match answer {
        Err(e) if e.is(&ErrorCode::ResourceNotFound) => Ok(true),
        answer => answer.map(|()| false),
    };
    let approve = Callback::new(move |_| {
        let Some(id) = user() else { return };
        sending.send(
            async move { gone(api::accounts::approve(&id).await) },
            done(AccountsKey::Approved),
        );
    });
    let reject = Callback::new(move |reason: String| {
        let Some(id) = user() else { return };
        sending.send(
            async move { gone(api::accounts::reject(&id, &reason).await) },
            done(AccountsKey::Rejected),
        );
    });
    view! {
        <ConfirmDialog
            open=is(Decision::Approve)
            on_close=close
            id="pending-approve"
            title=Signal::stored(AccountsKey::ApproveTitle.into())
            intro=intro(AccountsKey::ApproveIntro)
            action=Signal::stored(AccountsKey::Approve.into())
            danger=Signal::stored(false)
            sending
            on_confirm=approve
            changes=ChangeAccess::of(Area::PendingUsers)
        />
        <RemarkDialog
            open=is(Decision::Reject)
            on_close=close
            id="pending-reject"
            title=Signal::stored(AccountsKey::RejectTitle.into())
            intro=intro(AccountsKey::RejectIntro)
            text=Signal::stored(RemarkText {
                field: AccountsKey::Reason.into(),
                required: AccountsKey::ReasonRequired.into(),
                action: AccountsKey::Reject.into(),
            })
            danger=Signal::stored(true)
            sending
            on_submit=reject
            changes=ChangeAccess::of(Area::PendingUsers)
        />
    }
}
