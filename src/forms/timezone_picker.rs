//! The choice of a constant (a time zone or a country): a search box over the API's list
//! with matches to pick from.

use leptos::prelude::*;
use portal_api::Locale;
use wasm_bindgen::JsCast;

use crate::api::{self, ApiError};
use crate::components::{focus_by_id, ErrorView, Fetched};
use crate::forms::timezone_search::{at_word_start, country_choice, matches, zone_choice, Choice};
use crate::forms::FormField;
use crate::i18n::{country_name, localize_count, use_i18n, zone_name, CommonKey, Message};

/// How many matches are listed at once (the list scrolls); past it, the hint says to narrow.
const SHOWN: usize = 60;

thread_local! {
    /// The choices of each list as read in each language: naming four hundred zones takes the
    /// browser a moment, and every picker of the session offers the same ones.
    static CHOICES: std::cell::RefCell<Vec<(ConstantList, Locale, Vec<Choice>)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// Which constants list a picker offers; both are loaded once per session.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum ConstantList {
    /// IANA time zones (`/constants/timezones`); the value is the zone id.
    #[default]
    TimeZones,
    /// Countries (`/constants/countries`); the value is the alpha-2 code.
    Countries,
}

/// The texts of one list: label, chosen (with its placeholder), matches, no match, hint,
/// the list's name, the load failure and the refusal of a search left unchosen.
#[derive(Clone, Copy)]
struct Texts {
    label: CommonKey,
    chosen: (CommonKey, &'static str),
    matches: CommonKey,
    no_match: CommonKey,
    hint: CommonKey,
    suggestions: CommonKey,
    unavailable: CommonKey,
    not_chosen: CommonKey,
}

impl ConstantList {
    fn texts(self) -> Texts {
        match self {
            Self::TimeZones => Texts {
                label: CommonKey::TimeZone,
                chosen: (CommonKey::TimeZoneChosen, "zone"),
                matches: CommonKey::TimeZoneMatches,
                no_match: CommonKey::TimeZoneNoMatch,
                hint: CommonKey::TimeZoneSearchHint,
                suggestions: CommonKey::TimeZoneSuggestions,
                unavailable: CommonKey::TimeZonesUnavailable,
                not_chosen: CommonKey::TimeZoneNotChosen,
            },
            Self::Countries => Texts {
                label: CommonKey::Country,
                chosen: (CommonKey::CountryChosen, "country"),
                matches: CommonKey::CountryMatches,
                no_match: CommonKey::CountryNoMatch,
                hint: CommonKey::CountrySearchHint,
                suggestions: CommonKey::CountrySuggestions,
                unavailable: CommonKey::CountriesUnavailable,
                not_chosen: CommonKey::CountryNotChosen,
            },
        }
    }

    /// The refusal of a form sent while the box holds a search that names no choice
    /// (`unchosen`, as the picker sets it): the value would not be what the box shows.
    pub fn refusal(self, unchosen: bool) -> Option<Message> {
        unchosen.then(|| Message::from(self.texts().not_chosen))
    }

