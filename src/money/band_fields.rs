//! Fee bands edited as rows: from, up to and rate per band, with add and remove, each row's
//! refusals beside its own fields.

use leptos::prelude::*;
use portal_api::currency::Currency;

use super::amount_with_code;
use super::band_rows::{BandRow, BandRows};
use super::typed_amounts::read_amount;
use crate::forms::{described_by, field_note, FieldKind, FormField};
use crate::i18n::{use_i18n, ConfigKey, Message};

/// Where the band after `previous` starts: that row's bound as typed, in the currency when
/// it reads; "0" for the first band.
fn from_text(previous: Option<BandRow>, currency: Option<Currency>) -> String {
    let minor = match previous {
        None => Some(0),
        Some(row) => row
            .up_to
            .with(|t| read_amount(t.trim(), currency).ok().flatten()),
    };
    match (minor, currency, previous) {
        (Some(m), Some(c), _) => amount_with_code(m, c.code),
        (_, _, Some(row)) => row.up_to.get(),
        (_, _, None) => "0".to_owned(),
    }
}

/// The bands of a fee in `rows`, one row per band, bounds in `currency`. `id` is the id of
/// the add button, where a refusal of the bands as a whole (`error`) is read out (the form's
/// `…FeeBandsConfig` field), so focus on a refused form lands there.
#[component]
pub fn FeeBandFields(
    /// The rows typed.
    rows: BandRows,
    /// The fee's currency, once chosen.
    #[prop(into)]
    currency: Signal<Option<Currency>>,
    /// The id of the add button (the form's bands field).
    #[prop(into)]
    id: String,
    /// The group's legend ("Fee bands").
    #[prop(into)]
    legend: Message,
    /// What the bands are for, under the legend.
    #[prop(into)]
    hint: MaybeProp<Message>,
    /// A refusal of the bands as a whole.
    error: RwSignal<Option<Message>>,
    /// The form's bands field: it holds the rows as typed, so they are kept and put back with
    /// the form, and a form whose rows are as filled is unchanged.
    typed: RwSignal<String>,
) -> impl IntoView {
    let i18n = use_i18n();
    crate::reactive::effect(move || {
        let text = rows.typed();
        if typed.get_untracked() != text {
            typed.set(text);
        }
    });
    crate::reactive::effect(move || typed.with(|text| rows.retype(text)));
    let hint_id = format!("{id}-hint");
    let error_id = format!("{id}-error");
    let described_by = {
        let (hint_id, error_id) = (hint_id.clone(), error_id.clone());
        move || {
            described_by(&[
                (error.with(Option::is_some), &error_id),
                (hint.with(Option::is_some), &hint_id),
            ])
        }
    };
    let each = move || rows.rows().into_iter().enumerate().collect::<Vec<_>>();
    let row_id = id.clone();
    let row_view = move |(at, row): (usize, BandRow)| {
        let n = [("n", (at + 1).to_string())];
        let previous = at.checked_sub(1).and_then(|p| rows.rows().get(p).copied());
        let from = move || {
            let from = from_text(previous, currency.get());
            i18n.tf(ConfigKey::BandFrom, &[("amount", &from)])
        };
        let remove = Message::with(ConfigKey::BandRemove, &n);
        let remove_label = move || i18n.message(&remove);
        view! {
            <div class="fee-bands__row">
                <p class="fee-bands__from">{from}</p>
                <FormField
                    id=format!("{row_id}-{}-upTo", row.key)
                    label=Message::with(ConfigKey::BandUpToLabel, &n)
                    value=row.up_to
                    error=row.up_to_error
                    kind=FieldKind::Decimal
                />
                <FormField
                    id=format!("{row_id}-{}-feeRate", row.key)
                    label=Message::with(ConfigKey::BandRateLabel, &n)
                    value=row.rate
                    error=row.rate_error
                    kind=FieldKind::Decimal
                />
                <button
                    type="button"
                    class="btn btn--secondary btn--small fee-bands__remove"
                    on:click=move |_| rows.remove(row.key)
                >
                    {remove_label}
                </button>
            </div>
        }
    };
    view! {
        <fieldset class="fieldset fee-bands__fields">
            <legend class="fieldset__legend">{move || i18n.message(&legend)}</legend>
            {field_note("field__hint", hint_id, Signal::derive(move || hint.get()))}
            // Keyed by place too, so a row's number follows the rows removed above it.
            <For each key=|(at, row)| (*at, row.key) children=row_view.clone()/>
            {field_note("field__error", error_id, error.into())}
            <div>
                <button
                    type="button"
                    id=id.clone()
                    class="btn btn--secondary btn--small"
                    aria-describedby=described_by
                    on:click=move |_| {
                        error.set(None);
                        rows.add();
                    }
                >
                    {move || i18n.t(ConfigKey::BandAdd)}
                </button>
            </div>
        </fieldset>
    }
}
