//! Forms, and the state kept with them, across an ended session or a reload: put back when
//! the same account opens the same page again in this tab.

use std::cell::{Cell, RefCell};
use std::time::Duration;

use leptos::prelude::*;
use serde_json::{Map, Value};

use crate::api::session::KEPT_FORMS;
use crate::components::{dialog_opener, use_toasts};
use crate::forms::draft_core::DraftCore;
use crate::i18n::{AuthKey, CommonKey, Key};
use crate::state::AppState;
use crate::web::storage::{self, Store};

thread_local! {
    static LIVE: RefCell<Vec<DraftCore>> = const { RefCell::new(Vec::new()) };
    /// State outside forms kept with them (the queue's selection), by name: each reads it now.
    static KEEPERS: RefCell<Vec<(&'static str, u64, Keeper)>> = const { RefCell::new(Vec::new()) };
    static REGISTERED: Cell<u64> = const { Cell::new(0) };
    /// Edits of dialogs closed with Escape or Cancel: the dialog, the button that had opened
    /// it, the form and its changed fields.
    static SET_ASIDE: RefCell<Vec<SetAside>> = const { RefCell::new(Vec::new()) };
}

/// What a dialog closed without sending held: see [`set_aside`].
struct SetAside {
    dialog: &'static str,
    opener: String,
    draft: DraftCore,
    edits: Vec<(&'static str, String)>,
}

/// Reads a piece of state to keep, or `None` when there is nothing worth keeping.
type Keeper = Box<dyn Fn() -> Option<Value>>;

/// Field names that may hold a secret; they are never kept.
fn is_secret(name: &str) -> bool {
    let name = name.to_ascii_lowercase();
    ["password", "secret", "token", "apikey", "privatekey"]
        .iter()
        .any(|word| name.contains(word))
}

/// Whether the control `id` is in the page and not inside a closed dialog.
fn shown(id: &str) -> bool {
    document().get_element_by_id(id).is_some_and(|element| {
        element.is_connected() && !matches!(element.closest("dialog:not([open])"), Ok(Some(_)))
    })
}

fn account() -> Option<String> {
    use_context::<AppState>()?
        .account
        .with_untracked(|a| a.as_ref().map(|a| a.biz_id.clone()))
}

/// Why forms were kept, which says what putting them back tells the person.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeptBecause {
    /// The session ended: they come back after signing in again.
    SessionEnded,
    /// The page was reloaded or left: they come back when it is opened again in this tab.
    PageLeft,
}

impl KeptBecause {
    fn tag(self) -> &'static str {
        match self {
            Self::SessionEnded => "ended",
            Self::PageLeft => "left",
        }
    }

    fn restored(tag: Option<&str>) -> Key {
        if tag == Some(Self::PageLeft.tag()) {
            CommonKey::FormBack.into()
        } else {
            AuthKey::FormRestored.into()
        }
    }
}

/// Keeps what the forms on screen hold (never secrets) for `path` and `account`, in the tab's
/// store, so that the same account on the same page gets it back.
pub fn keep_open_forms(path: &str, account: Option<String>, why: KeptBecause) {
    let mut forms = Map::new();
    let mut openers = Map::new();
    LIVE.with(|live| {
        let mut live = live.borrow_mut();
        live.retain(|d| d.snapshot().is_some());
        for draft in live.iter() {
            let (Some(fields), Some(edits)) = (draft.snapshot(), draft.edits()) else {
                continue;
            };
            let Some(first) = fields.first().map(|(n, _)| draft.id(n)) else {
                continue;
            };
            if !shown(&first) {
                continue;
            }
            // Inserted one by one: collecting into a map sorts with a copy of the sort of its
            // own (see crate::order).
            // Only what the person changed: a field as the form filled it comes back fresh
            // from the record, and putting the old copy over it would undo others' changes.
            let mut kept = Map::new();
            for (name, text) in edits {
                if !is_secret(name) {
                    kept.insert(name.to_owned(), Value::String(text));
                }
            }
            if !kept.is_empty() {
                forms.insert(draft.form().to_owned(), Value::Object(kept));
                if let Some(opener) = dialog_opener::of_dialog_holding(&first) {
                    openers.insert(draft.form().to_owned(), Value::String(opener));
                }
            }
        }
    });
    let mut values = Map::new();
    KEEPERS.with(|keepers| {
        for (name, _, read) in keepers.borrow().iter() {
            if let Some(value) = read() {
                values.insert((*name).to_owned(), value);
            }
        }
    });
    if forms.is_empty() && values.is_empty() {
        return;
    }
    let record = serde_json::json!({
        "path": path, "account": account, "forms": forms, "openers": openers, "values": values,
        "why": why.tag(),
    });
    storage::set(Store::Tab, KEPT_FORMS, &record.to_string());
}

