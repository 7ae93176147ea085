//! Finding rows of a list read whole: the search, filters and sort an address asks for, applied
//! to each row's facts (its shown text, sort keys, filter codes and day), as pure functions.

use std::cmp::Ordering;

use portal_api::recharges::SortDirection;

use crate::forms::is_day;
use crate::lists::url_query::query_value;
use crate::order::stable_order_by;
use crate::web::letter_case::folded;

/// What a cell holds, for finding and ordering rows.
#[derive(Debug, Clone, PartialEq)]
pub enum CellValue {
    /// Text as shown.
    Text(String),
    /// A number and the text shown for it.
    Number(f64, String),
    /// An amount in minor units of a currency (its code) and the text shown for it: amounts
    /// order within their currency, never across currencies at face value.
    Amount(String, i64, String),
    /// A timestamp (ISO 8601): ordered by time; found by the date filters, not by text.
    Time(String),
    /// Nothing shown.
    Empty,
}

impl CellValue {
    /// Text, or [`CellValue::Empty`] when there is none.
    pub fn text(text: impl Into<String>) -> Self {
        let text = text.into();
        if text.trim().is_empty() {
            Self::Empty
        } else {
            Self::Text(text)
        }
    }

    /// A decimal number written `number` (`"0.015"`), shown as `shown`; text when it is not
    /// a number.
    pub fn decimal(number: Option<&str>, shown: String) -> Self {
        match number.and_then(decimal_value) {
            Some(n) => Self::Number(n, shown),
            None => Self::text(shown),
        }
    }

    /// An amount in minor units of `currency` (its code), shown as `shown`; empty without an
    /// amount.
    pub fn amount(minor: Option<i64>, currency: Option<&str>, shown: String) -> Self {
        match minor {
            Some(minor) => Self::Amount(currency.unwrap_or_default().to_owned(), minor, shown),
            None => Self::Empty,
        }
    }

    /// A timestamp, or [`CellValue::Empty`].
    pub fn time(iso: Option<&str>) -> Self {
        iso.filter(|t| !t.is_empty())
            .map_or(Self::Empty, |t| Self::Time(t.to_owned()))
    }

    /// The text a search looks in.
    fn searched(&self) -> &str {
        match self {
            Self::Text(t) | Self::Number(_, t) | Self::Amount(_, _, t) => t,
            Self::Time(_) | Self::Empty => "",
        }
    }

    /// The key the row sorts by: text folded, so case and accents do not split the order.
    fn sort_key(self) -> Self {
        match self {
            Self::Text(t) => Self::Text(folded(&t)),
            Self::Amount(code, minor, _) => Self::Amount(code, minor, String::new()),
            Self::Number(n, _) => Self::Number(n, String::new()),
            other => other,
        }
    }
}

/// The value of a decimal written `-12.034`, near enough to order by; `None` for anything
/// else. Read by hand: the standard library's float parser would add kilobytes to the download.
fn decimal_value(text: &str) -> Option<f64> {
    let text = text.trim();
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    let all_digits = whole
        .bytes()
        .chain(fraction.bytes())
        .all(|b| b.is_ascii_digit());
    if !all_digits || whole.is_empty() && fraction.is_empty() {
        return None;
    }
    let mut value = 0.0;
    for digit in whole.bytes() {
        value = value * 10.0 + f64::from(digit - b'0');
    }
    let mut scale = 1.0;
    for digit in fraction.bytes() {
        scale /= 10.0;
        value += f64::from(digit - b'0') * scale;
    }
    Some(if negative { -value } else { value })
}

/// One row as the finder sees it.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct RowFacts {
    /// The shown text of its cells, folded, one line per cell.
    pub text: String,
    /// Its sort key per sortable column, in column order.
    pub keys: Vec<CellValue>,
    /// Its code per filter ("" when it has none).
    pub choices: Vec<String>,
    /// The calendar day (`YYYY-MM-DD`) the date filters compare, "" when it has none.
    pub day: String,
}

impl RowFacts {
    /// The facts of a row whose sortable cells hold `cells`.
    pub fn new(cells: Vec<CellValue>, choices: Vec<String>, day: String) -> Self {
        let mut text = String::new();
        for cell in &cells {
            let searched = cell.searched();
            if !searched.is_empty() {
                text.push_str(searched);
                text.push('\n');
            }
        }
        Self {
            text: folded(&text),
            keys: cells.into_iter().map(CellValue::sort_key).collect(),
            choices,
            day,
        }
    }
}

/// What the date filters of an address say.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct DayRange {
    /// The first day, when a valid one is given.
    pub from: Option<String>,
    /// The last day, when a valid one is given.
    pub to: Option<String>,
    /// `from` is not a day.
    pub bad_from: bool,
    /// `to` is not a day, or comes before `from`.
    pub bad_to: bool,
}

