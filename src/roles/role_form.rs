//! The dialog that creates a role or renames and describes one.

use leptos::prelude::*;
use portal_api::roles::{
    validate_role_create, Role, RoleCreate, RoleUpdate, ROLE_DESCRIPTION_MAX, ROLE_NAME_MAX,
};

use crate::api;
use crate::components::{use_toasts, ChangeAccess};
use crate::forms::{form_fields, Draft, FieldKind, FormDialog, FormField, Sending};
use crate::i18n::{ConfigKey, Key, RolesKey};
use crate::registry::Area;

form_fields! {
    /// The role form's fields.
    enum RoleField { RoleName = "roleName", Description = "description" }
}

/// Open while `open`. With `editing` it renames that role, else it creates one; `on_saved`
/// gets the role as the server answered. What was typed stays after a refusal, and a new
/// role's fields stay when the dialog is closed; a name already used is refused beside the
/// name.
#[component]
pub fn RoleForm(
    /// Whether the dialog is open.
    open: RwSignal<bool>,
    /// The role to rename, or none to create one.
    #[prop(into)]
    editing: Signal<Option<Role>>,
    /// Runs with the saved role.
    on_saved: Callback<Role>,
) -> impl IntoView {
    let toasts = use_toasts();
    let draft = Draft::<RoleField>::new("role-form");
    let sending = Sending::new();
    // A rename starts from the role as it is; a new role keeps what was typed before the
    // dialog was closed, until it is created.
    crate::reactive::effect(move || {
        if open.get() {
            if let Some(role) = editing.get_untracked() {
                draft.reset();
                draft.set(RoleField::RoleName, role.role_name);
                draft.set(RoleField::Description, role.description);
            }
        }
    });
    let on_submit = Callback::new(move |_| {
        let body = RoleCreate {
            role_name: draft.text(RoleField::RoleName),
            description: draft.text(RoleField::Description),
        };
        draft.clear_errors();
        if let Err(errors) = validate_role_create(&body) {
            draft.refuse(&errors);
            draft.focus_first_error();
            return;
        }
        let editing = editing.get_untracked();
        let renaming = editing.is_some();
        let request = async move {
            match editing {
                Some(role) => {
                    let update = RoleUpdate {
                        role_id: role.biz_id,
                        role_name: body.role_name,
                        description: body.description,
                    };
                    api::roles::update(&update).await
                }
                None => api::roles::create(&body).await,
            }
        };
        // A name already used is the name field's error, not the form's.
        draft.send(sending, request, move |role: Role| {
            toasts.success(if renaming {
                RolesKey::Renamed
            } else {
                RolesKey::Created
            });
            draft.reset();
            open.set(false);
            on_saved.run(role);
        });
    });
    let title = Signal::derive(move || -> Key {
        if editing.with(Option::is_some) {
            RolesKey::RenameTitle.into()
        } else {
            RolesKey::CreateTitle.into()
        }
    });
    let action = if editing.with_untracked(Option::is_some) {
        ConfigKey::Save
    } else {
        ConfigKey::Create
    };
    let field = move |name: RoleField| (draft.id(name), draft.value(name), draft.error(name));
    let (name_id, name, name_error) = field(RoleField::RoleName);
    let (description_id, description, description_error) = field(RoleField::Description);
    // An edited name is checked afresh on the next save.
    crate::reactive::effect(move || {
        name.track();
        name_error.set(None);
    });
    view! {
        <FormDialog
            open
            on_close=Callback::new(move |_| open.set(false))
            id="role-form"
            title
            action
            changes=ChangeAccess::of(Area::Roles)
            sending
            on_submit
        >
            <FormField id=name_id label=RolesKey::FieldName value=name error=name_error required=true max_len=ROLE_NAME_MAX/>
            <FormField
                id=description_id
                label=RolesKey::FieldDescription
                value=description
                error=description_error
                kind=FieldKind::Textarea
                max_len=ROLE_DESCRIPTION_MAX
            />
        </FormDialog>
    }
}
