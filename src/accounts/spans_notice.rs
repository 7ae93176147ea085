//! What the account lists cover: every institution the person can see, said above the list,
//! with a way to keep to the workspace they are in.

use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

use super::columns::INSTITUTION_PARAM;
use crate::components::{Notice, NoticeAction, NoticeKind};
use crate::i18n::{AccountsKey, Message};
use crate::lists::use_url_query;
use crate::state::use_app_state;

/// "This list holds … of every institution you can see, not only {workspace}" (`says`), with
/// "Show only this workspace" setting the institution filter to it. The contract's account
/// and pending-user queries take no workspace, so the list is never kept to one unasked.
#[component]
pub fn SpansNotice(
    /// The sentence, with `{workspace}`.
    says: AccountsKey,
) -> impl IntoView {
    let state = use_app_state();
    let params = use_params_map();
    let url = use_url_query();
    let here = move || params.with(|p| p.get("workspace").unwrap_or_default());
    let message = Signal::derive(move || {
        let id = here();
        let name = state.find_workspace(&id).map_or(id, |w| w.institution_name);
        Some(Message::With(says.into(), vec![("workspace", name)]))
    });
    let action = NoticeAction {
        label: AccountsKey::OnlyThisWorkspace.into(),
        run: Callback::new(move |_| url.set(&[(INSTITUTION_PARAM, &here())])),
    };
    view! { <Notice message kind=NoticeKind::Info action/> }
}
