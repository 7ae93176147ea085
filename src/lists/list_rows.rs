//! The rows of a list the portal reads whole, erased to one type as they are read, and whether
//! the last change added to them or replaced them (so their search index is extended, not
//! rebuilt, as pages arrive).

use std::sync::Arc;

use leptos::prelude::*;

use crate::lists::AnyRow;

/// Every row read of a list.
#[derive(Clone, Copy, Default)]
pub struct ListRows {
    items: RwSignal<Vec<AnyRow>>,
    /// Counts the changes that were not additions at the end.
    replaced: RwSignal<u64>,
}

/// `rows` erased, as a list holds them.
pub fn erased<R: Send + Sync + 'static>(rows: Vec<R>) -> Vec<AnyRow> {
    rows.into_iter()
        .map(|row| Arc::new(row) as AnyRow)
        .collect()
}

impl ListRows {
    /// No rows yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// The rows instead of those held.
    pub fn replace(&self, rows: Vec<AnyRow>) {
        self.items.set(rows);
        self.replaced.update(|n| *n += 1);
    }

    /// `rows` after those held.
    pub fn append(&self, rows: Vec<AnyRow>) {
        self.items.update(|items| items.extend(rows));
    }

    /// Changes rows in place (a row switched, one gone).
    pub fn update(&self, change: impl FnOnce(&mut Vec<AnyRow>)) {
        self.items.update(change);
        self.replaced.update(|n| *n += 1);
    }

    /// Reads the rows, tracked.
    pub fn with<U>(&self, read: impl FnOnce(&Vec<AnyRow>) -> U) -> U {
        self.items.with(read)
    }

    /// Reads the rows, untracked.
    pub fn with_untracked<U>(&self, read: impl FnOnce(&Vec<AnyRow>) -> U) -> U {
        self.items.with_untracked(read)
    }

    /// How many changes replaced rows, tracked.
    pub fn replacements(&self) -> u64 {
        self.replaced.get()
    }
}
