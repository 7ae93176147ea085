//! The recharges chosen for a batch decision, kept across pages with their amounts.

use std::collections::BTreeMap;

use portal_api::recharges::Recharge;
use serde_json::Value;

use crate::money::amount_with_code;
use crate::recharges::display::amount_text;

/// Pending recharges chosen by the operator, by business id. Decided recharges cannot be
/// chosen: a batch would only fail on them.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Selection(BTreeMap<String, Recharge>);

impl Selection {
    /// Whether `biz_id` is chosen.
    pub fn contains(&self, biz_id: &str) -> bool {
        self.0.contains_key(biz_id)
    }

    /// How many are chosen.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether none is chosen.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Chooses `recharge`, or unchooses it when it was chosen. A decided one is ignored.
    pub fn toggle(&mut self, recharge: &Recharge) {
        if self.0.remove(&recharge.biz_id).is_none() && recharge.is_pending() {
            self.0.insert(recharge.biz_id.clone(), recharge.clone());
        }
    }

    /// Chooses (or unchooses) every pending recharge of `rows`.
    pub fn set_rows(&mut self, rows: &[Recharge], chosen: bool) {
        for r in rows.iter().filter(|r| r.is_pending()) {
            if chosen {
                self.0.insert(r.biz_id.clone(), r.clone());
            } else {
                self.0.remove(&r.biz_id);
            }
        }
    }

    /// Whether every pending recharge of `rows` is chosen (false when there is none), and
    /// whether some are.
    pub fn rows_state(&self, rows: &[Recharge]) -> (bool, bool) {
        let pending = rows.iter().filter(|r| r.is_pending());
        let (total, chosen) = pending.fold((0, 0), |(t, c), r| {
            (t + 1, c + usize::from(self.contains(&r.biz_id)))
        });
        (total > 0 && chosen == total, chosen > 0)
    }

    /// The chosen business ids, in id order.
    pub fn ids(&self) -> Vec<String> {
        self.0.keys().cloned().collect()
    }

    /// Keeps only the ids in `keep`.
    pub fn retain(&mut self, keep: impl Fn(&str) -> bool) {
        self.0.retain(|id, _| keep(id));
    }

    /// The sum of the chosen amounts per currency code, in minor units, by code.
    pub fn totals(&self) -> BTreeMap<String, i64> {
        let mut totals = BTreeMap::new();
        for r in self.0.values() {
            if let (Some(amount), Some(code)) = (r.amount, r.currency_code()) {
                *totals.entry(code.to_owned()).or_insert(0) += amount;
            }
        }
        totals
    }

    /// The chosen recharges as JSON, to keep across signing in again; `None` when none is
    /// chosen.
    pub fn to_kept(&self) -> Option<Value> {
        let chosen: Vec<&Recharge> = self.0.values().collect();
        (!chosen.is_empty())
            .then(|| serde_json::to_value(chosen).ok())
            .flatten()
    }

    /// The selection [`Selection::to_kept`] gave (empty if it does not read as one).
    pub fn from_kept(kept: Value) -> Self {
        let mut selection = Self::default();
        let rows: Vec<Recharge> = serde_json::from_value(kept).unwrap_or_default();
        selection.set_rows(&rows, true);
        selection
    }

    /// "30,000 JPY · 1,250.00 USD": the totals with each currency's precision.
    pub fn totals_text(&self) -> String {
        self.totals()
            .iter()
            .map(|(code, amount)| amount_with_code(*amount, code))
            .collect::<Vec<_>>()
            .join(" · ")
    }

    /// Each chosen recharge's amount as shown, by business id: for the batch's report.
    pub fn amounts(&self) -> BTreeMap<String, String> {
        self.0
            .iter()
            .map(|(id, r)| (id.clone(), amount_text(r)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn recharge(id: &str, status: &str, amount: i64, currency: &str) -> Recharge {
        serde_json::from_value(json!({
            "bizId": id,
            "status": {"code": status, "value": 1, "label": status},
            "amount": amount,
            "currency": {"code": currency, "value": 1, "label": currency},
        }))
        .unwrap()
    }

    #[test]
    fn toggles_pending_only() {
        let mut s = Selection::default();
        s.toggle(&recharge("a", "PENDING", 100, "USD"));
        s.toggle(&recharge("b", "CONFIRMED", 100, "USD"));
        assert_eq!(s.ids(), vec!["a"]);
        s.toggle(&recharge("a", "PENDING", 100, "USD"));
        assert!(s.is_empty());
    }

    #[test]
    fn totals_by_currency_with_precision() {
        let mut s = Selection::default();
        let rows = [
            recharge("a", "PENDING", 125_050, "USD"),
            recharge("b", "PENDING", 50, "USD"),
            recharge("c", "PENDING", 30_000, "JPY"),
            recharge("d", "REJECTED", 999, "USD"),
        ];
        s.set_rows(&rows, true);
        assert_eq!(s.len(), 3);
        assert_eq!(s.totals_text(), "30,000 JPY · 1,251.00 USD");
    }

    #[test]
    fn a_kept_selection_comes_back_as_it_was() {
        let mut s = Selection::default();
        assert_eq!(s.to_kept(), None);
        s.set_rows(
            &[
                recharge("a", "PENDING", 125_050, "USD"),
                recharge("b", "PENDING", 30_000, "JPY"),
            ],
            true,
        );
        let back = Selection::from_kept(s.to_kept().unwrap());
        assert_eq!(back, s);
        assert_eq!(back.totals_text(), "30,000 JPY · 1,250.50 USD");
        assert!(Selection::from_kept(json!({"not": "a list"})).is_empty());
    }

    #[test]
    fn page_state_counts_pending_rows_only() {
        let mut s = Selection::default();
        let rows = [
            recharge("a", "PENDING", 1, "USD"),
            recharge("b", "PENDING", 1, "USD"),
            recharge("c", "CONFIRMED", 1, "USD"),
        ];
        assert_eq!(s.rows_state(&rows), (false, false));
        s.toggle(&rows[0]);
        assert_eq!(s.rows_state(&rows), (false, true));
        s.toggle(&rows[1]);
        assert_eq!(s.rows_state(&rows), (true, true));
        s.set_rows(&rows, false);
        assert!(s.is_empty());
        assert_eq!(s.rows_state(&rows[2..]), (false, false));
    }

    #[test]
    fn retain_keeps_the_failed() {
        let mut s = Selection::default();
        s.set_rows(
            &[
                recharge("a", "PENDING", 1, "USD"),
                recharge("b", "PENDING", 1, "USD"),
            ],
            true,
        );
        s.retain(|id| id == "b");
        assert_eq!(s.ids(), vec!["b"]);
    }
}
