//! The one labelled form control: an input or select with its hint, inline error and length limit.

use leptos::prelude::*;

use crate::forms::date_input::DayText;
use crate::forms::field_note::{described_by, field_note};
use crate::forms::validate::char_count;
use crate::i18n::{use_i18n, CommonKey, Message};

/// What kind of control a [`FormField`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum FieldKind {
    /// Free text.
    #[default]
    Text,
    /// An email address.
    Email,
    /// A secret.
    Password,
    /// A whole number, typed as text so nothing typed is lost (`type=number` drops bad input).
    Integer,
    /// A decimal such as `0.015`, kept as text from input to wire.
    Decimal,
    /// Several lines of prose (descriptions, remarks).
    Textarea,
    /// Several lines of JSON typed by hand: fixed-width, no spelling check.
    Json,
    /// A yes/no box; the value is `"true"` when ticked.
    Checkbox,
    /// A calendar day, typed in the chosen language's order; the value is `YYYY-MM-DD`.
    Date,
    /// Search text.
    Search,
    /// A choice among `options`.
    Select,
}

impl FieldKind {
    fn input_type(self) -> &'static str {
        match self {
            Self::Text
            | Self::Select
            | Self::Integer
            | Self::Decimal
            | Self::Textarea
            | Self::Json
            // The portal's own date control: see `date_input.rs`.
            | Self::Date => "text",
            Self::Checkbox => "checkbox",
            Self::Email => "email",
            Self::Password => "password",
            Self::Search => "search",
        }
    }

    fn default_input_mode(self) -> Option<&'static str> {
        match self {
            Self::Integer => Some("numeric"),
            Self::Decimal => Some("decimal"),
            _ => None,
        }
    }
}

/// One choice of a select field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SelectOption {
    /// The value kept in the field's signal.
    pub value: String,
    /// The visible text.
    pub label: String,
}

/// Whether `count` characters are close enough to `max` (80%) to show the counter.
fn near_limit(count: usize, max: usize) -> bool {
    count * 5 >= max * 4
}

