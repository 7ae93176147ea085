//! A new password typed twice and checked against the rules before it goes anywhere: the last
//! step of registration, and the page an emailed "set your password" link opens.

use leptos::ev::SubmitEvent;
use leptos::prelude::*;

use super::register::password_rules::{check_confirmation, check_password, MAX_LEN};
use crate::components::{focus_by_id, focus_first_refused, Button, ErrorView};
use crate::forms::{FieldKind, FormField, Sending};
use crate::i18n::{use_i18n, Key, Message, RegisterKey};

/// The password and its confirmation with the rules as a hint. Bad input is refused beside
/// its field; `on_valid` gets the password once both pass, while no send is pending; it sends
/// with `sending`.
#[component]
pub fn NewPasswordForm(
    /// The ids of the password and confirmation fields.
    ids: (&'static str, &'static str),
    /// The form's heading.
    #[prop(into)]
    title: Key,
    /// The password typed.
    password: RwSignal<String>,
    /// Its confirmation.
    confirm: RwSignal<String>,
    /// The password's sending; its refusal shows above the fields.
    sending: Sending,
    /// Sends the checked password.
    on_valid: Callback<String>,
) -> impl IntoView {
    let i18n = use_i18n();
    let Sending { pending, error } = sending;
    let (password_id, confirm_id) = ids;
    let password_error = RwSignal::new(None::<Message>);
    let confirm_error = RwSignal::new(None::<Message>);
    crate::reactive::effect(move || focus_by_id(password_id));

    let submit = move |ev: SubmitEvent| {
        ev.prevent_default();
        if pending.get_untracked() {
            return;
        }
        let typed = password.get_untracked();
        // Both said at once: a weak password typed twice differently has two mistakes.
        password_error.set(check_password(&typed));
        confirm_error.set(check_confirmation(&typed, &confirm.get_untracked()));
        if focus_first_refused(&[(password_id, password_error), (confirm_id, confirm_error)]) {
            return;
        }
        error.set(None);
        on_valid.run(typed);
    };

    view! {
        <form class="form" on:submit=submit novalidate>
            <h2 class="form__title">{move || i18n.t(title)}</h2>
            <ErrorView error/>
            <FormField
                id=password_id
                label=RegisterKey::NewPassword
                kind=FieldKind::Password
                value=password
                hint=Message::from(RegisterKey::PasswordRules)
                error=password_error
                required=true
                autocomplete="new-password"
                max_len=MAX_LEN
            />
            <FormField
                id=confirm_id
                label=RegisterKey::ConfirmPassword
                kind=FieldKind::Password
                value=confirm
                error=confirm_error
                required=true
                autocomplete="new-password"
                max_len=MAX_LEN
            />
            <Button label=RegisterKey::SetPassword submit=true pending=pending block=true/>
        </form>
    }
}
