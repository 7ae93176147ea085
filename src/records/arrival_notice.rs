//! The notice on a page opened from another workspace: which workspace the record is in.

use leptos::prelude::*;
use leptos_router::hooks::{use_params_map, use_query_map};

use super::record_link::FROM_WORKSPACE;
use crate::components::Notice;
use crate::i18n::{Message, ShellKey};
use crate::state::use_app_state;

/// Says "Opened in workspace …" when the address carries the workspace a record link or the
/// command palette was followed from, and it is not this one: the person's workspace changed
/// with the click, and the switcher alone would not tell them why.
#[component]
pub fn ArrivalNotice() -> impl IntoView {
    let state = use_app_state();
    let params = use_params_map();
    let query = use_query_map();
    let message = Signal::derive(move || {
        let here = params.with(|p| p.get("workspace").unwrap_or_default());
        let from = query.with(|q| q.get(FROM_WORKSPACE))?;
        if from == here {
            return None;
        }
        let name = |id: String| state.find_workspace(&id).map_or(id, |w| w.institution_name);
        Some(Message::with(
            ShellKey::OpenedInWorkspace,
            &[("workspace", name(here)), ("from", name(from))],
        ))
    });
    view! {
        <div class="arrival-notice">
            <Notice message/>
        </div>
    }
}
