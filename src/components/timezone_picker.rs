//! The time zone choice: a search box over the API's IANA zones with matches to pick from.

use leptos::prelude::*;
use portal_api::constants::Timezone;
use wasm_bindgen::JsCast;

use super::timezone_search::{display, matches};
use super::{focus_by_id, ErrorView, FormField};
use crate::api;
use crate::i18n::{use_i18n, CommonKey, Message};

/// How many matches are listed at once.
const SHOWN: usize = 8;

/// A time zone field bound to `value` (an IANA zone id). Typing searches zone id, name and
/// offset ("Singapore", "UTC+8", "+8"); the matches are buttons, and choosing one sets the
/// value. Enter picks the first match, Down moves to the list.
#[component]
pub fn TimezonePicker(
    /// The id of the search box; the matches' ids derive from it.
    id: &'static str,
    /// The chosen zone id.
    value: RwSignal<String>,
    /// An inline error.
    #[prop(optional, into)]
    error: MaybeProp<Message>,
) -> impl IntoView {
    let i18n = use_i18n();
    let zones = LocalResource::new(api::constants::timezones);
    let query = RwSignal::new(value.get_untracked());
    let list_id = format!("{id}-matches");

    let chosen = Memo::new(move |_| {
        let current = value.get();
        zones
            .with(|z| match z {
                Some(Ok(list)) => list
                    .iter()
                    .find(|tz| tz.zone_id_code == current)
                    .map(display),
                _ => None,
            })
            .or_else(|| (!current.is_empty()).then_some(current))
    });
    let searching = Memo::new(move |_| {
        let q = query.get();
        let q = q.trim();
        !q.is_empty() && q != value.get() && Some(q) != chosen.get().as_deref()
    });
    let found = Memo::new(move |_| {
        if !searching.get() {
            return Vec::new();
        }
        let q = query.get();
        zones.with(|z| match z {
            Some(Ok(list)) => list.iter().filter(|tz| matches(tz, &q)).cloned().collect(),
            _ => Vec::new(),
        })
    });

    // The API accepts listed zones only: a zone it does not list (say, the browser's) is not a
    // choice, and the box keeps it as a search instead.
    Effect::new(move |_| {
        zones.with(|z| {
            if let Some(Ok(list)) = z {
                let current = value.get_untracked();
                if !current.is_empty() && !list.iter().any(|tz| tz.zone_id_code == current) {
                    value.set(String::new());
                }
            }
        })
    });

    let choose = move |tz: &Timezone| {
        value.set(tz.zone_id_code.clone());
        query.set(display(tz));
        focus_by_id(id);
    };

    let hint = Signal::derive(move || {
        Some(match zones.get() {
            None => Message::from(CommonKey::Loading),
            Some(Err(_)) => Message::from(CommonKey::TimeZonesUnavailable),
            Some(Ok(_)) if searching.get() => match found.with(Vec::len) {
                0 => Message::from(CommonKey::TimeZoneNoMatch),
                n => Message::with(CommonKey::TimeZoneMatches, &[("count", n.to_string())]),
            },
            Some(Ok(_)) => match chosen.get() {
                Some(zone) => Message::with(CommonKey::TimeZoneChosen, &[("zone", zone)]),
                None => Message::from(CommonKey::TimeZoneSearchHint),
            },
        })
    });
    let load_error = Signal::derive(move || zones.get().and_then(Result::err));

    let on_keydown = move |ev: leptos::ev::KeyboardEvent| {
        let from_box = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|e| e.id() == id);
        if !from_box || !searching.get_untracked() {
            return;
        }
        match ev.key().as_str() {
            // Enter in the box would send the form; here it picks the first match.
            "Enter" => {
                ev.prevent_default();
                if let Some(first) = found.with_untracked(|f| f.first().cloned()) {
                    choose(&first);
                }
            }
            "ArrowDown" => {
                ev.prevent_default();
                focus_by_id(&format!("{id}-match-0"));
            }
            _ => {}
        }
    };

    view! {
        <div class="timezone-picker" on:keydown=on_keydown>
            <FormField
                id=id
                label=CommonKey::TimeZone
                value=query
                hint=hint
                error=error
                required=true
                autocomplete="off"
                max_len=64
            />
            <Show when=move || searching.get() && found.with(|f| !f.is_empty())>
                <ul
                    id=list_id.clone()
                    class="timezone-picker__matches"
                    aria-label=move || i18n.t(CommonKey::TimeZoneSuggestions)
                >
                    {move || {
                        found
                            .get()
                            .into_iter()
                            .take(SHOWN)
                            .enumerate()
                            .map(|(index, tz)| {
                                let text = display(&tz);
                                view! {
                                    <li>
                                        <button
                                            type="button"
                                            id=format!("{id}-match-{index}")
                                            class="timezone-picker__match"
                                            title=tz.label.clone()
                                            on:click=move |_| choose(&tz)
                                        >
                                            {text}
                                        </button>
                                    </li>
                                }
                            })
                            .collect_view()
                    }}
                </ul>
            </Show>
            <ErrorView error=load_error retry=Callback::new(move |_| zones.refetch())/>
        </div>
    }
}
