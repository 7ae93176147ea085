//! The queue's selection: which recharges are chosen, across pages, for which filters.

pub(super) mod bar;
pub(super) mod model;
pub(super) mod scope;
pub(super) mod select_all;
