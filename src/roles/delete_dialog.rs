//! The dialog that deletes a role after naming it.

use leptos::prelude::*;
use portal_api::roles::Role;

use crate::api;
use crate::components::{use_toasts, ChangeAccess};
use crate::forms::{ConfirmDialog, Sending};
use crate::i18n::{use_i18n, ConfigKey, RolesKey};
use crate::registry::Area;

/// Open while `target` holds a role; `on_deleted` runs once the server deleted it or finds it
/// already deleted elsewhere.
#[component]
pub fn DeleteDialog(
    /// The role to delete.
    target: RwSignal<Option<Role>>,
    /// Runs after the server deleted it.
    on_deleted: Callback<()>,
) -> impl IntoView {
    let i18n = use_i18n();
    let toasts = use_toasts();
    let sending = Sending::new();
    let intro = Signal::derive(move || {
        target.with(|t| {
            t.as_ref().map_or_else(String::new, |r| {
                i18n.tf(RolesKey::DeleteIntro, &[("name", &r.role_name)])
            })
        })
    });
    let on_confirm = Callback::new(move |_| {
        let Some(role) = target.get_untracked() else {
            return;
        };
        let request = async move { api::roles::delete(&role.biz_id).await };
        sending.delete(request, RolesKey::Deleted, toasts, move || {
            target.set(None);
            on_deleted.run(());
        });
    });
    view! {
        <ConfirmDialog
            open=Signal::derive(move || target.with(Option::is_some))
            on_close=Callback::new(move |_| target.set(None))
            id="role-delete-dialog"
            title=Signal::stored(RolesKey::DeleteTitle.into())
            intro
            action=Signal::stored(ConfigKey::Delete.into())
            danger=Signal::stored(true)
            changes=ChangeAccess::of(Area::Roles)
            sending
            on_confirm
        />
    }
}
