//! A list the portal reads whole and searches, filters and sorts itself, its state in the
//! address: reading each row's facts and drawing the rows of a page, over erased rows.

use std::sync::Arc;

use leptos::prelude::*;

use crate::components::{call_format, date_time_format};
use crate::forms::is_day;
use crate::i18n::use_i18n;
use crate::lists::data_table::{table, Table};
use crate::lists::finder::RowFacts;
use crate::lists::found_frame::{found_state, FoundFrame, FoundSpec};
use crate::lists::list_filter::Choice;
use crate::lists::{AllRows, AnyRow, Column, Finding, ListRows, ListText, Reading};
use crate::state::use_app_state;

/// A row's facts, and its choice per filter.
type FactsOf = Arc<dyn Fn(&AnyRow, &dyn Fn(&str) -> String) -> (RowFacts, Vec<Option<Choice>>)>;

fn facts_reader(columns: &[Column<AnyRow>], finding: &Finding<AnyRow>) -> FactsOf {
    let values: Vec<_> = columns.iter().filter_map(|c| c.value.clone()).collect();
    let filters: Vec<_> = finding.filters.iter().map(|f| f.choice.clone()).collect();
    let dated = finding.dated.clone();
    Arc::new(move |row: &AnyRow, day_of: &dyn Fn(&str) -> String| {
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

/// What a [`found_list`] shows and reads, its rows erased ([`Column::erased`],
/// [`Finding::erased`]).
pub struct FoundParts {
    /// The texts.
    pub text: ListText,
    /// The columns; those with a value are searched and sortable.
    pub columns: Vec<Column<AnyRow>>,
    /// The filters and saved sets.
    pub finding: Finding<AnyRow>,
    /// The rows read.
    pub rows: ListRows,
    /// Where reading stands.
    pub reading: Signal<Reading>,
    /// Reads the list again after it was refused.
    pub retry: Callback<()>,
    /// Reads the rest after a later page was refused.
    pub read_rest: Option<Callback<()>>,
    /// Changing it shows the last page once the list is read again.
    pub show_last: Signal<u64>,
    /// Changing it shows the last page, once read again, if the page shown is gone.
    pub settle: Signal<u64>,
}

/// Indexes the rows from a position on: how many rows there are, and the facts and choices of
/// those from that position.
type IndexFrom = Box<dyn Fn(usize, &dyn Fn(&str) -> String) -> (usize, Vec<Indexed>)>;

/// One row's facts and its choice per filter.
type Indexed = (RowFacts, Vec<Option<Choice>>);

/// `rows` with a search box over their shown text (case and accents aside), a filter per
/// status, type, currency or pair they hold, date filters, sorting by any column (amounts
/// within their currency) and saved filter sets; all kept in the address (`q`, the filters'
/// parameters, `from`, `to`, `sort`, `page`). While `reading` is not done the rows found so
/// far show, with its progress. `show_last` (after a create) shows the last page once read;
/// `settle` (after a write) shows the last page when the one shown is gone. The rows are
/// erased, so this is one copy of the code for every list (smaller download).
pub fn found_list(parts: FoundParts) -> AnyView {
    let FoundParts {
        text,
        columns,
        finding,
        rows,
        reading,
        retry,
        read_rest,
        show_last,
        settle,
    } = parts;
    let facts_of = facts_reader(&columns, &finding);
    let index: IndexFrom = Box::new(move |from, day_of| {
        rows.with_untracked(|items| {
            let read = items.get(from..).unwrap_or_default();
            (
                items.len(),
                read.iter().map(|row| facts_of(row, day_of)).collect(),
            )
        })
    });
    // Rows added at the end are indexed alone; anything else indexes them all again.
    let changes = Signal::derive(move || (rows.replacements(), rows.with(Vec::len)));
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
    let (facts, choices) = indexed(index, changes, spec.filters.len());
    let found = found_state(&spec, facts);
    let page_rows = found.page_rows;
    let shown = Signal::derive(move || {
        page_rows.with(|at| {
            rows.with(|items| {
                at.iter()
                    .filter_map(|i| items.get(*i).cloned())
                    .collect::<Vec<AnyRow>>()
            })
        })
    });
    let found_rows = found.found;
    let all = AllRows::Found {
        rows: Signal::derive(move || {
            found_rows.with(|at| {
                rows.with(|items| at.iter().filter_map(|i| items.get(*i).cloned()).collect())
            })
        }),
        ready: Signal::derive(move || !reading.with(Reading::is_reading)),
    };
    let i18n = use_i18n();
    let table = ViewFn::from(move || {
        table(Table {
            caption: Signal::derive(move || i18n.t(text.caption).to_owned()),
            columns: columns.clone(),
            rows: shown,
            sort: Some(found.sort),
            on_sort: Some(found.on_sort),
            busy: None,
            row_class: None,
            active: None,
            on_row_focus: None,
            all: Some(all.clone()),
        })
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
    .into_any()
}

/// The search index of the rows: their facts, and each filter's choices among them, brought
/// up to date as `changes` (replacements, count) says rows came, and again in another language
/// or time zone.
fn indexed(
    index: IndexFrom,
    changes: Signal<(u64, usize)>,
    filters: usize,
) -> (RwSignal<Vec<RowFacts>>, RwSignal<Vec<Vec<Choice>>>) {
    let i18n = use_i18n();
    let state = use_app_state();
    let facts = RwSignal::new(Vec::<RowFacts>::new());
    let choices = RwSignal::new(vec![Vec::<Choice>::new(); filters]);
    // (rows indexed, replacements, language, zone) when the index was last brought up to date.
    let built = StoredValue::new((0usize, u64::MAX, String::new(), None::<String>));
    crate::reactive::effect(move || {
        let (replaced, count) = changes.get();
        let locale = i18n.ui_locale().tag().to_owned();
        let zone = state.time_zone();
        let day_of = day_reader(zone.clone());
        let (indexed, before, l, z) = built.get_value();
        let same = before == replaced && l == locale && z == zone && indexed <= count;
        let from = if same { indexed } else { 0 };
        let (count, added) = untrack(|| index(from, &day_of));
        let mut found: Vec<Vec<Choice>> = if from == 0 {
            vec![Vec::new(); filters]
        } else {
            choices.get_untracked()
        };
        let mut row_facts = Vec::with_capacity(added.len());
        for (facts, row_choices) in added {
            row_facts.push(facts);
            for (known, choice) in found.iter_mut().zip(row_choices) {
                if let Some(choice) = choice.filter(|c| !known.contains(c)) {
                    known.push(choice);
                }
            }
        }
        if from == 0 {
            facts.set(row_facts);
        } else if !row_facts.is_empty() {
            facts.update(|f| f.extend(row_facts));
        }
        if choices.with_untracked(|c| *c != found) {
            choices.set(found);
        }
        built.set_value((count, replaced, locale, zone));
    });
    (facts, choices)
}
