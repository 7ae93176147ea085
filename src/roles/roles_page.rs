//! `/w/:workspace/roles`: the workspace's roles and a button to create one.

use leptos::prelude::*;
use leptos_router::hooks::use_navigate;

use super::role_columns::{columns, finding};
use super::role_form::RoleForm;
use crate::api;
use crate::components::{Button, ChangeAccess, Fetched, PageHeader};
use crate::i18n::RolesKey;
use crate::lists::ListView;
use crate::registry::Area;
use crate::registry::{record_path, use_area_path};

/// The list; a created role opens on its own page, ready for its permissions.
#[component]
pub fn RolesPage() -> impl IntoView {
    let base = use_area_path(Area::Roles);
    let navigate = use_navigate();
    let roles = Fetched::new(api::roles::roles);
    let creating = RwSignal::new(false);
    let on_saved = Callback::new(move |role: portal_api::roles::Role| {
        navigate(&record_path(&base(), &role.biz_id), Default::default());
    });
    view! {
        <div class="page page--wide">
            <PageHeader title=RolesKey::Title intro=RolesKey::Intro changes=ChangeAccess::of(Area::Roles)/>
            <section class="section">
                <div class="section__bar">
                    <span></span>
                    <Button
                        label=RolesKey::NewRole
                        on_click=Callback::new(move |_| creating.set(true))
                        changes=ChangeAccess::of(Area::Roles)
                    />
                </div>
                <ListView
                    list=roles
                    caption=RolesKey::Title
                    columns=columns(base)
                    finding=finding()
                    empty_title=RolesKey::EmptyTitle
                    empty_body=RolesKey::EmptyBody
                />
            </section>
            <RoleForm open=creating editing=Signal::stored(None::<portal_api::roles::Role>) on_saved/>
        </div>
    }
}
