//! A list the portal reads whole and searches, filters and sorts itself, its state in the
//! address: the part that knows the row type (reading each row's facts, the rows of a page).

use std::sync::Arc;

use leptos::prelude::*;

use crate::app::use_app_state;
use crate::components::{call_format, date_time_format};
use crate::i18n::use_i18n;
use crate::lists::finder::RowFacts;
use crate::lists::found_frame::{found_state, FoundFrame, FoundSpec};
use crate::lists::list_filter::Choice;
use crate::lists::{is_day, Column, DataTable, Finding, ListRows, ListText, Reading};

/// A row's facts, and its choice per filter.
type FactsOf<R> = Arc<dyn Fn(&R, &dyn Fn(&str) -> String) -> (RowFacts, Vec<Option<Choice>>)>;

fn facts_reader<R: 'static>(columns: &[Column<R>], finding: &Finding<R>) -> FactsOf<R> {
    let values: Vec<_> = columns.iter().filter_map(|c| c.value.clone()).collect();
    let filters: Vec<_> = finding.filters.iter().map(|f| f.choice.clone()).collect();
    let dated = finding.dated.clone();
    Arc::new(move |row: &R, day_of: &dyn Fn(&str) -> String| {
        let cells = values.iter().map(|value| value(row)).collect();
        let choices: Vec<Option<Choice>> = filters.iter().map(|choice| choice(row)).collect();
        let codes = choices
            .iter()
            .map(|c| c.as_ref().map(|c| c.code.clone()).unwrap_or_default())
            .collect();
        let day = dated
            .as_ref()
            .and_then(|d| d(row))
            .map(|iso| day_of(&iso))
            .unwrap_or_default();
        (RowFacts::new(cells, codes, day), choices)
    })
}

/// The calendar day (`YYYY-MM-DD`) of a timestamp in `zone` (the browser's when `None`), as
/// the list shows its times; its UTC day when the browser cannot say.
fn day_reader(zone: Option<String>) -> impl Fn(&str) -> String {
    let options = [
        ("year", "numeric"),
        ("month", "2-digit"),
        ("day", "2-digit"),
    ];
    // Canadian English writes a day as YYYY-MM-DD.
    let formatter = date_time_format("en-CA", &options, zone.as_deref())
        .or_else(|| date_time_format("en-CA", &options, None));
    move |iso: &str| {
        let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_str(iso));
        let local = formatter
            .as_ref()
            .filter(|_| !date.get_time().is_nan())
            .and_then(|f| call_format(f, "format", &date))
            .and_then(|day| day.as_string())
            .filter(|day| is_day(day));
        local.unwrap_or_else(|| iso.get(..10).unwrap_or_default().to_owned())
    }
}

/// `rows` with a search box over their shown text (case and accents aside), a filter per
/// status, type, currency or pair they hold, date filters, sorting by any column (amounts
/// within their currency) and saved filter sets; all kept in the address (`q`, the filters'
/// parameters, `from`, `to`, `sort`, `page`). While `reading` is not done the rows found so
/// far show, with its progress. `show_last` (after a create) shows the last page once read;
/// `settle` (after a write) shows the last page when the one shown is gone.
#[component]
pub fn FoundList<R>(
    /// The texts.
    text: ListText,
    /// The columns; those with a value are searched and sortable.
    columns: Vec<Column<R>>,
    /// The filters and saved sets.
    finding: Finding<R>,
    /// The rows read.
    rows: ListRows<R>,
    /// Where reading stands.
    #[prop(into)]
    reading: Signal<Reading>,
    /// Reads the list again after it was refused.
    retry: Callback<()>,
    /// Reads the rest after a later page was refused.
    #[prop(optional)]
    read_rest: Option<Callback<()>>,
    /// Changing it shows the last page once the list is read again.
    #[prop(optional, into)]
    show_last: Signal<u64>,
    /// Changing it shows the last page, once read again, if the page shown is gone.
    #[prop(optional, into)]
    settle: Signal<u64>,
) -> impl IntoView
where
    R: Clone + Send + Sync + 'static,
{
    let i18n = use_i18n();
    let state = use_app_state();
    let facts_of = facts_reader(&columns, &finding);
    let facts = RwSignal::new(Vec::<RowFacts>::new());
    let choices = RwSignal::new(vec![Vec::<Choice>::new(); finding.filters.len()]);
    // (rows indexed, replacements, language, zone) when the index was last brought up to date.
    let built = StoredValue::new((0usize, u64::MAX, String::new(), None::<String>));
    crate::reactive::effect(move || {
        let replaced = rows.replacements();
        // Rows added at the end are indexed alone; anything else indexes them all again.
        rows.with(Vec::len);
        let locale = i18n.ui_locale().tag().to_owned();
        let zone = state.time_zone();
        let day_of = day_reader(zone.clone());
        untrack(|| {
            rows.with(|items| {
                let (indexed, before, l, z) = built.get_value();
                let same = before == replaced && l == locale && z == zone && indexed <= items.len();
                let from = if same { indexed } else { 0 };
                let mut added = Vec::with_capacity(items.len() - from);
                let mut found: Vec<Vec<Choice>> = if from == 0 {
                    vec![Vec::new(); choices.with_untracked(Vec::len)]
                } else {
                    choices.get_untracked()
                };
                for row in &items[from..] {
                    let (row_facts, row_choices) = facts_of(row, &day_of);
                    added.push(row_facts);
                    for (known, choice) in found.iter_mut().zip(row_choices) {
                        if let Some(choice) = choice.filter(|c| !known.contains(c)) {
                            known.push(choice);
                        }
                    }
                }
                if from == 0 {
                    facts.set(added);
                } else if !added.is_empty() {
                    facts.update(|f| f.extend(added));
                }
                if choices.with_untracked(|c| *c != found) {
                    choices.set(found);
                }
                built.set_value((items.len(), replaced, locale, zone));
            })
        });
    });
    let spec = FoundSpec {
        fields: columns
            .iter()
            .filter(|c| c.value.is_some())
            .map(|c| c.sort_field.unwrap_or_default())
            .collect(),
        filters: finding.filters.iter().map(|f| (f.param, f.label)).collect(),
        dated: finding.dated.is_some(),
        saved: finding.saved,
        per_workspace: finding.per_workspace,
        prefix: finding.prefix,
    };
    let found = found_state(&spec, facts);
    let page_rows = found.page_rows;
    let shown = Signal::derive(move || {
        page_rows.with(|at| {
            rows.with(|items| {
                at.iter()
                    .filter_map(|i| items.get(*i).cloned())
                    .collect::<Vec<R>>()
            })
        })
    });
    let table = ViewFn::from(move || {
        let caption = Signal::derive(move || i18n.t(text.caption).to_owned());
        view! {
            <DataTable
                caption
                columns=columns.clone()
                rows=shown
                sort=found.sort
                on_sort=found.on_sort
            />
        }
    });
    view! {
        <FoundFrame
            text
            spec
            found
            facts
            choices
            reading
            retry
            read_rest
            show_last
            settle
            table
        />
    }
}
