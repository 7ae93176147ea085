//! Form machinery: form state (`Draft`, named by `FormFields`), sending (`Sending`), validation, fields, cards and dialogs, kept drafts, leave guard.

mod changed_elsewhere;
mod confirm_dialog;
mod date_input;
mod draft;
mod draft_core;
mod field_note;
mod form_card;
mod form_dialog;
mod form_field;
mod form_fields;
mod kept_forms;
mod leave_guard;
mod remark_dialog;
mod sending;
mod timezone_picker;
mod timezone_search;
mod typed_day;
pub mod validate;

pub use changed_elsewhere::{
    added_and_removed, rebase, save_unless_changed, ChangeGroup, ChangeKind, ChangedElsewhere,
    Saving,
};
pub use confirm_dialog::ConfirmDialog;
pub use date_input::date_unfinished;
pub use draft::Draft;
pub use draft_core::rule_message;
pub use field_note::{described_by, field_note};
pub use form_card::FormCard;
pub use form_dialog::{clear_on_open, DialogActions, FormDialog};
pub use form_field::{FieldKind, FormField, SelectOption};
pub(crate) use form_fields::form_fields;
pub use form_fields::FormFields;
#[cfg(any(portal_split, not(target_family = "wasm")))]
pub use kept_forms::is_kept_here;
pub use kept_forms::{
    forget_kept_forms_of_others, keep_open_forms, keep_with_forms, take_kept, KeptBecause,
};
pub use leave_guard::{hear_history_first, held_before, held_before_running, LeaveGuard};
pub use remark_dialog::{RemarkChoice, RemarkChoices, RemarkDialog, RemarkText};
pub use sending::Sending;
pub use timezone_picker::{ConstantList, TimezonePicker};
pub use typed_day::is_day;
