//! Fee bands typed row by row: each row's upper bound in major units and its rate as a
//! percentage, read into the wire's bands with each row's own refusals.

use leptos::prelude::*;
use portal_api::currency::Currency;
use portal_api::fees::{FeeBand, FeeBands};

use super::amount_with_code;
use super::typed_amounts::{amount_for_typing, read_amount, read_percent};
use crate::forms::rule_message;
use crate::i18n::{decimal_for_typing, ConfigKey, Message};

/// One band as typed: where it ends (empty for the open last band) and its rate, each with
/// its own inline error.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BandRow {
    /// Stays with the row while rows above it come and go.
    pub key: u64,
    /// The upper bound, in major units of the fee's currency.
    pub up_to: RwSignal<String>,
    /// The rate, a percentage.
    pub rate: RwSignal<String>,
    /// The refusal of the upper bound.
    pub up_to_error: RwSignal<Option<Message>>,
    /// The refusal of the rate.
    pub rate_error: RwSignal<Option<Message>>,
}

/// The rows of a fee's bands, in order: what the band fields show and the form reads.
#[derive(Clone, Copy)]
pub struct BandRows {
    rows: RwSignal<Vec<BandRow>>,
    next: StoredValue<u64>,
}

impl Default for BandRows {
    fn default() -> Self {
        Self::new()
    }
}

impl BandRows {
    /// No rows.
    pub fn new() -> Self {
        Self {
            rows: RwSignal::new(Vec::new()),
            next: StoredValue::new(0),
        }
    }

    /// The rows, tracked.
    pub fn rows(&self) -> Vec<BandRow> {
        self.rows.get()
    }

    fn row(&self, up_to: String, rate: String) -> BandRow {
        let key = self.next.get_value();
        self.next.set_value(key + 1);
        BandRow {
            key,
            up_to: RwSignal::new(up_to),
            rate: RwSignal::new(rate),
            up_to_error: RwSignal::new(None),
            rate_error: RwSignal::new(None),
        }
    }

    /// The rows as typed, one line each of bound and rate (tracked): what a form keeps of
    /// them, and puts back with [`BandRows::retype`].
    pub fn typed(&self) -> String {
        self.rows.with(|rows| {
            rows.iter()
                .map(|row| format!("{}\t{}", row.up_to.get(), row.rate.get()))
                .collect::<Vec<_>>()
                .join("\n")
        })
    }

    /// The rows [`BandRows::typed`] wrote, unless they are the rows shown already.
    pub fn retype(&self, typed: &str) {
        if untrack(|| self.typed()) == typed {
            return;
        }
        let rows = typed
            .lines()
            .map(|line| {
                let (up_to, rate) = line.split_once('\t').unwrap_or((line, ""));
                self.row(up_to.to_owned(), rate.to_owned())
            })
            .collect();
        self.rows.set(rows);
    }

    /// Adds an empty row at the end.
    pub fn add(&self) {
        let row = self.row(String::new(), String::new());
        self.rows.update(|rows| rows.push(row));
    }

    /// Removes the row `key`.
    pub fn remove(&self, key: u64) {
        self.rows.update(|rows| rows.retain(|r| r.key != key));
    }

    /// Shows `bands` (none: no rows), bounds in major units of `currency`, rates as
    /// percentages.
    pub fn fill(&self, bands: Option<&FeeBands>, currency: Option<Currency>) {
        let rows = bands.map_or_else(Vec::new, |b| {
            b.bands
                .iter()
                .map(|band| {
                    let up_to = band.up_to.map(|m| amount_for_typing(m, currency));
                    let rate = decimal_for_typing(&band.fee_rate.percent());
                    self.row(up_to.unwrap_or_default(), rate)
                })
                .collect()
        });
        self.rows.set(rows);
    }

    /// The bands typed, in `currency`: `Some(None)` without rows; `None` when a row is
    /// refused, each refusal beside its own field and nothing typed changed. Bounds must rise
    /// from above zero, and only the last band is open. Without a currency (refused at its
    /// own field) bounds are only checked to read.
    pub fn read(&self, currency: Option<Currency>) -> Option<Option<FeeBands>> {
        let rows = self.rows.get_untracked();
        if rows.is_empty() {
            return Some(None);
        }
        let last = rows.len() - 1;
        let mut floor = Some(0);
        let mut bands = Vec::with_capacity(rows.len());
        let mut refused = false;
        for (at, row) in rows.iter().enumerate() {
            let refuse = |error: RwSignal<Option<Message>>, message: Message| {
                error.set(Some(message));
            };
            row.up_to_error.set(None);
            row.rate_error.set(None);
            let up_to = row
                .up_to
                .with_untracked(|t| read_amount(t.trim(), currency));
            let up_to = match up_to {
                Ok(Some(_)) if at == last => Err(ConfigKey::BandLastOpen.into()),
                Ok(None) if at < last => Err(ConfigKey::BandNeedsEnd.into()),
                Ok(bound) => match (bound, floor, currency) {
                    (Some(b), Some(f), Some(c)) if b <= f => Err(Message::with(
                        ConfigKey::BandNotRising,
                        &[("from", amount_with_code(f, c.code))],
                    )),
                    _ => Ok(bound),
                },
                Err(message) => Err(message),
            };
            floor = up_to.as_ref().ok().copied().flatten();
            let rate = match row.rate.with_untracked(|t| read_percent(t.trim())) {
                Ok(Some(rate)) if !rate.at_most_one() => {
                    Err(rule_message(portal_api::validation::Rule::AboveOne))
                }
                Ok(Some(rate)) => Ok(rate),
                Ok(None) => Err(ConfigKey::RuleRequired.into()),
                Err(message) => Err(message),
            };
            match (up_to, rate) {
                (Ok(up_to), Ok(fee_rate)) => bands.push(FeeBand { up_to, fee_rate }),
                (up_to, rate) => {
                    refused = true;
                    if let Err(message) = up_to {
                        refuse(row.up_to_error, message);
                    }
                    if let Err(message) = rate {
                        refuse(row.rate_error, message);
                    }
                }
            }
        }
        (!refused).then_some(Some(FeeBands { bands }))
    }
}

