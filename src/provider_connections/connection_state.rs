//! What the connection's page knows of its status: nothing until an action's answer says it.

use leptos::prelude::*;
use portal_api::EnumValue;

/// The connection's status as its last action answered it, shared by the page's parts: the
/// lifecycle offers only the actions it allows, and the cards of a closed connection none.
#[derive(Clone, Copy)]
pub struct ConnectionState {
    status: RwSignal<Option<EnumValue>>,
}

/// A closed connection's status code: final, and its cards take no action.
const CLOSED: &str = "CLOSED";

impl ConnectionState {
    /// A page's state, not known yet, for its parts to find.
    pub fn provide() -> Self {
        let state = Self {
            status: RwSignal::new(None),
        };
        provide_context(state);
        state
    }

    /// The page's state.
    pub fn of_page() -> Self {
        expect_context::<Self>()
    }

    /// The status known now, tracked; `None` before an answer named it.
    pub fn status(&self) -> Option<EnumValue> {
        self.status.get()
    }

    /// Learns the status from an answer naming it (an answer without one changes nothing).
    pub fn learn(&self, status: Option<EnumValue>) {
        if status.is_some() {
            self.status.set(status);
        }
    }

    /// Whether the connection is known to be closed, tracked.
    pub fn closed(&self) -> bool {
        self.status
            .with(|s| s.as_ref().is_some_and(|s| s.code() == CLOSED))
    }
}
