//! The filters of a list the portal reads whole: a choice per status, type, currency or pair
//! found in its rows, and the day a row is dated by.

use std::sync::Arc;

use portal_api::EnumValue;

use crate::components::enum_text;
use crate::i18n::{use_i18n, I18n, Key, ListsKey};
use crate::lists::AnyRow;

/// A numeric selector's value (a channel type, a fee model) by the name `name` gives it, in
/// the chosen language; the number itself when the portal does not know it.
pub fn selector_text<K: Into<Key>>(
    i18n: I18n,
    value: Option<i64>,
    name: impl Fn(i64) -> Option<K>,
) -> String {
    match value {
        Some(v) => name(v).map_or_else(|| v.to_string(), |key| i18n.t(key).to_owned()),
        None => String::new(),
    }
}

/// A row's code for a filter, and the text people see for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// Kept in the address.
    pub code: String,
    /// Shown in the filter.
    pub label: String,
}

/// Reads a row's choice for one filter.
pub type ChoiceOf<R> = Arc<dyn Fn(&R) -> Option<Choice> + Send + Sync>;

/// One filter: the address parameter it is kept in, its label, and a row's choice. Its
/// choices are the ones the rows hold, so a list offers no choice that finds nothing.
pub struct ListFilter<R> {
    /// The address parameter: `status`, `type`, `currency` or `pair`.
    pub param: &'static str,
    /// The label.
    pub label: Key,
    /// A row's choice.
    pub choice: ChoiceOf<R>,
}

impl<R> Clone for ListFilter<R> {
    fn clone(&self) -> Self {
        Self {
            param: self.param,
            label: self.label,
            choice: self.choice.clone(),
        }
    }
}

impl<R> ListFilter<R> {
    /// A filter kept in `param`, labelled `label`.
    pub fn new(
        param: &'static str,
        label: impl Into<Key>,
        choice: impl Fn(&R) -> Option<Choice> + Send + Sync + 'static,
    ) -> Self {
        Self {
            param,
            label: label.into(),
            choice: Arc::new(choice),
        }
    }

    /// A filter by an enumerated value (`?status=ACTIVE`), named as its badge names it.
    pub fn code(
        param: &'static str,
        label: impl Into<Key>,
        value: impl Fn(&R) -> Option<EnumValue> + Send + Sync + 'static,
    ) -> Self {
        let i18n = use_i18n();
        Self::new(param, label, move |row| {
            value(row).map(|v| Choice {
                code: v.code().to_owned(),
                label: enum_text(&v, i18n),
            })
        })
    }

    /// The status filter (`?status=`).
    pub fn status(value: impl Fn(&R) -> Option<EnumValue> + Send + Sync + 'static) -> Self {
        Self::code("status", ListsKey::Status, value)
    }

    /// A numeric selector's filter (its number in the address), named by `name`.
    pub fn selector<K: Into<Key>>(
        param: &'static str,
        label: impl Into<Key>,
        value: impl Fn(&R) -> Option<i64> + Send + Sync + 'static,
        name: impl Fn(i64) -> Option<K> + Send + Sync + 'static,
    ) -> Self {
        let i18n = use_i18n();
        Self::new(param, label, move |row| {
            value(row).map(|v| Choice {
                code: v.to_string(),
                label: selector_text(i18n, Some(v), &name),
            })
        })
    }

    /// The currency filter (`?currency=840`, the currency's number as the queue keeps it),
    /// named by its code.
    pub fn currency(value: impl Fn(&R) -> Option<(i64, String)> + Send + Sync + 'static) -> Self {
        Self::new("currency", ListsKey::Currency, move |row| {
            value(row).map(|(number, code)| Choice {
                code: number.to_string(),
                label: code,
            })
        })
    }

    /// The currency filter of a record's currency (an enumeration object).
    pub fn record_currency(
        value: impl Fn(&R) -> Option<&EnumValue> + Send + Sync + 'static,
    ) -> Self {
        Self::currency(move |row| {
            let currency = value(row).and_then(crate::money::currency_of)?;
            Some((currency.value, currency.code.to_owned()))
        })
    }

    /// The currency pair filter (`?pair=USD-EUR`).
    pub fn pair(value: impl Fn(&R) -> Option<(String, String)> + Send + Sync + 'static) -> Self {
        Self::new("pair", ListsKey::Pair, move |row| {
            value(row).map(|(source, target)| Choice {
                code: format!("{source}-{target}"),
                label: format!("{source} → {target}"),
            })
        })
    }
}

/// Reads the timestamp (ISO 8601) a row is dated by, for `?from=` and `?to=`.
pub type DayOf<R> = Arc<dyn Fn(&R) -> Option<String> + Send + Sync>;

/// What a list offers to find its rows by, beside its search box and sortable columns.
pub struct Finding<R> {
    /// The choice filters.
    pub filters: Vec<ListFilter<R>>,
    /// The date filters' timestamp, when rows are dated.
    pub dated: Option<DayOf<R>>,
    /// The name its saved filter sets are kept under, unique among lists.
    pub saved: &'static str,
    /// Saved sets are kept per workspace (the list shows one workspace's records).
    pub per_workspace: bool,
    /// Starts the list's address parameters (`templates-q`), for a second list on a page; none
    /// for the page's main list.
    pub prefix: &'static str,
}

impl<R> Clone for Finding<R> {
    fn clone(&self) -> Self {
        Self {
            filters: self.filters.clone(),
            dated: self.dated.clone(),
            saved: self.saved,
            per_workspace: self.per_workspace,
            prefix: self.prefix,
        }
    }
}

impl<R> Finding<R> {
    /// Search and sort only, saved sets kept under `saved`.
    pub fn new(saved: &'static str) -> Self {
        Self {
            filters: Vec::new(),
            dated: None,
            saved,
            per_workspace: false,
            prefix: "",
        }
    }

    /// Its address parameters start with `prefix` (a second list on a page).
    pub fn keyed(mut self, prefix: &'static str) -> Self {
        self.prefix = prefix;
        self
    }

    /// With `filter` too.
    pub fn filter(mut self, filter: ListFilter<R>) -> Self {
        self.filters.push(filter);
        self
    }

    /// Dated by the timestamp `day` reads, filtered by `?from=` and `?to=`.
    pub fn dated(mut self, day: impl Fn(&R) -> Option<String> + Send + Sync + 'static) -> Self {
        self.dated = Some(Arc::new(day));
        self
    }

    /// Saved sets are kept per workspace.
    pub fn per_workspace(mut self) -> Self {
        self.per_workspace = true;
        self
    }

    /// The same filters over erased rows (see [`crate::lists::Column::erased`]).
    pub fn erased(self) -> Finding<AnyRow>
    where
        R: 'static,
    {
        let filters = self
            .filters
            .into_iter()
            .map(|filter| {
                let choice = filter.choice;
                ListFilter {
                    param: filter.param,
                    label: filter.label,
                    choice: Arc::new(move |row: &AnyRow| {
                        row.downcast_ref::<R>().and_then(|row| choice(row))
                    }) as ChoiceOf<AnyRow>,
                }
            })
            .collect();
        let dated = self.dated.map(|day| {
            Arc::new(move |row: &AnyRow| row.downcast_ref::<R>().and_then(|row| day(row)))
                as DayOf<AnyRow>
        });
        Finding {
            filters,
            dated,
            saved: self.saved,
            per_workspace: self.per_workspace,
            prefix: self.prefix,
        }
    }
}
