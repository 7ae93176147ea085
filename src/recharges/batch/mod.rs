//! Batch decisions: sending them in chunks, the confirming dialog with its typed check and
//! hold, the record of a hold left unsent, and the per-item report.

pub(super) mod decide;
pub(super) mod dialog;
pub(super) mod held;
pub(super) mod report;