/// Sets aside what the person changed in the forms of dialog `dialog`, closed with Escape or
/// Cancel, so that opening it again from the same button ([`bring_back`]) shows it again, as
/// a create dialog that is not emptied does. The button names its record ("Edit exchange fee
/// xfe_000004"), so one record's changes never fill another's form.
pub(super) fn set_aside(dialog: &'static str) {
    SET_ASIDE.with(|aside| aside.borrow_mut().retain(|a| a.dialog != dialog));
    let (Some(element), Some(opener)) = (
        document().get_element_by_id(dialog),
        dialog_opener::of_dialog(dialog),
    ) else {
        return;
    };
    let inside = |draft: &DraftCore| {
        let first = draft
            .snapshot()
            .and_then(|f| f.first().map(|(n, _)| draft.id(n)));
        first
            .and_then(|id| document().get_element_by_id(&id))
            .is_some_and(|control| element.contains(Some(&control)))
    };
    let found: Vec<SetAside> = LIVE.with(|live| {
        live.borrow()
            .iter()
            .filter(|draft| inside(draft))
            .filter_map(|draft| {
                let edits = draft.edits().filter(|e| !e.is_empty())?;
                Some(SetAside {
                    dialog,
                    opener: opener.clone(),
                    draft: *draft,
                    edits,
                })
            })
            .collect()
    });
    SET_ASIDE.with(|aside| aside.borrow_mut().extend(found));
}

/// Puts back, over what dialog `dialog` filled itself with on opening, the changes set aside
/// when it was last closed, if the same button opened it again.
pub(super) fn bring_back(dialog: &'static str) {
    let opener = dialog_opener::of_dialog(dialog);
    let mine: Vec<SetAside> = SET_ASIDE.with(|aside| {
        let mut aside = aside.borrow_mut();
        let (mine, others) = aside.drain(..).partition(|a| a.dialog == dialog);
        *aside = others;
        mine
    });
    for kept in mine {
        if Some(&kept.opener) != opener.as_ref() || kept.draft.snapshot().is_none() {
            continue;
        }
        for (name, text) in &kept.edits {
            kept.draft.put_back(name, text);
        }
    }
}

/// Whether a form whose controls are inside `element` holds other than what it was filled
/// with (what the leave guard of a form card asks about).
pub(super) fn edited_within(element: &web_sys::Element) -> bool {
    LIVE.with(|live| {
        live.borrow().iter().any(|draft| {
            draft.edits().is_some_and(|edits| {
                edits.iter().any(|(name, _)| {
                    document()
                        .get_element_by_id(&draft.id(name))
                        .is_some_and(|control| element.contains(Some(&control)))
                })
            })
        })
    })
}

/// Forgets the kept forms when `account` is not who kept them: what the last person typed is
/// not the next one's to see.
pub fn forget_kept_forms_of_others(account: &str) {
    let Some(text) = storage::get(Store::Tab, KEPT_FORMS) else {
        return;
    };
    let record: Value = serde_json::from_str(&text).unwrap_or_default();
    if record["account"].as_str() != Some(account) {
        storage::remove(Store::Tab, KEPT_FORMS);
    }
}

/// The kept record, if it was kept on this page by the account signed in now.
fn kept_here() -> Option<Value> {
    let record: Value = serde_json::from_str(&storage::get(Store::Tab, KEPT_FORMS)?).ok()?;
    let location = window().location();
    let path = crate::web::without_base(&location.pathname().ok()?);
    let here = format!("{path}{}", location.search().ok()?);
    let same_page = record["path"].as_str() == Some(here.as_str());
    let same_account = record["account"].as_str().map(str::to_owned) == account();
    (same_page && same_account).then_some(record)
}

