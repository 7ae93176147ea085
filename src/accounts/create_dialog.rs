//! The dialog that creates an administrator account: email, display name, institution.

use leptos::prelude::*;
use portal_api::accounts::{
    validate_account_init, AccountInitRequest, DISPLAY_NAME_MAX, EMAIL_MAX,
};

use crate::api;
use crate::components::{use_toasts, ChangeAccess};
use crate::forms::{form_fields, Draft, FieldKind, FormDialog, FormField, SelectOption, Sending};
use crate::i18n::{use_i18n, AccountsKey, ConfigKey};
use crate::lists::workspace_options;
use crate::registry::Area;
use crate::state::use_app_state;

form_fields! {
    /// The new account form's fields.
    enum AccountField {
        Email = "email",
        DisplayName = "displayName",
        InstitutionBizId = "institutionBizId",
    }
}

fn read(draft: &Draft<AccountField>) -> Option<AccountInitRequest> {
    Some(AccountInitRequest {
        email: draft.text(AccountField::Email),
        display_name: draft.text(AccountField::DisplayName),
        institution_biz_id: draft.optional_text(AccountField::InstitutionBizId),
    })
}

/// Open while `open`. Empty or malformed fields are refused beside themselves and nothing is
/// sent; the server's refusal of a field (a taken email) shows beside it, any other refusal
/// above; what was typed stays.
#[component]
pub fn CreateDialog(
    /// Whether the dialog is open.
    open: RwSignal<bool>,
    /// Runs once the account exists.
    on_created: Callback<()>,
) -> impl IntoView {
    let i18n = use_i18n();
    let state = use_app_state();
    let toasts = use_toasts();
    let draft = Draft::<AccountField>::new("account-new");
    let sending = Sending::new();
    let close = Callback::new(move |_| open.set(false));
    // The own institution is offered once, first, by name when it is among the workspaces;
    // choosing it sends no institution, which the contract reads as the creator's own.
    let options = Signal::derive(move || {
        let home = state
            .account
            .with(|a| a.as_ref().and_then(|a| a.institution_biz_id.clone()));
        let mut others = state
            .workspaces
            .with(|w| workspace_options(w.as_deref().unwrap_or_default()));
        let named = others
            .iter()
            .position(|o| Some(&o.value) == home.as_ref())
            .map(|at| others.remove(at).label);
        let label = match named {
            Some(name) => i18n.tf(AccountsKey::OwnInstitutionNamed, &[("name", &name)]),
            None => i18n.t(AccountsKey::OwnInstitution).to_owned(),
        };
        let mut all = vec![SelectOption {
            value: String::new(),
            label,
        }];
        all.extend(others);
        all
    });
    let submit = Callback::new(move |_| {
        let checked = draft.read_checked(read, |r| {
            if let Err(e) = validate_account_init(r) {
                draft.refuse(&e);
            }
        });
        let Some(request) = checked else { return };
        // A taken email or an unknown institution is that field's error, not the form's.
        let request = async move { api::accounts::create(&request).await };
        draft.send(sending, request, move |()| {
            toasts.success(AccountsKey::CreatedToast);
            draft.reset();
            open.set(false);
            on_created.run(());
        });
    });
    view! {
        <FormDialog
            open
            on_close=close
            id="account-new"
            title=Signal::stored(AccountsKey::CreateTitle.into())
            action=ConfigKey::Create
            sending
            on_submit=submit
            changes=ChangeAccess::of(Area::Accounts)
        >
            <p class="muted">{move || i18n.t(AccountsKey::CreateHint)}</p>
            <FormField
                id=draft.id(AccountField::Email)
                label=AccountsKey::Email
                kind=FieldKind::Email
                value=draft.value(AccountField::Email)
                error=draft.error(AccountField::Email)
                required=true
                max_len=EMAIL_MAX
                autocomplete="off"
            />
            <FormField
                id=draft.id(AccountField::DisplayName)
                label=AccountsKey::DisplayName
                value=draft.value(AccountField::DisplayName)
                error=draft.error(AccountField::DisplayName)
                required=true
                max_len=DISPLAY_NAME_MAX
            />
            <FormField
                id=draft.id(AccountField::InstitutionBizId)
                label=AccountsKey::Institution
                kind=FieldKind::Select
                value=draft.value(AccountField::InstitutionBizId)
                error=draft.error(AccountField::InstitutionBizId)
                options
            />
        </FormDialog>
    }
}