#[cfg(test)]
mod tests {
    use portal_api::currency::{JPY, USD};
    use portal_api::decimal::DecimalString;

    use super::*;

    fn typed(rows: BandRows, typed: &[(&str, &str)]) {
        rows.fill(None, None);
        for (up_to, rate) in typed {
            rows.add();
            let row = rows.rows.get_untracked().pop().unwrap();
            row.up_to.set((*up_to).to_owned());
            row.rate.set((*rate).to_owned());
        }
    }

    fn errors(rows: BandRows) -> Vec<(Option<Message>, Option<Message>)> {
        rows.rows
            .get_untracked()
            .iter()
            .map(|r| (r.up_to_error.get_untracked(), r.rate_error.get_untracked()))
            .collect()
    }

    #[test]
    fn reads_rows_into_bands_in_minor_units_and_fractions() {
        Owner::new().with(|| {
            let rows = BandRows::new();
            assert_eq!(rows.read(Some(USD)), Some(None), "no rows, no bands");
            typed(rows, &[("1,000", "1"), ("2500.50", "0.75"), ("", "0.5")]);
            let bands = rows.read(Some(USD)).flatten().unwrap().bands;
            let read: Vec<_> = bands
                .iter()
                .map(|b| (b.up_to, b.fee_rate.as_str()))
                .collect();
            assert_eq!(
                read,
                [
                    (Some(100_000), "0.01"),
                    (Some(250_050), "0.0075"),
                    (None, "0.005")
                ]
            );
            assert!(errors(rows).iter().all(|e| *e == (None, None)));
        });
    }

    #[test]
    fn each_bad_row_gets_its_own_error_and_keeps_what_was_typed() {
        Owner::new().with(|| {
            let rows = BandRows::new();
            typed(
                rows,
                &[("100", "1"), ("50", "abc"), ("", "2"), ("900", "150")],
            );
            assert_eq!(rows.read(Some(USD)), None);
            let from = Message::with(ConfigKey::BandNotRising, &[("from", "100.00 USD".into())]);
            assert_eq!(
                errors(rows),
                [
                    (None, None),
                    (Some(from), Some(ConfigKey::NotDecimal.into())),
                    (Some(ConfigKey::BandNeedsEnd.into()), None),
                    (
                        Some(ConfigKey::BandLastOpen.into()),
                        Some(ConfigKey::RuleAboveOne.into())
                    ),
                ]
            );
            let kept: Vec<String> = rows
                .rows()
                .iter()
                .map(|r| r.up_to.get_untracked())
                .collect();
            assert_eq!(kept, ["100", "50", "", "900"]);
        });
    }

    #[test]
    fn rows_as_typed_come_back_as_they_were() {
        Owner::new().with(|| {
            let rows = BandRows::new();
            typed(rows, &[("1,000", "1.5"), ("", "0.5")]);
            let kept = rows.typed();
            assert_eq!(kept, "1,000\t1.5\n\t0.5");
            let other = BandRows::new();
            other.retype(&kept);
            assert_eq!(other.typed(), kept);
            let keys: Vec<u64> = other.rows().iter().map(|r| r.key).collect();
            other.retype(&kept);
            let same: Vec<u64> = other.rows().iter().map(|r| r.key).collect();
            assert_eq!(keys, same, "the rows shown already are not replaced");
            other.retype("");
            assert!(other.rows().is_empty());
        });
    }

    #[test]
    fn bounds_follow_the_currency_precision() {
        Owner::new().with(|| {
            let rows = BandRows::new();
            typed(rows, &[("0.5", "1"), ("", "1")]);
            assert_eq!(rows.read(Some(JPY)), None);
            let whole = Message::with(ConfigKey::AmountNoDecimals, &[("currency", "JPY".into())]);
            assert_eq!(errors(rows)[0], (Some(whole), None));
            typed(rows, &[("0", "1"), ("", "1")]);
            assert_eq!(rows.read(Some(JPY)), None, "a first bound above zero");
        });
    }

    #[test]
    fn fills_rows_from_bands_and_removes_one() {
        Owner::new().with(|| {
            let rows = BandRows::new();
            let band = |up_to, rate| FeeBand {
                up_to,
                fee_rate: DecimalString::parse(rate).unwrap(),
            };
            let bands = FeeBands {
                bands: vec![band(Some(79_000), "0.0100"), band(None, "0.0060")],
            };
            rows.fill(Some(&bands), Some(USD));
            let shown: Vec<_> = rows
                .rows()
                .iter()
                .map(|r| (r.up_to.get_untracked(), r.rate.get_untracked()))
                .collect();
            assert_eq!(
                shown,
                [("790.00".into(), "1".into()), (String::new(), "0.6".into())]
            );
            assert_eq!(
                rows.read(Some(USD)).flatten().map(|b| b.bands.len()),
                Some(2)
            );
            rows.remove(rows.rows()[0].key);
            assert_eq!(rows.rows().len(), 1);
        });
    }
}