impl DayRange {
    /// Reads `from` and `to`; a value that is not a day, or days reversed, filter nothing and
    /// are marked so the page says so beside the field.
    pub fn read(from: Option<String>, to: Option<String>) -> Self {
        let bad_from = from.as_deref().is_some_and(|d| !is_day(d));
        let mut bad_to = to.as_deref().is_some_and(|d| !is_day(d));
        let from = from.filter(|_| !bad_from);
        let mut to = to.filter(|_| !bad_to);
        if let (Some(f), Some(t)) = (&from, &to) {
            if t < f {
                bad_to = true;
                to = None;
            }
        }
        Self {
            from,
            to,
            bad_from,
            bad_to,
        }
    }

    fn holds(&self, day: &str) -> bool {
        if self.from.is_none() && self.to.is_none() {
            return true;
        }
        !day.is_empty()
            && self.from.as_deref().is_none_or(|f| day >= f)
            && self.to.as_deref().is_none_or(|t| day <= t)
    }
}

/// What an address asks of a list: its search words, filter codes, days and sort.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ListQuery {
    /// The search's words, folded.
    pub words: Vec<String>,
    /// The code asked for per filter.
    pub choices: Vec<Option<String>>,
    /// The date filters.
    pub days: DayRange,
    /// The sortable column (its index among them) and direction.
    pub sort: Option<(usize, SortDirection)>,
}

/// The address parameter `name` of a list whose parameters start with `prefix` (a second list
/// on a page): `name` itself without one, else `prefix-name`.
pub fn param(prefix: &str, name: &str) -> String {
    if prefix.is_empty() {
        name.to_owned()
    } else {
        format!("{prefix}-{name}")
    }
}

/// The address's `sort` of the list keyed `prefix`: `field,asc` or `field,desc` (a bare field
/// is ascending).
pub fn sort_param(search: &str, prefix: &str) -> Option<(String, SortDirection)> {
    let value = query_value(search, &param(prefix, "sort"))?;
    let (field, direction) = value.split_once(',').unwrap_or((&value, "asc"));
    let direction = match direction.trim() {
        "desc" => SortDirection::Desc,
        _ => SortDirection::Asc,
    };
    Some((field.trim().to_owned(), direction))
}

/// The `sort` value for `field` in `direction`.
pub fn sort_value(field: &str, direction: SortDirection) -> String {
    match direction {
        SortDirection::Asc => format!("{field},asc"),
        SortDirection::Desc => format!("{field},desc"),
    }
}

impl ListQuery {
    /// Reads the address's query for a list keyed `prefix` whose filters are kept in `params`
    /// and whose sortable columns are named `fields`. A sort by a field the list does not have
    /// is left out.
    pub fn read(search: &str, prefix: &str, params: &[&str], fields: &[&str]) -> Self {
        let value = |name: &str| query_value(search, &param(prefix, name));
        let words = value("q")
            .map(|q| q.split_whitespace().map(folded).collect())
            .unwrap_or_default();
        let sort = sort_param(search, prefix).and_then(|(field, direction)| {
            fields
                .iter()
                .position(|f| *f == field)
                .map(|at| (at, direction))
        });
        Self {
            words,
            choices: params.iter().map(|p| value(p)).collect(),
            days: DayRange::read(value("from"), value("to")),
            sort,
        }
    }

    /// Whether anything narrows the rows.
    pub fn narrows(&self) -> bool {
        !self.words.is_empty()
            || self.choices.iter().any(Option::is_some)
            || self.days.from.is_some()
            || self.days.to.is_some()
    }

    /// Whether `row` is one the query asks for.
    pub fn matches(&self, row: &RowFacts) -> bool {
        self.words.iter().all(|w| row.text.contains(w.as_str()))
            && self.choices.iter().enumerate().all(|(at, wanted)| {
                wanted
                    .as_deref()
                    .is_none_or(|w| row.choices.get(at).is_some_and(|c| c == w))
            })
            && self.days.holds(&row.day)
    }
}

/// How two sort keys compare; an empty cell comes last either way, an amount orders by its
/// currency first.
fn compare(a: &CellValue, b: &CellValue) -> Ordering {
    use CellValue::*;
    match (a, b) {
        (Text(x), Text(y)) | (Time(x), Time(y)) => x.cmp(y),
        (Number(x, _), Number(y, _)) => x.total_cmp(y),
        (Amount(cx, x, _), Amount(cy, y, _)) => cx.cmp(cy).then(x.cmp(y)),
        _ => rank(a).cmp(&rank(b)),
    }
}

fn rank(value: &CellValue) -> u8 {
    match value {
        CellValue::Empty => 1,
        _ => 0,
    }
}

