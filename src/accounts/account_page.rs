//! `/w/:workspace/accounts/:account`: every field of one account and its actions.

use leptos::prelude::*;
use leptos_router::hooks::use_params_map;
use serde_json::Value;

use super::account_actions::AccountActions;
use super::belongs_to::BelongsTo;
use crate::api;
use crate::components::{ChangeAccess, Fetched, PageHeader};
use crate::i18n::{use_i18n, AccountsKey};
use crate::records::RecordView;
use crate::registry::use_area_path;
use crate::registry::Area;

/// The account through the generic record view (the contract does not show this endpoint's
/// answer), with "Change display name" and "Disable"/"Enable"; each change reloads it.
#[component]
pub fn AccountPage() -> impl IntoView {
    let i18n = use_i18n();
    let params = use_params_map();
    let base = use_area_path(Area::Accounts);
    let biz_id = move || params.with(|p| p.get("account").unwrap_or_default());
    let record = Fetched::new(move || {
        let id = biz_id();
        async move { api::accounts::account(&id).await }
    });
    let reload = Callback::new(move |_| record.refetch());
    // The person's name once the record is in; the identifier until then or without a name.
    let title = move || {
        let name = record.with(|r| {
            r.as_ref()
                .and_then(|r| r.as_ref().ok())
                .and_then(|map| map.get("accountName"))
                .and_then(Value::as_str)
                .filter(|name| !name.trim().is_empty())
                .map(str::to_owned)
        });
        name.unwrap_or_else(|| i18n.tf(AccountsKey::AccountTitle, &[("id", &biz_id())]))
    };
    let content = record.show(move |map| {
        let text = |field: &str| {
            map.get(field)
                .and_then(|v| v.get("code").or(Some(v)))
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned()
        };
        let (name, status) = (text("accountName"), text("accountStatus"));
        let institution = text("institutionBizId");
        // Shown linked above, not again among the other fields.
        let mut record = map;
        if !institution.is_empty() {
            record.remove("institutionBizId");
        }
        view! {
            <AccountActions biz_id=biz_id() name status on_changed=reload/>
            <section class="card">
                {(!institution.is_empty()).then(|| view! { <BelongsTo institution/> })}
                <RecordView record/>
            </section>
        }
        .into_any()
    });
    view! {
        <div class="page">
            <PageHeader
                back=(base, AccountsKey::BackToAccounts)
                title=Signal::derive(title)
                changes=ChangeAccess::of(Area::Accounts)
            />
            {content}
        </div>
    }
}
