//! The rows of a list the portal reads whole, and whether the last change added to them or
//! replaced them (so their search index is extended, not rebuilt, as pages arrive).

use leptos::prelude::*;

/// Every row read of a list.
pub struct ListRows<R: Send + Sync + 'static> {
    items: RwSignal<Vec<R>>,
    /// Counts the changes that were not additions at the end.
    replaced: RwSignal<u64>,
}

impl<R: Send + Sync + 'static> Clone for ListRows<R> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<R: Send + Sync + 'static> Copy for ListRows<R> {}

impl<R: Send + Sync + 'static> Default for ListRows<R> {
    fn default() -> Self {
        Self::new()
    }
}

impl<R: Send + Sync + 'static> ListRows<R> {
    /// No rows yet.
    pub fn new() -> Self {
        Self {
            items: RwSignal::new(Vec::new()),
            replaced: RwSignal::new(0),
        }
    }

    /// The rows instead of those held.
    pub fn replace(&self, rows: Vec<R>) {
        self.items.set(rows);
        self.replaced.update(|n| *n += 1);
    }

    /// `rows` after those held.
    pub fn append(&self, rows: Vec<R>) {
        self.items.update(|items| items.extend(rows));
    }

    /// Changes rows in place (a row switched, one gone).
    pub fn update(&self, change: impl FnOnce(&mut Vec<R>)) {
        self.items.update(change);
        self.replaced.update(|n| *n += 1);
    }

    /// Reads the rows, tracked.
    pub fn with<U>(&self, read: impl FnOnce(&Vec<R>) -> U) -> U {
        self.items.with(read)
    }

    /// Reads the rows, untracked.
    pub fn with_untracked<U>(&self, read: impl FnOnce(&Vec<R>) -> U) -> U {
        self.items.with_untracked(read)
    }

    /// How many changes replaced rows, tracked.
    pub fn replacements(&self) -> u64 {
        self.replaced.get()
    }
}