/// The positions of `rows` in the order `sort` asks for (as read without one), ties keeping
/// their order; empty cells last in both directions.
pub fn ordered(rows: &[RowFacts], sort: Option<(usize, SortDirection)>) -> Vec<usize> {
    let Some((column, direction)) = sort else {
        return (0..rows.len()).collect();
    };
    let empty = CellValue::Empty;
    let key = |at: usize| rows[at].keys.get(column).unwrap_or(&empty);
    stable_order_by(rows.len(), &|a, b| {
        let (a, b) = (key(a), key(b));
        match (a, b, direction) {
            (CellValue::Empty, _, _) | (_, CellValue::Empty, _) => compare(a, b),
            (_, _, SortDirection::Asc) => compare(a, b),
            (_, _, SortDirection::Desc) => compare(b, a),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(name: &str, amount: (&str, i64), status: &str, day: &str) -> RowFacts {
        RowFacts::new(
            vec![
                CellValue::text(name),
                CellValue::Amount(
                    amount.0.into(),
                    amount.1,
                    format!("{} {}", amount.1, amount.0),
                ),
            ],
            vec![status.into()],
            day.into(),
        )
    }

    fn rows() -> Vec<RowFacts> {
        vec![
            row("Élodie Martin", ("USD", 500), "ACTIVE", "2024-05-02"),
            row("bob Stone", ("EUR", 100), "CLOSED", "2024-05-10"),
            row("Anna Lee", ("USD", 20), "ACTIVE", ""),
            row("Chloé", ("EUR", 900), "ACTIVE", "2024-04-30"),
        ]
    }

    fn query(search: &str) -> ListQuery {
        ListQuery::read(search, "", &["status"], &["name", "amount"])
    }

    fn found(search: &str) -> Vec<usize> {
        let rows = rows();
        let q = query(search);
        ordered(&rows, q.sort)
            .into_iter()
            .filter(|at| q.matches(&rows[*at]))
            .collect()
    }

    #[test]
    fn every_word_is_found_in_any_case() {
        assert_eq!(found("q=MARTIN"), [0]);
        assert_eq!(found("q=stone+BOB"), [1]);
        assert_eq!(found("q=nobody"), Vec::<usize>::new());
        assert_eq!(found("q=usd"), [0, 2]);
    }

    #[test]
    fn filters_by_code_and_by_day() {
        assert_eq!(found("status=ACTIVE"), [0, 2, 3]);
        assert_eq!(found("from=2024-05-01"), [0, 1]);
        assert_eq!(found("from=2024-05-01&to=2024-05-05"), [0]);
        assert_eq!(found("status=ACTIVE&to=2024-05-01"), [3]);
    }

    #[test]
    fn sorts_by_text_either_way() {
        // Native folding leaves accents; case is folded.
        assert_eq!(found("sort=name,asc")[..2], [2, 1]);
        assert_eq!(found("sort=name,desc")[2..], [1, 2]);
        // An unknown field keeps the list's order.
        assert_eq!(found("sort=nope,asc"), [0, 1, 2, 3]);
    }

    #[test]
    fn amounts_sort_within_their_currency() {
        assert_eq!(found("sort=amount,asc"), [1, 3, 2, 0]);
        assert_eq!(found("sort=amount,desc"), [0, 2, 3, 1]);
    }

    #[test]
    fn empty_cells_come_last_both_ways() {
        let rows = vec![
            RowFacts::new(vec![CellValue::Empty], vec![], String::new()),
            RowFacts::new(vec![CellValue::text("b")], vec![], String::new()),
            RowFacts::new(vec![CellValue::text("a")], vec![], String::new()),
        ];
        assert_eq!(ordered(&rows, Some((0, SortDirection::Asc))), [2, 1, 0]);
        assert_eq!(ordered(&rows, Some((0, SortDirection::Desc))), [1, 2, 0]);
    }

    #[test]
    fn decimals_are_read_for_their_order() {
        assert_eq!(decimal_value("0.015"), Some(0.015));
        assert_eq!(decimal_value(" -12.5 "), Some(-12.5));
        assert_eq!(decimal_value("3"), Some(3.0));
        assert_eq!(decimal_value("1.2.3"), None);
        assert_eq!(decimal_value("."), None);
        assert!(matches!(
            CellValue::decimal(Some("abc"), "abc".into()),
            CellValue::Text(_)
        ));
    }

    #[test]
    fn days_must_be_real_and_in_order() {
        assert!(is_day("2024-02-29"));
        assert!(!is_day("2023-02-29"));
        assert!(!is_day("2024-13-01"));
        assert!(!is_day("2024-1-01"));
        let reversed = DayRange::read(Some("2024-05-02".into()), Some("2024-05-01".into()));
        assert!(reversed.bad_to && !reversed.bad_from && reversed.to.is_none());
        let bad = DayRange::read(Some("yesterday".into()), None);
        assert!(bad.bad_from && bad.from.is_none());
    }

    #[test]
    fn the_sort_value_round_trips() {
        let value = sort_value("amount", SortDirection::Desc);
        assert_eq!(
            sort_param(&format!("sort={value}"), ""),
            Some(("amount".into(), SortDirection::Desc))
        );
        assert_eq!(
            sort_param("sort=name", ""),
            Some(("name".into(), SortDirection::Asc))
        );
        assert_eq!(
            sort_param("templates-sort=name,desc", "templates"),
            Some(("name".into(), SortDirection::Desc))
        );
        let prefixed = ListQuery::read("templates-q=x&q=y", "templates", &[], &[]);
        assert_eq!(prefixed.words, ["x"]);
    }
}
