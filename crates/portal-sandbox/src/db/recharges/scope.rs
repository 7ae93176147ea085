//! Which recharges a caller may see, and the `WHERE` clauses that start from it.

use rusqlite::types::Value;

/// The recharges a caller may see.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Scope {
    /// Every institution's.
    All,
    /// Only these institutions' (nothing when empty).
    Institutions(Vec<String>),
}

/// Clauses joined by `AND`, written with anonymous `?` placeholders, and their arguments in
/// order. Queries alias the recharges table `r`.
#[derive(Debug, Clone, Default)]
pub(super) struct Conditions {
    clauses: Vec<String>,
    args: Vec<Value>,
}

impl Conditions {
    /// The recharges `scope` allows.
    pub fn visible_to(scope: &Scope) -> Self {
        let mut conditions = Self::default();
        match scope {
            Scope::All => {}
            Scope::Institutions(ids) if ids.is_empty() => conditions.and("0", []),
            Scope::Institutions(ids) => conditions.and(
                format!(
                    "r.institution_biz_id IN ({})",
                    vec!["?"; ids.len()].join(", ")
                ),
                ids.iter().cloned().map(Value::Text),
            ),
        }
        conditions
    }

    /// Adds a clause and the arguments of its placeholders.
    pub fn and(&mut self, clause: impl Into<String>, args: impl IntoIterator<Item = Value>) {
        self.clauses.push(clause.into());
        self.args.extend(args);
    }

    /// ` WHERE …`, or nothing without clauses.
    pub fn where_sql(&self) -> String {
        if self.clauses.is_empty() {
            String::new()
        } else {
            format!(" WHERE {}", self.clauses.join(" AND "))
        }
    }

    /// The arguments, in placeholder order.
    pub fn args(&self) -> &[Value] {
        &self.args
    }
}
