//! The whitelist form: the switch, one field per entry with its own message, saving with a
//! warning when it could shut people out, and unsaved edits kept across an ended session.

use leptos::ev::SubmitEvent;
use leptos::prelude::*;
use portal_api::ip_whitelist::{entry_problems, IpWhitelist, IpWhitelistUpdate, ENTRIES_MAX};

use super::elsewhere_notice::ElsewhereNotice;
use super::entry_messages::entry_message;
use super::lockout::{warning, Warning};
use super::saving::{apply_over, save_unless_changed, Elsewhere};
use crate::components::{
    focus_by_id, use_toasts, Button, ButtonVariant, ChangeAccess, ErrorView, LocalTime, Notice,
    NoticeKind,
};
use crate::forms::ConfirmDialog;
use crate::forms::{keep_with_forms, take_kept, FieldKind, FormField, LeaveGuard, Saving, Sending};
use crate::i18n::{use_i18n, IpWhitelistKey, Message};
use crate::registry::Area;

/// The name the unsaved edits are kept under when a session ends.
const KEPT: &str = "ip-whitelist";

/// Focuses entry `id`'s field once it is drawn.
fn focus_entry(id: u32) {
    request_animation_frame(move || focus_by_id(&format!("ip-entry-{id}")));
}

/// One entry's row: a stable number for ids and its text.
type Row = (u32, RwSignal<String>);

fn rows_of(entries: &[String], next: &mut u32) -> Vec<Row> {
    entries
        .iter()
        .map(|e| {
            *next += 1;
            (*next, RwSignal::new(e.clone()))
        })
        .collect()
}