/// Stores what is left of `record`, or forgets it once nothing is left to put back.
fn put_away(record: &Value) {
    let left = |part: &str| record[part].as_object().is_some_and(|m| !m.is_empty());
    if left("forms") || left("values") {
        storage::set(Store::Tab, KEPT_FORMS, &record.to_string());
    } else {
        storage::remove(Store::Tab, KEPT_FORMS);
    }
}

/// Whether fields of `form` were kept for this page: drawn, it takes them back. (Asked by
/// dialogs that arrive with a chunk, `components::chunk_dialog`.)
#[cfg(any(portal_split, not(target_family = "wasm")))]
pub fn is_kept_here(form: &str) -> bool {
    kept_here().is_some_and(|record| record["forms"].get(form).is_some())
}

/// Takes this form's kept fields, the label of the button that had opened its dialog, and
/// what to say once they are back, if they were kept on this page by this account.
fn take(form: &str) -> Option<(Map<String, Value>, Option<String>, Key)> {
    let mut record = kept_here()?;
    let opener = record["openers"][form].as_str().map(str::to_owned);
    let said = KeptBecause::restored(record["why"].as_str());
    let Some(Value::Object(fields)) = record["forms"].as_object_mut()?.remove(form) else {
        return None;
    };
    put_away(&record);
    Some((fields, opener, said))
}

/// Keeps what `read` gives, under `name`, whenever the forms on screen are kept, for as long
/// as the calling component lives.
pub fn keep_with_forms(name: &'static str, read: impl Fn() -> Option<Value> + 'static) {
    let id = REGISTERED.with(|n| {
        n.set(n.get() + 1);
        n.get()
    });
    KEEPERS.with(|keepers| {
        let mut keepers = keepers.borrow_mut();
        keepers.retain(|(n, _, _)| *n != name);
        keepers.push((name, id, Box::new(read)));
    });
    on_cleanup(move || {
        let _ = KEEPERS.try_with(|keepers| {
            if let Ok(mut keepers) = keepers.try_borrow_mut() {
                keepers.retain(|(_, i, _)| *i != id);
            }
        });
    });
}

/// Takes what was kept under `name` on this page by this account, once.
pub fn take_kept(name: &str) -> Option<Value> {
    let mut record = kept_here()?;
    let value = record["values"].as_object_mut()?.remove(name)?;
    put_away(&record);
    Some(value)
}

/// Registers a new form; if it was kept here, its fields come back the first time it is on
/// screen, after the form filled itself. A form kept in a dialog opens it again by pressing
/// the same button once the page shows it, and comes back only in a dialog that button
/// opened: what was typed for one record never fills another's form.
pub(super) fn track(draft: DraftCore) {
    LIVE.with(|live| {
        let mut live = live.borrow_mut();
        live.retain(|d| d.snapshot().is_some());
        live.push(draft);
    });
    // Unit tests of forms run outside a browser.
    if cfg!(not(target_arch = "wasm32")) {
        return;
    }
    let Some((fields, opener, said)) = take(draft.form()) else {
        return;
    };
    let toasts = use_toasts();
    let first = draft
        .snapshot()
        .and_then(|f| f.first().map(|(n, _)| draft.id(n)));
    let Some(first) = first else { return };
    let handle = StoredValue::new(None::<IntervalHandle>);
    let reopened = std::cell::Cell::new(opener.is_none());
    let put_back = move || {
        if draft.snapshot().is_none() {
            return;
        }
        if !shown(&first) {
            if let (false, Some(opener)) = (reopened.get(), &opener) {
                reopened.set(dialog_opener::press(opener));
            }
            return;
        }
        if opener.is_some() && dialog_opener::of_dialog_holding(&first) != opener {
            return;
        }
        for (name, text) in &fields {
            if let (true, Some(text)) = (draft.has(name), text.as_str()) {
                draft.put_back(name, text);
            }
        }
        toasts.success(said);
        if let Some(Some(h)) = handle.try_get_value() {
            h.clear();
        }
    };
    let interval = set_interval_with_handle(put_back, Duration::from_millis(250)).ok();
    handle.set_value(interval);
    on_cleanup(move || {
        if let Some(Some(h)) = handle.try_get_value() {
            h.clear();
        }
    });
}
