//! Waiting for elements a person can see, through the page redrawing under the query.

use thirtyfour::extensions::query::ElementQuery;

/// Queries for what is shown.
pub trait Shown {
    /// Only elements displayed now. An element replaced while it is checked (the app took
    /// over the first view, or redrew a list) counts as not found yet and the query goes on,
    /// rather than failing at once on the stale element as thirtyfour's default does.
    fn shown(self) -> Self;
}

impl Shown for ElementQuery {
    fn shown(self) -> Self {
        self.ignore_errors(true).and_displayed()
    }
}
