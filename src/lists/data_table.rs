//! The one data table: sortable column headers, rows, and a busy state while a page loads.

use std::any::Any;
use std::sync::Arc;

use leptos::html;
use leptos::prelude::*;
use portal_api::recharges::SortDirection;

use crate::components::use_opened_link;
use crate::i18n::{use_i18n, Key};
use crate::lists::{AllRows, CellValue, TableExport};

/// What a cell holds, for finding and sorting rows in the portal.
pub type CellOf<R> = Arc<dyn Fn(&R) -> CellValue + Send + Sync>;

/// An amount in minor units and its currency's code, as a CSV writes it.
pub type Money = (i64, String);

/// The amounts a cell shows, one per part of the column (most columns: one).
pub type MoneyOf<R> = Arc<dyn Fn(&R) -> Vec<Option<Money>> + Send + Sync>;

/// The amounts of a column, for CSV: the header of each part (`None`: the column's own) and
/// how to read them.
pub struct Amounts<R> {
    /// Each part's header.
    pub parts: Vec<Option<Key>>,
    /// A row's amounts, one per part.
    pub read: MoneyOf<R>,
}

impl<R> Clone for Amounts<R> {
    fn clone(&self) -> Self {
        Self {
            parts: self.parts.clone(),
            read: self.read.clone(),
        }
    }
}

/// One column: its header, how to draw a cell, and the field it sorts by, if any.
pub struct Column<R> {
    /// The header text.
    pub header: Key,
    /// The field name of `sort=field,direction` in the address, when the column can be sorted.
    pub sort_field: Option<&'static str>,
    /// What a cell holds, for a list the portal searches and sorts itself.
    pub value: Option<CellOf<R>>,
    /// Right-aligned, for amounts.
    pub numeric: bool,
    /// Draws the cell of one row.
    pub cell: Arc<dyn Fn(&R) -> AnyView + Send + Sync>,
    /// Draws the header cell's content instead of the header text (e.g. a checkbox).
    pub header_cell: Option<Arc<dyn Fn() -> AnyView + Send + Sync>>,
    /// Holds a row's buttons, not data: left out of a CSV export.
    pub actions: bool,
    /// The amounts it shows: a CSV writes each as a plain number with its currency beside.
    pub amounts: Option<Amounts<R>>,
}

impl<R> Clone for Column<R> {
    fn clone(&self) -> Self {
        Self {
            header: self.header,
            sort_field: self.sort_field,
            value: self.value.clone(),
            numeric: self.numeric,
            cell: self.cell.clone(),
            header_cell: self.header_cell.clone(),
            actions: self.actions,
            amounts: self.amounts.clone(),
        }
    }
}

impl<R> Column<R> {
    /// A column that cannot be sorted.
    pub fn new(
        header: impl Into<Key>,
        cell: impl Fn(&R) -> AnyView + Send + Sync + 'static,
    ) -> Self {
        Self {
            header: header.into(),
            sort_field: None,
            value: None,
            numeric: false,
            cell: Arc::new(cell),
            header_cell: None,
            actions: false,
            amounts: None,
        }
    }

    /// Draws the header cell with `draw` instead of the header text.
    pub fn header_cell(mut self, draw: impl Fn() -> AnyView + Send + Sync + 'static) -> Self {
        self.header_cell = Some(Arc::new(draw));
        self
    }

    /// Sortable by `field`.
    pub fn sorted_by(mut self, field: &'static str) -> Self {
        self.sort_field = Some(field);
        self
    }

    /// Found and sorted by what `value` reads of a row, as `field` in the address (lists the
    /// portal reads whole: `PagedList`, `ListView`, `FoundList`).
    pub fn found_by(
        mut self,
        field: &'static str,
        value: impl Fn(&R) -> CellValue + Send + Sync + 'static,
    ) -> Self {
        self.sort_field = Some(field);
        self.value = Some(Arc::new(value));
        self
    }

    /// As [`Column::found_by`] for an amount: what `value` reads ([`CellValue::Amount`]) is
    /// also what a CSV writes, as a plain number with its currency beside.
    pub fn found_by_amount(
        self,
        field: &'static str,
        value: impl Fn(&R) -> CellValue + Send + Sync + 'static,
    ) -> Self {
        let value = Arc::new(value);
        let read = value.clone();
        self.amount(move |row| match read(row) {
            CellValue::Amount(code, minor, _) => Some((minor, code)),
            _ => None,
        })
        .found_by(field, move |row| value(row))
    }