    /// The list's choices, zones and countries named in `locale`.
    async fn load(self, locale: Locale) -> Result<Vec<Choice>, ApiError> {
        let known = |(list, language, _): &&(ConstantList, Locale, Vec<Choice>)| {
            *list == self && *language == locale
        };
        if let Some(choices) = CHOICES.with(|c| c.borrow().iter().find(known).map(|k| k.2.clone()))
        {
            return Ok(choices);
        }
        let choices: Vec<Choice> = match self {
            Self::TimeZones => api::constants::timezones()
                .await?
                .iter()
                .map(|tz| zone_choice(tz, zone_name(locale, &tz.zone_id_code)))
                .collect(),
            Self::Countries => api::constants::countries()
                .await?
                .iter()
                .map(|c| country_choice(c, country_name(locale, &c.alpha2_code, &c.label)))
                .collect(),
        };
        CHOICES.with(|c| c.borrow_mut().push((self, locale, choices.clone())));
        Ok(choices)
    }
}

/// A field bound to `value` (a zone id, or a country's alpha-2 code) that picks from a
/// constants list. Typing searches ("Singapore", "UTC+8", "+8"; "SG", "+65"); the matches
/// are buttons, and choosing one sets the value. Enter picks the first match, Down moves to
/// the list. Emptying the box empties the value; while the box holds a search that names no
/// choice, `unchosen` is true and the form refuses to send (`ConstantList::refusal`).
#[component]
pub fn TimezonePicker(
    /// The id of the search box; the matches' ids derive from it.
    id: &'static str,
    /// The chosen zone id or country code.
    value: RwSignal<String>,
    /// Set true while the box holds a search that names no choice.
    unchosen: RwSignal<bool>,
    /// An inline error.
    #[prop(optional, into)]
    error: MaybeProp<Message>,
    /// Which list (time zones unless told).
    #[prop(optional)]
    list: ConstantList,
    /// Whether the field may be left empty (time zones are required unless told).
    #[prop(optional)]
    optional: bool,
) -> impl IntoView {
    let i18n = use_i18n();
    let texts = list.texts();
    // Read again in another language: the countries' names change with it.
    let zones = Fetched::new(move || list.load(i18n.ui_locale()));
    let query = RwSignal::new(value.get_untracked());
    let list_id = format!("{id}-matches");

    let chosen = Memo::new(move |_| {
        let current = value.get();
        zones
            .with(|z| match z {
                Some(Ok(list)) => list
                    .iter()
                    .find(|c| c.value == current)
                    .map(|c| c.text.clone()),
                _ => None,
            })
            .or_else(|| (!current.is_empty()).then_some(current))
    });
    let searching = Memo::new(move |_| {
        let q = query.get();
        let q = q.trim();
        !q.is_empty() && q != value.get() && Some(q) != chosen.get().as_deref()
    });
    // A value set from outside (a form put back after signing in again) shows in the box; a
    // search the person is typing stays, even when the choices are named anew (another
    // language), since the box did not name the value before either.
    let names = move |q: &str, v: &str, c: Option<&str>| {
        let q = q.trim();
        q == v || Some(q) == c
    };
    Effect::new(move |before: Option<(String, Option<String>)>| {
        let current = value.get();
        let shown = chosen.get();
        let (named, named_before) = query.with_untracked(|q| {
            let before = before.as_ref();
            (
                names(q, &current, shown.as_deref()),
                before.is_none_or(|(v, c)| names(q, v, c.as_deref())),
            )
        });
        if !current.is_empty() && !named && named_before {
            query.set(shown.clone().unwrap_or_else(|| current.clone()));
        }
        (current, shown)
    });
    crate::reactive::effect(move || {
        let searching = searching.get();
        if unchosen.get_untracked() != searching {
            unchosen.set(searching);
        }
        if query.with(|q| q.trim().is_empty()) && !value.get_untracked().is_empty() {
            value.set(String::new());
        }
    });
    let found = Memo::new(move |_| {
        if !searching.get() {
            return Vec::new();
        }
        let q = query.get();
        let found = zones.with(|z| match z {
            Some(Ok(list)) => list.iter().filter(|c| matches(c, &q)).cloned().collect(),
            _ => Vec::new(),
        });
        // Words that begin with the search first: "china" lists China Standard Time's zones
        // before Indochina's.
        crate::order::sorted_by_key(found, |c| i64::from(!at_word_start(c, &q)))
    });

    // The API accepts listed values only: one it does not list (say, the browser's zone) is
    // not a choice, and the box keeps it as a search instead.
    crate::reactive::effect(move || {
        zones.with(|z| {
            if let Some(Ok(list)) = z {
                let current = value.get_untracked();
                if !current.is_empty() && !list.iter().any(|c| c.value == current) {
                    value.set(String::new());
                }
            }
        })
    });

    let choose = move |c: &Choice| {
        value.set(c.value.clone());
        query.set(c.text.clone());
        focus_by_id(id);
    };

    let hint = Signal::derive(move || {
        Some(match zones.get() {
            None => Message::from(CommonKey::Loading),
            Some(Err(_)) => Message::from(texts.unavailable),
            Some(Ok(_)) if searching.get() => match found.with(Vec::len) {
                0 => Message::from(texts.no_match),
                n if n > SHOWN => Message::with(
                    CommonKey::ManyMatches,
                    &[
                        ("count", localize_count(n as u64)),
                        ("shown", SHOWN.to_string()),
                    ],
                ),
                n => Message::with(texts.matches, &[("count", n.to_string())]),
            },
            Some(Ok(_)) => match chosen.get() {
                Some(text) => Message::with(texts.chosen.0, &[(texts.chosen.1, text)]),
                None => Message::from(texts.hint),
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
                label=texts.label
                value=query
                hint=hint
                error=error
                required=!optional
                autocomplete="off"
                max_len=64
            />
            <Show when=move || searching.get() && found.with(|f| !f.is_empty())>
                <ul
                    id=list_id.clone()
                    class="timezone-picker__matches"
                    aria-label=move || i18n.t(texts.suggestions)
                >
                    {move || {
                        found
                            .get()
                            .into_iter()
                            .take(SHOWN)
                            .enumerate()
                            .map(|(index, c)| {
                                let text = c.text.clone();
                                // The browser's name of a zone under its id (a country's
                                // name is its text already); the button is named by what
                                // the box will hold, the name describes it (its title).
                                let name = (!c.text.contains(c.label.as_str()))
                                    .then(|| c.label.clone());
                                view! {
                                    <li>
                                        <button
                                            type="button"
                                            id=format!("{id}-match-{index}")
                                            class="timezone-picker__match"
                                            aria-label=c.text.clone()
                                            title=c.label.clone()
                                            on:click=move |_| choose(&c)
                                        >
                                            {text}
                                            {name.map(|name| view! {
                                                <span class="timezone-picker__name">{name}</span>
                                            })}
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
