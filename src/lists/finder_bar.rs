//! The search box, filters, date filters and saved filter sets above a list the portal
//! searches itself, each kept in the address.

use leptos::prelude::*;

use crate::forms::{is_day, FieldKind, FormField, SelectOption};
use crate::i18n::{use_i18n, Key, ListsKey, Message};
use crate::lists::finder::{param, ListQuery};
use crate::lists::list_filter::Choice;
use crate::lists::{use_url_query, SavedFilters};
use crate::web::performance;

/// The filters' parameters and labels, the list's name and whether it is dated.
#[derive(Clone)]
pub struct BarSpec {
    /// Each filter's parameter and label.
    pub filters: Vec<(&'static str, Key)>,
    /// Whether rows are dated (`from` and `to`).
    pub dated: bool,
    /// The saved sets' list name.
    pub saved: &'static str,
    /// Saved sets are kept per workspace.
    pub per_workspace: bool,
    /// Starts the list's address parameters (see `Finding::keyed`).
    pub prefix: &'static str,
    /// The list's name, in the search box's label when the page has another list.
    pub caption: Key,
}

/// A filter's choices: "All", then those the rows hold by their label, and the address's
/// code when no row holds it (so the select shows what the address asks).
fn options(all: &str, known: &[Choice], current: &str) -> Vec<SelectOption> {
    // By label; a handful of choices, put in place one by one.
    let mut choices: Vec<&Choice> = Vec::with_capacity(known.len());
    for choice in known {
        let at = choices
            .iter()
            .position(|c| c.label > choice.label)
            .unwrap_or(choices.len());
        choices.insert(at, choice);
    }
    let mut out = vec![SelectOption {
        value: String::new(),
        label: all.to_owned(),
    }];
    out.extend(choices.into_iter().map(|c| SelectOption {
        value: c.code.clone(),
        label: c.label.clone(),
    }));
    if !current.is_empty() && !known.iter().any(|c| c.code == current) {
        out.push(SelectOption {
            value: current.to_owned(),
            label: current.to_owned(),
        });
    }
    out
}

/// The search text kept in `q`: typed text replaces the address in place (Back does not step
/// through every key), and the address (Back, a link) sets the box.
fn search_text(key: String) -> RwSignal<String> {
    let url = use_url_query();
    let read = key.clone();
    let in_url = Memo::new(move |_| url.value(&read).unwrap_or_default());
    let typed = RwSignal::new(in_url.get_untracked());
    crate::reactive::effect(move || {
        let now = in_url.get();
        if typed.with_untracked(|t| t.trim() != now.trim()) {
            typed.set(now);
        }
    });
    let keystrokes = StoredValue::new(0u32);
    crate::reactive::effect(move || {
        let text = typed.get();
        if in_url.with_untracked(|u| u.trim() == text.trim()) {
            return;
        }
        // For the benchmark: each search change, from here to the rows found and drawn.
        let n = keystrokes.get_value() + 1;
        keystrokes.set_value(n);
        let start = format!("list-search-start-{n}");
        performance::mark(&start);
        url.replace(&[(&key, text.trim())]);
        request_animation_frame(move || {
            let end = format!("list-search-end-{n}");
            performance::mark(&end);
            performance::measure("list-search", &start, &end);
        });
    });
    typed
}

/// The bar: search, one select per filter, the dates, and the saved sets.
#[component]
pub fn FinderBar(
    /// What the list offers.
    spec: BarSpec,
    /// What the address asks.
    query: Memo<ListQuery>,
    /// Each filter's choices among the rows read.
    choices: RwSignal<Vec<Vec<Choice>>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let url = use_url_query();
    let id = |what: &str| format!("{}-{what}", spec.saved);
    let key = |name: &str| param(spec.prefix, name);
    let filters = spec
        .filters
        .iter()
        .enumerate()
        .map(|(at, (param, label))| {
            let value = url.field(key(param));
            let options = Signal::derive(move || {
                let current = value.get();
                choices.with(|c| {
                    options(
                        i18n.t(ListsKey::All),
                        c.get(at).map_or(&[][..], Vec::as_slice),
                        &current,
                    )
                })
            });
            view! {
                <FormField id=id(param) label=*label value kind=FieldKind::Select options/>
            }
        })
        .collect_view();
    let dates = spec.dated.then(|| {
        let (from, to) = (url.field(key("from")), url.field(key("to")));
        let to_key = key("to");
        let from_error = Signal::derive(move || {
            query.with(|q| q.days.bad_from.then(|| Message::from(ListsKey::NotADay)))
        });
        let to_error = Signal::derive(move || {
            query.with(|q| {
                q.days.bad_to.then(|| {
                    let typed = url.value(&to_key);
                    Message::from(if typed.is_some_and(|t| is_day(&t)) {
                        ListsKey::DaysReversed
                    } else {
                        ListsKey::NotADay
                    })
                })
            })
        });
        view! {
            <FormField id=id("from") label=ListsKey::From value=from kind=FieldKind::Date error=from_error/>
            <FormField id=id("to") label=ListsKey::To value=to kind=FieldKind::Date error=to_error/>
        }
    });
    // A second list on the page says which list its box searches.
    let search_label = if spec.prefix.is_empty() {
        Message::from(ListsKey::Search)
    } else {
        Message::WithTexts(ListsKey::SearchIn.into(), vec![("list", spec.caption)])
    };
    view! {
        <div class="filters finder" role="search" aria-label=move || i18n.t(ListsKey::Finding)>
            <FormField id=id("search") label=search_label value=search_text(key("q")) kind=FieldKind::Search/>
            {filters}
            {dates}
        </div>
        <SavedFilters list=spec.saved per_workspace=spec.per_workspace/>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choice(code: &str, label: &str) -> Choice {
        Choice {
            code: code.into(),
            label: label.into(),
        }
    }

    #[test]
    fn offers_all_then_the_rows_choices_by_label_and_keeps_the_address_code() {
        let known = [choice("B", "Beta"), choice("A", "Alpha")];
        let shown: Vec<String> = options("All", &known, "")
            .into_iter()
            .map(|o| o.label)
            .collect();
        assert_eq!(shown, ["All", "Alpha", "Beta"]);
        let with_unknown = options("All", &known, "NOPE");
        assert_eq!(with_unknown.last().map(|o| o.value.as_str()), Some("NOPE"));
    }
}