    /// The same column over erased rows; a row of another type draws an empty cell.
    pub fn erased(self) -> Column<AnyRow>
    where
        R: Send + Sync + 'static,
    {
        let cell = self.cell;
        let value = self.value.map(|value| {
            Arc::new(move |row: &AnyRow| {
                row.downcast_ref::<R>()
                    .map_or(CellValue::Empty, |row| value(row))
            }) as CellOf<AnyRow>
        });
        let amounts = self.amounts.map(|Amounts { parts, read }| Amounts {
            parts,
            read: Arc::new(move |row: &AnyRow| {
                row.downcast_ref::<R>()
                    .map_or_else(Vec::new, |row| read(row))
            }) as MoneyOf<AnyRow>,
        });
        Column {
            header: self.header,
            sort_field: self.sort_field,
            value,
            numeric: self.numeric,
            cell: Arc::new(move |row: &AnyRow| match row.downcast_ref::<R>() {
                Some(row) => cell(row),
                None => ().into_any(),
            }),
            header_cell: self.header_cell,
            actions: self.actions,
            amounts,
        }
    }

    /// Right-aligned.
    pub fn numeric(mut self) -> Self {
        self.numeric = true;
        self
    }

    /// Shows the amount `amount` reads (minor units, currency code), which a CSV writes as a
    /// plain number with a currency column beside it.
    pub fn amount(mut self, amount: impl Fn(&R) -> Option<Money> + Send + Sync + 'static) -> Self {
        self.amounts = Some(Amounts {
            parts: vec![None],
            read: Arc::new(move |row| vec![amount(row)]),
        });
        self
    }

    /// Shows several amounts (a range), each headed by its part in a CSV.
    pub fn amounts(
        mut self,
        parts: Vec<Key>,
        amounts: impl Fn(&R) -> Vec<Option<Money>> + Send + Sync + 'static,
    ) -> Self {
        self.amounts = Some(Amounts {
            parts: parts.into_iter().map(Some).collect(),
            read: Arc::new(amounts),
        });
        self
    }

    /// The row's buttons (see [`Column::actions`]).
    pub fn actions(mut self) -> Self {
        self.actions = true;
        self
    }
}

/// The sort in effect: field and direction.
pub type SortState = Option<(String, SortDirection)>;

fn aria_sort(state: &SortState, field: &str) -> &'static str {
    match state {
        Some((f, SortDirection::Asc)) if f == field => "ascending",
        Some((f, SortDirection::Desc)) if f == field => "descending",
        _ => "none",
    }
}

/// A table of `rows`. A sortable header is a button announcing its sort state through
/// `aria-sort`; pressing it runs `on_sort` with the field. While `busy`, the current rows stay
/// visible and the table is marked `aria-busy`, so a page change does not flash.
#[component]
pub fn DataTable<R>(
    /// The accessible name of the table.
    #[prop(into)]
    caption: Signal<String>,
    /// The columns, in order.
    columns: Vec<Column<R>>,
    /// The rows of this page.
    #[prop(into)]
    rows: Signal<Vec<R>>,
    /// The sort in effect (none when the table does not sort).
    #[prop(optional, into)]
    sort: Option<Signal<SortState>>,
    /// Runs with the field of a sortable header that was pressed.
    #[prop(optional)]
    on_sort: Option<Callback<&'static str>>,
    /// Whether the next rows are being loaded.
    #[prop(optional, into)]
    busy: Option<Signal<bool>>,
    /// Extra classes of a row (e.g. its state).
    #[prop(optional)]
    row_class: Option<fn(&R) -> &'static str>,
    /// The row the keyboard acts on, by index; rows then take focus and report it.
    #[prop(optional, into)]
    active: Option<Signal<Option<usize>>>,
    /// Runs with a row's index when focus enters it (a click, a tab).
    #[prop(optional)]
    on_row_focus: Option<Callback<usize>>,
    /// Every row the list's filters match, for "Export all matching rows to CSV"; without it
    /// the export offers the page alone.
    #[prop(optional)]
    all: Option<AllRows>,
) -> impl IntoView
where
    R: Clone + Send + Sync + 'static,
{
    // Only this wrapper is compiled per row type; the table itself is drawn by one function.
    let columns = columns.into_iter().map(Column::erased).collect();
    let rows = Signal::derive(move || {
        rows.get()
            .into_iter()
            .map(|row| Arc::new(row) as AnyRow)
            .collect::<Vec<_>>()
    });
    let row_class = row_class.map(|class| {
        Arc::new(move |row: &AnyRow| row.downcast_ref::<R>().map_or("", class)) as RowClass
    });
    table(Table {
        caption,
        columns,
        rows,
        sort,
        on_sort,
        busy,
        row_class,
        active,
        on_row_focus,
        all,
    })
}

/// A row whose type only its columns (and a list's filters) know.
pub type AnyRow = Arc<dyn Any + Send + Sync>;
type RowClass = Arc<dyn Fn(&AnyRow) -> &'static str + Send + Sync>;

