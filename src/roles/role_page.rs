//! `/w/:workspace/roles/:role`: one role, its name and description, and its permissions.

use leptos::prelude::*;
use leptos_router::hooks::{use_navigate, use_params_map};
use portal_api::roles::Role;

use super::delete_dialog::DeleteDialog;
use super::permission_editor::PermissionEditor;
use super::role_form::RoleForm;
use crate::api;
use crate::components::{
    as_last_shown, use_page_title, BackLink, Button, ButtonVariant, ChangeAccess, EnumBadge,
    ErrorView, Fetched, LoadingState, Notice, PageHeader,
};
use crate::forms::LeaveGuard;
use crate::i18n::{use_i18n, ConfigKey, Message, RolesKey};
use crate::registry::use_area_path;
use crate::registry::Area;

/// The role is read once; renaming and saving permissions replace it with the server's
/// answer. The OWNER role is shown read-only.
#[component]
pub fn RolePage() -> impl IntoView {
    let i18n = use_i18n();
    let base = use_area_path(Area::Roles);
    let params = use_params_map();
    // The role the address names. While the page is left (after a delete, for the list) the
    // address names none: the last one stays, so nothing is read again, least of all the role
    // just deleted.
    let role_id = Memo::new(move |last: Option<&String>| {
        params
            .with(|p| p.get("role"))
            .or_else(|| last.cloned())
            .unwrap_or_default()
    });
    let biz_id = move || role_id.get();
    let read = Fetched::new(move || {
        let id = role_id.get();
        async move { api::roles::role(&id).await }
    });
    let content = move || {
        read.get().map(|result| match result {
            // A role that cannot be read keeps the page's way back and says which role it was.
            Err(e) => view! {
                <PageHeader
                    back=(base, RolesKey::BackToRoles)
                    title=Signal::derive(move || i18n.tf(RolesKey::RoleTitle, &[("name", &biz_id())]))
                />
                <ErrorView error=e retry=Callback::new(move |_| read.refetch())/>
            }
            .into_any(),
            Ok(role) => view! { <RoleView role/> }.into_any(),
        })
    };
    view! {
        <div class="page page--wide">
            {move || content().unwrap_or_else(|| view! { <LoadingState/> }.into_any())}
        </div>
    }
}

#[component]
fn RoleView(role: Role) -> impl IntoView {
    let i18n = use_i18n();
    let base = use_area_path(Area::Roles);
    let navigate = use_navigate();
    let owner = role.is_owner();
    let role = RwSignal::new(role);
    let dirty = RwSignal::new(false);
    let renaming = RwSignal::new(false);
    let deleting = RwSignal::new(None::<Role>);
    let on_deleted = Callback::new(move |_| {
        dirty.set(false);
        navigate(&as_last_shown(&base()), Default::default());
    });
    let changes = ChangeAccess::of(Area::Roles);
    let actions = (!owner).then(|| {
        view! {
            <Notice message=Signal::derive(move || changes.reason())/>
            <div class="section__bar">
                <Button
                    label=RolesKey::Rename
                    variant=ButtonVariant::Secondary
                    on_click=Callback::new(move |_| renaming.set(true))
                    changes
                />
                <Button
                    label=ConfigKey::Delete
                    variant=ButtonVariant::Danger
                    on_click=Callback::new(move |_| deleting.set(Some(role.get_untracked())))
                    changes
                />
            </div>
        }
    });
    let description = move || {
        let text = role.with(|r| r.description.clone());
        if text.is_empty() {
            i18n.t(RolesKey::NoDescription).to_owned()
        } else {
            text
        }
    };
    let title = move || {
        i18n.tf(
            RolesKey::RoleTitle,
            &[("name", &role.with(|r| r.role_name.clone()))],
        )
    };
    use_page_title(title);
    view! {
        // The role's type stands beside its name in the heading, which PageHeader's text title
        // cannot hold.
        <header class="page__header">
            <div class="page__heading">
                <BackLink to=base text=RolesKey::BackToRoles/>
                <h1>
                    {title}
                    " "
                    {role.with_untracked(|r| r.role_type.clone()).map(|value| view! { <EnumBadge value/> })}
                </h1>
                <p class="muted">{description}</p>
            </div>
        </header>
        {owner.then(|| view! { <Notice message=Message::from(RolesKey::OwnerNote)/> })}
        {actions}
        <PermissionEditor role read_only=owner dirty/>
        <RoleForm
            open=renaming
            editing=Signal::derive(move || Some(role.get()))
            on_saved=Callback::new(move |saved: Role| role.set(saved))
        />
        <DeleteDialog target=deleting on_deleted/>
        <LeaveGuard dirty intro=RolesKey::LeaveIntro/>
    }
}
