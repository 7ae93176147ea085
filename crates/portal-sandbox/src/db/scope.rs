//! Which institutions' records a caller may see, and the `WHERE` clauses that start from it.

use rusqlite::types::Value;

/// The institutions whose records (recharges, wallets, transfers) a caller may see.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Scope {
    /// Every institution's.
    All,
    /// Only these institutions' (nothing when empty).
    Institutions(Vec<String>),
}

impl Scope {
    /// Whether records of `institution` are visible.
    pub fn sees(&self, institution: &str) -> bool {
        match self {
            Self::All => true,
            Self::Institutions(ids) => ids.iter().any(|i| i == institution),
        }
    }
}

/// Clauses joined by `AND`, written with anonymous `?` placeholders, and their arguments in
/// order.
#[derive(Debug, Clone, Default)]
pub struct Conditions {
    clauses: Vec<String>,
    args: Vec<Value>,
}

impl Conditions {
    /// The rows `scope` allows, by their institution column `column` (such as
    /// `r.institution_biz_id`).
    pub fn visible_to(scope: &Scope, column: &str) -> Self {
        let mut conditions = Self::default();
        match scope {
            Scope::All => {}
            Scope::Institutions(ids) if ids.is_empty() => conditions.and("0", []),
            Scope::Institutions(ids) => conditions.and(
                format!("{column} IN ({})", vec!["?"; ids.len()].join(", ")),
                ids.iter().cloned().map(Value::Text),
            ),
        }
        conditions
    }

    /// The one row whose `id_column` is `biz_id`, if `scope` allows it by `column`.
    pub fn visible_one(scope: &Scope, column: &str, id_column: &str, biz_id: &str) -> Self {
        let mut conditions = Self::visible_to(scope, column);
        conditions.and(format!("{id_column} = ?"), [Value::Text(biz_id.to_owned())]);
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
