//! "Opened recently": records no list contains, by their name and status, as links.

use leptos::prelude::*;
use portal_api::EnumValue;

use crate::components::EnumBadge;
use crate::i18n::{use_i18n, Key};
use crate::records::RecordLink;
use crate::registry::RecordKind;
use crate::web::recent_ids::Recent;

/// The heading and, for each record, a link reading its name (its identifier until a read
/// told the name), its status as a badge, and its identifier beside a name. A record of
/// another workspace opens there. Nothing when the list is empty.
#[component]
pub fn RecentList(
    /// The heading.
    #[prop(into)]
    title: Key,
    /// What the records are.
    kind: RecordKind,
    /// The records, most recent first.
    #[prop(into)]
    records: Signal<Vec<Recent>>,
    /// The record they belong to (a card's connection).
    #[prop(optional_no_strip)]
    parent: Option<String>,
) -> impl IntoView {
    let i18n = use_i18n();
    move || {
        let records = records.get();
        (!records.is_empty()).then(|| {
            let items = records
                .into_iter()
                .map(|recent| {
                    let named = recent.name.is_some();
                    let id = recent.id.clone();
                    let text = recent.name.unwrap_or_else(|| recent.id.clone());
                    let status = recent
                        .status
                        .map(|code| view! { <EnumBadge value=EnumValue::Plain(code)/> });
                    view! {
                        <li class="recent-records__item">
                            <RecordLink
                                kind
                                id=recent.id
                                text
                                workspace=Some(recent.workspace)
                                parent=parent.clone()
                            />
                            {status.map(|badge| view! { " " {badge} })}
                            {named.then(|| view! { " " <code class="muted">{id}</code> })}
                        </li>
                    }
                })
                .collect_view();
            view! {
                <h3 class="card__subtitle">{move || i18n.t(title)}</h3>
                <ul class="recent-records">{items}</ul>
            }
        })
    }
}
