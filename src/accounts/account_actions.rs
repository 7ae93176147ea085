//! The actions on one account: change its display name, disable or enable it (confirmed).

use leptos::prelude::*;

use super::rename_dialog::RenameDialog;
use crate::api;
use crate::components::{use_toasts, Button, ButtonVariant, ChangeAccess};
use crate::forms::ConfirmDialog;
use crate::forms::Sending;
use crate::i18n::{use_i18n, AccountsKey};
use crate::registry::Area;
use crate::state::use_app_state;

/// "Change display name" always; "Disable account" for an ACTIVE account and "Enable
/// account" for a DISABLED one (other statuses cannot be set by hand), except on the
/// signed-in user's own account, which the server refuses to change. `on_changed` runs
/// after a change.
#[component]
pub fn AccountActions(
    /// The account.
    biz_id: String,
    /// Its display name as loaded.
    name: String,
    /// Its status code as loaded.
    status: String,
    /// Runs after a change.
    on_changed: Callback<()>,
) -> impl IntoView {
    let i18n = use_i18n();
    let toasts = use_toasts();
    let state = use_app_state();
    let own = state
        .account
        .with_untracked(|a| a.as_ref().is_some_and(|a| a.biz_id == biz_id));
    // One's own new name shows in the header and the profile at once, not on the next page.
    let on_renamed = Callback::new(move |_| {
        on_changed.run(());
        if own {
            leptos::task::spawn_local(async move {
                // The new name is saved; a failed read only leaves the old one in the header.
                let _ = state.reload_account().await;
            });
        }
    });
    let renaming = RwSignal::new(false);
    let confirming = RwSignal::new(false);
    let sending = Sending::new();
    let target = match status.as_str() {
        _ if own => None,
        "ACTIVE" => Some(("DISABLED", AccountsKey::Disable, AccountsKey::DisableTitle)),
        "DISABLED" => Some(("ACTIVE", AccountsKey::Enable, AccountsKey::EnableTitle)),
        _ => None,
    };
    let status_button = target.map(|(to, action, title)| {
        let (intro_key, done) = if to == "DISABLED" {
            (AccountsKey::DisableIntro, AccountsKey::Disabled)
        } else {
            (AccountsKey::EnableIntro, AccountsKey::Enabled)
        };
        let who = name.clone();
        let intro = Signal::derive(move || i18n.tf(intro_key, &[("name", &who)]));
        let id = biz_id.clone();
        let confirm = Callback::new(move |_| {
            let id = id.clone();
            sending.send(
                async move { api::accounts::set_status(&id, to).await },
                move |_| {
                    confirming.set(false);
                    toasts.success(done);
                    on_changed.run(());
                },
            );
        });
        let variant = if to == "DISABLED" {
            ButtonVariant::Danger
        } else {
            ButtonVariant::Secondary
        };
        view! {
            <Button
                label=action
                variant
                on_click=Callback::new(move |_| confirming.set(true))
                changes=ChangeAccess::of(Area::Accounts)
            />
            <ConfirmDialog
                open=confirming
                on_close=Callback::new(move |_| confirming.set(false))
                id="account-status"
                title=Signal::derive(move || title.into())
                intro
                action=Signal::derive(move || action.into())
                danger=Signal::derive(move || to == "DISABLED")
                sending
                on_confirm=confirm
                changes=ChangeAccess::of(Area::Accounts)
            />
        }
    });
    view! {
        <div class="form__actions">
            <Button
                label=AccountsKey::Rename
                variant=ButtonVariant::Secondary
                on_click=Callback::new(move |_| renaming.set(true))
                changes=ChangeAccess::of(Area::Accounts)
            />
            {status_button}
        </div>
        {own.then(|| view! { <p class="muted">{move || i18n.t(AccountsKey::OwnStatusNote)}</p> })}
        <RenameDialog open=renaming biz_id name on_renamed/>
    }
}