/// A form control with a visible `<label for>`, an optional hint, and an inline error wired
/// up with `aria-invalid` and `aria-describedby`. The error describes what the field held when
/// it was refused: once the person changes it, the error is hidden until the form checks it
/// again. With `max_len`, from 80% of the limit a
/// counter shows the length, counted as `validate::max_len` counts it. Input is never cut at the
/// limit (a cut paste would silently lose text): forms check the length before sending.
#[component]
pub fn FormField(
    /// The control's id; the hint and error ids derive from it.
    #[prop(into)]
    id: String,
    /// The visible label (a key, or a key with arguments such as "Entry {n}").
    #[prop(into)]
    label: Message,
    /// The value, updated as the person types.
    value: RwSignal<String>,
    /// Input kind, or a select.
    #[prop(optional)]
    kind: FieldKind,
    /// A hint under the control.
    #[prop(optional, into)]
    hint: MaybeProp<Message>,
    /// The inline error, if any.
    #[prop(optional, into)]
    error: MaybeProp<Message>,
    /// Maximum length in characters.
    #[prop(optional)]
    max_len: Option<usize>,
    /// Marks the control required.
    #[prop(optional)]
    required: bool,
    /// The `autocomplete` token.
    #[prop(optional)]
    autocomplete: Option<&'static str>,
    /// The `inputmode` (e.g. `numeric`).
    #[prop(optional, into)]
    input_mode: MaybeProp<&'static str>,
    /// Disables the control.
    #[prop(optional, into)]
    disabled: MaybeProp<bool>,
    /// The choices of a select.
    #[prop(optional, into)]
    options: Option<Signal<Vec<SelectOption>>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let hint_id = format!("{id}-hint");
    let error_id = format!("{id}-error");
    let count_id = format!("{id}-count");
    // What the field held when the error came; `None` while there is no error.
    let refused = RwSignal::new(None::<String>);
    crate::reactive::effect(move || {
        let now = error.with(|e| e.is_some()).then(|| value.get_untracked());
        refused.set(now);
    });
    let error = Signal::derive(move || {
        let unchanged = refused.with(|r| r.as_ref().is_some_and(|r| value.with(|v| v == r)));
        error.get().filter(|_| unchanged)
    });
    let has_error = move || error.with(|e| e.is_some());
    let described_by = {
        let (hint_id, error_id, count_id) = (hint_id.clone(), error_id.clone(), count_id.clone());
        move || {
            let counted = max_len.is_some_and(|max| near_limit(value.with(|v| char_count(v)), max));
            described_by(&[
                (error.with(Option::is_some), &error_id),
                (hint.with(Option::is_some), &hint_id),
                (counted, &count_id),
            ])
        }
    };
    let is_disabled = move || disabled.get().unwrap_or(false);
    let invalid = move || has_error().then_some("true");

    let control = if kind == FieldKind::Select {
        let options = options.unwrap_or_default();
        view! {
            <select
                id=id.clone()
                name=id.clone()
                class="field__control field__control--select"
                required=required
                disabled=is_disabled
                aria-invalid=invalid
                aria-describedby=described_by
                on:change=move |ev| value.set(event_target_value(&ev))
            >
                <For
                    each=move || options.get()
                    key=|o| (o.value.clone(), o.label.clone())
                    let:option
                >
                    {
                        let selected_value = option.value.clone();
                        view! {
                            <option
                                value=option.value
                                prop:selected=move || value.with(|v| *v == selected_value)
                            >
                                {option.label}
                            </option>
                        }
                    }
                </For>
            </select>
        }
        .into_any()
    } else if matches!(kind, FieldKind::Textarea | FieldKind::Json) {
        let json = kind == FieldKind::Json;
        view! {
            <textarea
                id=id.clone()
                name=id.clone()
                class=if json {
                    "field__control field__control--textarea field__control--code"
                } else {
                    "field__control field__control--textarea"
                }
                rows="4"
                spellcheck=if json { "false" } else { "true" }
                required=required
                disabled=is_disabled
                aria-invalid=invalid
                aria-describedby=described_by
                prop:value=move || value.get()
                on:input=move |ev| value.set(event_target_value(&ev))
            ></textarea>
        }
        .into_any()
    } else if kind == FieldKind::Checkbox {
        view! {
            <input
                id=id.clone()
                name=id.clone()
                class="field__check"
                type="checkbox"
                disabled=is_disabled
                aria-invalid=invalid
                aria-describedby=described_by
                prop:checked=move || value.with(|v| v == "true")
                on:change=move |ev| value.set(event_target_checked(&ev).to_string())
            />
        }
        .into_any()
    } else {
        let default_mode = kind.default_input_mode();
        let day = (kind == FieldKind::Date).then(|| DayText::new(value, i18n));
        view! {
            <input
                id=id.clone()
                name=id.clone()
                class="field__control"
                type=kind.input_type()
                required=required
                autocomplete=autocomplete
                inputmode=move || input_mode.get().or(default_mode)
                disabled=is_disabled
                aria-invalid=invalid
                aria-describedby=described_by
                placeholder=move || day.map(DayText::example)
                data-unfinished=move || day.and_then(DayText::unfinished)
                prop:value=move || day.map_or_else(|| value.get(), DayText::text)
                on:input=move |ev| match day {
                    Some(day) => day.input(event_target_value(&ev)),
                    None => value.set(event_target_value(&ev)),
                }
            />
        }
        .into_any()
    };

    view! {
        <div class="field" class:field--invalid=has_error class:field--check=kind == FieldKind::Checkbox>
            <label class="field__label" for=id.clone()>
                {move || i18n.message(&label)}
            </label>
            {control}
            {field_note("field__hint", hint_id, Signal::derive(move || hint.get()))}
            {max_len
                .map(|max| {
                    move || {
                        let n = value.with(|v| char_count(v));
                        near_limit(n, max)
                            .then(|| {
                                let over = n > max;
                                let text = i18n.tf(
                                    CommonKey::CharacterCount,
                                    &[("count", &n.to_string()), ("max", &max.to_string())],
                                );
                                view! {
                                    <p
                                        class="field__count"
                                        class:field__count--over=over
                                        id=count_id.clone()
                                    >
                                        {text}
                                    </p>
                                }
                            })
                    }
                })}
            {field_note("field__error", error_id, error)}
        </div>
    }
}
