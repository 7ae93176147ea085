//! Where an account belongs: its institution and, when the person can enter it, the workspace
//! it is, as links.

use leptos::prelude::*;

use crate::i18n::{use_i18n, AccountsKey};
use crate::records::RecordLink;
use crate::registry::RecordKind;
use crate::state::use_app_state;

/// Two rows of the record: "Institution", a link to the institution (by name when the person
/// knows it among their workspaces), and "Workspace", a link to that workspace's home, or
/// saying it is not one of theirs.
#[component]
pub fn BelongsTo(
    /// The account's institution.
    institution: String,
) -> impl IntoView {
    let i18n = use_i18n();
    let state = use_app_state();
    let known = state.find_workspace(&institution);
    let name = known
        .as_ref()
        .map_or_else(|| institution.clone(), |w| w.institution_name.clone());
    let workspace = match known {
        Some(_) => view! {
            <RecordLink kind=RecordKind::Workspace id=institution.clone() text=name.clone()/>
        }
        .into_any(),
        None => view! {
            <span class="record__empty">{move || i18n.t(AccountsKey::NotYourWorkspace)}</span>
        }
        .into_any(),
    };
    view! {
        <dl class="record">
            <div class="record__row">
                <dt class="record__name">{move || i18n.t(AccountsKey::Institution)}</dt>
                <dd class="record__value">
                    <RecordLink kind=RecordKind::Institution id=institution text=name/>
                </dd>
            </div>
            <div class="record__row">
                <dt class="record__name">{move || i18n.t(AccountsKey::Workspace)}</dt>
                <dd class="record__value">{workspace}</dd>
            </div>
        </dl>
    }
}