/// Edits `whitelist`; what the server answers after a save replaces it.
#[component]
pub fn WhitelistForm(
    /// The whitelist as read.
    whitelist: IpWhitelist,
) -> impl IntoView {
    let i18n = use_i18n();
    let toasts = use_toasts();
    let caller = whitelist.caller_ip.clone();
    let next = StoredValue::new(0u32);
    let mut counter = 0;
    let rows = RwSignal::new(rows_of(&whitelist.entries, &mut counter));
    next.set_value(counter);
    // Replaces the rows with `entries`, numbered on from the last row ever drawn.
    let show_entries = move |entries: &[String]| {
        let mut counter = next.get_value();
        rows.set(rows_of(entries, &mut counter));
        next.set_value(counter);
    };
    let enabled = RwSignal::new(whitelist.enabled.to_string());
    let saved = RwSignal::new(whitelist);
    let checked = RwSignal::new(false);
    let entries = move || -> Vec<String> {
        rows.with(|r| r.iter().map(|(_, v)| v.get().trim().to_owned()).collect())
    };
    let problems = Memo::new(move |_| entry_problems(&entries()));
    // Anything differing from what was last saved is lost by leaving: leaving asks first.
    let unsaved = Memo::new(move |_| {
        let on = enabled.get() == "true";
        saved.with(|s| s.enabled != on) || saved.with(|s| s.entries != entries())
    });
    // Edits made before a session ended come back over the list as read, after signing in.
    if let Some(kept) = take_kept(KEPT) {
        if let Some(on) = kept["enabled"].as_bool() {
            enabled.set(on.to_string());
        }
        if let Some(list) = kept["entries"].as_array() {
            let list: Vec<String> = list
                .iter()
                .filter_map(|v| v.as_str().map(str::to_owned))
                .collect();
            show_entries(&list);
        }
    }
    keep_with_forms(KEPT, move || {
        unsaved.get_untracked().then(|| {
            let typed: Vec<String> = rows.with_untracked(|r| {
                r.iter()
                    .map(|(_, v)| v.get_untracked().trim().to_owned())
                    .collect()
            });
            serde_json::json!({"enabled": enabled.get_untracked() == "true", "entries": typed})
        })
    });
    let too_many = move || rows.with(Vec::len) > ENTRIES_MAX;
    let sending = Sending::new();
    let Sending { pending, error } = sending;
    let confirming = RwSignal::new(None::<Warning>);
    let fix_notice = RwSignal::new(None::<Message>);
    let elsewhere = RwSignal::new(None::<Elsewhere>);

    let send = move || {
        let body = IpWhitelistUpdate {
            enabled: enabled.get_untracked() == "true",
            entries: entries(),
        };
        let sent = body.clone();
        let was = saved.get_untracked();
        let adopt = move |now: IpWhitelist| {
            saved.update(|s| {
                s.enabled = now.enabled;
                s.entries = now.entries;
                s.updated_at = now.updated_at.or(s.updated_at.take());
            });
        };
        sending.send(
            save_unless_changed(was.clone(), body),
            move |answer| match answer {
                Saving::Saved(answer) => {
                    let now = answer.unwrap_or(IpWhitelist {
                        enabled: sent.enabled,
                        entries: sent.entries,
                        caller_ip: None,
                        updated_at: None,
                    });
                    show_entries(&now.entries);
                    enabled.set(now.enabled.to_string());
                    adopt(now);
                    elsewhere.set(None);
                    checked.set(false);
                    toasts.success(IpWhitelistKey::Saved);
                }
                Saving::ChangedElsewhere(current) => {
                    let (mine, theirs) = apply_over(&was, &sent, &current);
                    show_entries(&mine.entries);
                    enabled.set(mine.enabled.to_string());
                    adopt(current);
                    elsewhere.set(Some(theirs));
                }
            },
        );
    };
    let submit = move |ev: SubmitEvent| {
        ev.prevent_default();
        checked.set(true);
        let bad = problems.with_untracked(|p| p.iter().position(Option::is_some));
        if bad.is_some() || too_many() {
            fix_notice.set(Some(IpWhitelistKey::FixEntries.into()));
            if let Some(i) = bad {
                let id = rows.with_untracked(|r| r[i].0);
                focus_entry(id);
            }
            return;
        }
        fix_notice.set(None);
        let on = enabled.get_untracked() == "true";
        match warning(on, &entries(), caller.as_deref()) {
            Some(w) => confirming.set(Some(w)),
            None => send(),
        }
    };
    let add = Callback::new(move |_| {
        let id = next.get_value() + 1;
        next.set_value(id);
        rows.update(|r| r.push((id, RwSignal::new(String::new()))));
        focus_entry(id);
    });
    let reset = Callback::new(move |_| {
        show_entries(&saved.with_untracked(|s| s.entries.clone()));
        elsewhere.set(None);
        enabled.set(saved.with_untracked(|s| s.enabled).to_string());
        checked.set(false);
        fix_notice.set(None);
    });

    let entry_rows = move || {
        rows.get()
            .into_iter()
            .enumerate()
            .map(|(i, (id, value))| {
                let n = (i + 1).to_string();
                let label = Message::with(IpWhitelistKey::EntryLabel, &[("n", n.clone())]);
                let error = Signal::derive(move || {
                    if !checked.get() {
                        return None;
                    }
                    problems
                        .with(|p| p.get(i).copied().flatten())
                        .map(entry_message)
                });
                // Focus moves to the entry that takes this one's place (or the one before,
                // or the switch when none is left) instead of falling back to the page.
                let remove = move |_| {
                    let next = rows.with_untracked(|r| {
                        let at = r.iter().position(|(k, _)| *k == id)?;
                        r.get(at + 1)
                            .or(at.checked_sub(1).and_then(|b| r.get(b)))
                            .map(|x| x.0)
                    });
                    rows.update(|r| r.retain(|(k, _)| *k != id));
                    match next {
                        Some(k) => focus_entry(k),
                        None => focus_by_id("ip-whitelist-enabled"),
                    }
                };
                view! {
                    <li class="ip-entries__row">
                        <FormField id=format!("ip-entry-{id}") label value error max_len=64/>
                        <button
                            type="button"
                            class="btn btn--secondary btn--small"
                            aria-label=move || i18n.tf(IpWhitelistKey::RemoveEntry, &[("n", &n)])
                            on:click=remove
                        >
                            {move || i18n.t(IpWhitelistKey::Remove)}
                        </button>
                    </li>
                }
            })
            .collect_view()
    };
    let caller_line = {
        let caller = saved.with_untracked(|s| s.caller_ip.clone());
        move || match &caller {
            Some(ip) => i18n.tf(IpWhitelistKey::YourAddress, &[("ip", ip.as_str())]),
            None => i18n.t(IpWhitelistKey::AddressUnknown).to_owned(),
        }
    };
    let status = move || {
        let key = if saved.with(|s| s.enabled) {
            IpWhitelistKey::StatusOn
        } else {
            IpWhitelistKey::StatusOff
        };
        i18n.t(key)
    };
    let last_saved = move || {
        saved.with(|s| s.updated_at.clone()).map_or_else(
            || i18n.t(IpWhitelistKey::NeverSaved).into_any(),
            |iso| view! { <LocalTime iso/> }.into_any(),
        )
    };
    let warning_text = Signal::derive(move || {
        confirming.with(|w| match w {
            Some(Warning::Empty) => i18n.t(IpWhitelistKey::WarnEmpty).to_owned(),
            Some(Warning::ShutsYouOut(ip)) => {
                i18n.tf(IpWhitelistKey::WarnLockout, &[("ip", ip.as_str())])
            }
            Some(Warning::AddressUnknown) => i18n.t(IpWhitelistKey::WarnUnknownAddress).to_owned(),
            None => String::new(),
        })
    });
    // The warning's own refusal: the form's shows above the fields.
    let warned = Sending {
        pending,
        error: RwSignal::new(None),
    };
    let too_many_notice = move || {
        too_many().then(|| {
            let max = ENTRIES_MAX.to_string();
            Message::with(IpWhitelistKey::TooMany, &[("max", max)])
        })
    };

    view! {
        <section class="card" aria-labelledby="whitelist-state">
            <h2 id="whitelist-state" class="card__title">{move || i18n.t(IpWhitelistKey::Status)}": "{status}</h2>
            <p class="muted">{move || i18n.t(IpWhitelistKey::LastSaved)}": "{last_saved}</p>
            <p>{caller_line}</p>
        </section>
        <form class="form card" on:submit=submit novalidate>
            <ErrorView error/>
            <FormField id="ip-whitelist-enabled" label=IpWhitelistKey::Enabled value=enabled kind=FieldKind::Checkbox/>
            <h2 class="card__title">{move || i18n.t(IpWhitelistKey::EntriesTitle)}</h2>
            <p class="muted">{move || i18n.t(IpWhitelistKey::EntryHint)}</p>
            <ul class="ip-entries">{entry_rows}</ul>
            <p class="muted" style:display=move || if rows.with(Vec::is_empty) { "" } else { "none" }>
                {move || i18n.t(IpWhitelistKey::NoEntries)}
            </p>
            <Button label=IpWhitelistKey::AddEntry variant=ButtonVariant::Secondary on_click=add/>
            <Notice message=Signal::derive(move || fix_notice.get().or_else(too_many_notice)) kind=NoticeKind::Warning/>
            <ElsewhereNotice elsewhere/>
            <div class="form__actions">
                <Button label=IpWhitelistKey::Save submit=true pending changes=ChangeAccess::of(Area::IpWhitelist)/>
                <Button label=IpWhitelistKey::Reset variant=ButtonVariant::Secondary on_click=reset/>
            </div>
        </form>
        <ConfirmDialog
            open=Signal::derive(move || confirming.with(Option::is_some))
            on_close=Callback::new(move |_| confirming.set(None))
            id="whitelist-warning"
            title=Signal::stored(IpWhitelistKey::WarnTitle.into())
            intro=warning_text
            action=Signal::stored(IpWhitelistKey::SaveAnyway.into())
            danger=Signal::stored(true)
            changes=ChangeAccess::of(Area::IpWhitelist)
            sending=warned
            on_confirm=Callback::new(move |_| {
                confirming.set(None);
                send();
            })
        />
        <LeaveGuard dirty=unsaved/>
    }
}