/// Everything [`DataTable`] was given, with the row type erased.
pub(crate) struct Table {
    pub caption: Signal<String>,
    pub columns: Vec<Column<AnyRow>>,
    pub rows: Signal<Vec<AnyRow>>,
    pub sort: Option<Signal<SortState>>,
    pub on_sort: Option<Callback<&'static str>>,
    pub busy: Option<Signal<bool>>,
    pub row_class: Option<RowClass>,
    pub active: Option<Signal<Option<usize>>>,
    pub on_row_focus: Option<Callback<usize>>,
    pub all: Option<AllRows>,
}

/// Draws a table of erased rows: the one copy of the table's code.
pub(crate) fn table(
    Table {
        caption,
        columns,
        rows,
        sort,
        on_sort,
        busy,
        row_class,
        active,
        on_row_focus,
        all,
    }: Table,
) -> AnyView {
    let i18n = use_i18n();
    let sort = sort.unwrap_or_else(|| Signal::stored(None));
    let busy = busy.unwrap_or_else(|| Signal::stored(false));
    let row_class = row_class.unwrap_or_else(|| Arc::new(|_: &AnyRow| ""));
    let export = view! { <TableExport columns=columns.clone() page=rows all name=caption/> };
    let headers = columns
        .iter()
        .map(|column| {
            let header = column.header;
            let class = match (column.numeric, column.actions) {
                (true, _) => "table__head table__head--numeric",
                (_, true) => "table__head table__head--actions",
                _ => "table__head",
            };
            if let Some(draw) = &column.header_cell {
                return view! { <th scope="col" class=class>{draw()}</th> }.into_any();
            }
            match column.sort_field {
                Some(field) => view! {
                    <th scope="col" class=class aria-sort=move || sort.with(|s| aria_sort(s, field))>
                        <button type="button" class="table__sort" on:click=move |_| {
                            if let Some(cb) = on_sort {
                                cb.run(field);
                            }
                        }>
                            {move || i18n.t(header)}
                            <span class="table__sort-icon" aria-hidden="true">
                                {move || match sort.with(|s| aria_sort(s, field)) {
                                    "ascending" => "▲",
                                    "descending" => "▼",
                                    _ => "↕",
                                }}
                            </span>
                        </button>
                    </th>
                }
                .into_any(),
                None => view! { <th scope="col" class=class>{move || i18n.t(header)}</th> }.into_any(),
            }
        })
        .collect_view();
    let body = move || {
        rows.get()
            .into_iter()
            .enumerate()
            .map(|(index, row)| {
                let cells = columns
                    .iter()
                    .map(|column| {
                        let class = if column.numeric {
                            "table__cell table__cell--numeric"
                        } else {
                            "table__cell"
                        };
                        // A phone draws each row as a card, naming each value by its column.
                        let label = (!column.actions && column.header_cell.is_none())
                            .then_some(column.header);
                        view! {
                            <td class=class data-label=move || label.map(|key| i18n.t(key))>
                                <div class="table__value">{(column.cell)(&row)}</div>
                            </td>
                        }
                    })
                    .collect_view();
                let base = format!("table__row {}", row_class(&row));
                let class = move || match active.map(|a| a.get() == Some(index)) {
                    Some(true) => format!("{base} table__row--active"),
                    _ => base.clone(),
                };
                view! {
                    <tr
                        class=class
                        data-row=index
                        tabindex=active.map(|_| "-1")
                        on:focusin=move |_| {
                            if let Some(cb) = on_row_focus {
                                cb.run(index);
                            }
                        }
                    >
                        {cells}
                    </tr>
                }
            })
            .collect_view()
    };
    let table = NodeRef::<html::Table>::new();
    // Back from a record opened here, focus returns to its link; a table worked by keys
    // (the queue) puts its keys back on the row instead.
    let opened = use_opened_link().filter(|_| active.is_none());
    let pathname = leptos_router::hooks::use_location().pathname;
    if let Some(opened) = opened {
        crate::reactive::effect(move || {
            if rows.with(Vec::is_empty) {
                return;
            }
            let path = pathname.get_untracked();
            request_animation_frame(move || {
                if let Some(table) = table.try_get_untracked().flatten() {
                    opened.refocus(&table, &path);
                }
            });
        });
    }
    let remember = move |ev: leptos::ev::MouseEvent| {
        if let Some(opened) = opened {
            opened.remember(&ev, pathname.get_untracked());
        }
    };
    view! {
        <div class="table-block">
            {export}
            <div class="table-wrap">
                <table node_ref=table class="table" aria-busy=move || busy.get().then_some("true")>
                    <caption class="sr-only">{move || caption.get()}</caption>
                    <thead>
                        <tr>{headers}</tr>
                    </thead>
                    <tbody on:click=remember>{body}</tbody>
                </table>
            </div>
        </div>
    }
    .into_any()
}
