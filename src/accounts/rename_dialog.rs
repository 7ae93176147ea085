//! The dialog that changes an account's display name.

use leptos::prelude::*;
use portal_api::accounts::{validate_account_update, AccountUpdateRequest, DISPLAY_NAME_MAX};

use crate::api;
use crate::components::{use_toasts, ChangeAccess};
use crate::forms::{form_fields, Draft, FormDialog, FormField, Sending};
use crate::i18n::AccountsKey;
use crate::registry::Area;

form_fields! {
    /// The rename form's field.
    enum RenameField { DisplayName = "displayName" }
}

/// Open while `open`, filled with the current `name` at each opening. A blank or too long
/// name is refused beside the field; the server's refusal shows above and keeps the text.
#[component]
pub fn RenameDialog(
    /// Whether the dialog is open.
    open: RwSignal<bool>,
    /// The account.
    biz_id: String,
    /// The current display name.
    name: String,
    /// Runs after the name is saved.
    on_renamed: Callback<()>,
) -> impl IntoView {
    let toasts = use_toasts();
    let draft = Draft::<RenameField>::new("account-rename");
    let sending = Sending::new();
    crate::reactive::effect(move || {
        if open.get() {
            draft.reset();
            draft.set(RenameField::DisplayName, name.clone());
        }
    });
    let submit = Callback::new(move |_| {
        let id = biz_id.clone();
        let checked = draft.read_checked(
            |d| {
                Some(AccountUpdateRequest {
                    user_biz_id: id,
                    display_name: d.text(RenameField::DisplayName),
                })
            },
            |r| {
                if let Err(e) = validate_account_update(r) {
                    draft.refuse(&e);
                }
            },
        );
        let Some(request) = checked else { return };
        draft.send(
            sending,
            async move { api::accounts::rename(&request).await },
            move |_| {
                toasts.success(AccountsKey::Renamed);
                open.set(false);
                on_renamed.run(());
            },
        );
    });
    view! {
        <FormDialog
            open
            on_close=Callback::new(move |_| open.set(false))
            id="account-rename"
            title=Signal::stored(AccountsKey::Rename.into())
            action=AccountsKey::Save
            sending
            on_submit=submit
            changes=ChangeAccess::of(Area::Accounts)
        >
            <FormField
                id=draft.id(RenameField::DisplayName)
                label=AccountsKey::DisplayName
                value=draft.value(RenameField::DisplayName)
                error=draft.error(RenameField::DisplayName)
                required=true
                max_len=DISPLAY_NAME_MAX
            />
        </FormDialog>
    }
}
