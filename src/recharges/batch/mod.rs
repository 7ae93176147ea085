//! Batch decisions: sending them in chunks, the confirming dialog and the per-item report.

pub(super) mod decide;
pub(super) mod dialog;
pub(super) mod report;
