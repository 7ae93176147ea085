//! The fields an exchange rate's create and update share, and reading them into an update.

use leptos::prelude::*;
use portal_api::decimal::DecimalString;
use portal_api::exchange_config::{ExchangeRateUpdate, RateSource};

use super::form_parts::{pair_forms, read_pair, PairFields, PairForm};
use super::names::rate_source_options;
use crate::forms::{Draft, FieldKind, FormField};
use crate::i18n::{use_i18n, ExchangeConfigKey, Message};

/// A form with the fields of [`RateFields`]: which of its fields are the rate's source and
/// fixed rate.
pub trait RateForm: PairForm {
    /// The rate source, `rateSource`.
    const RATE_SOURCE: Self;
    /// The fixed rate, `fixedRate`.
    const FIXED_RATE: Self;
}

pair_forms! {
    /// The fields of "Edit exchange rate": those of [`RateFields`] (the update keeps the
    /// provider).
    edit EditRateField;
    /// The fields of "New exchange rate": those of [`RateFields`], then the provider.
    new NewRateField;
    RateForm {
        RATE_SOURCE: RateSource = "rateSource",
        FIXED_RATE: FixedRate = "fixedRate",
    }
    extra { ExternalProvider = "externalProvider" }
}

/// Whether the rate source chosen in `draft` is the external one (tracked).
pub fn is_external<F: RateForm>(draft: Draft<F>) -> bool {
    draft
        .value(F::RATE_SOURCE)
        .with(|v| v.parse() == Ok(RateSource::External.value()))
}

/// Currency pair, rate source (with `source_hint` under it) and fixed rate.
#[component]
pub fn RateFields<F: RateForm>(
    /// The form's fields.
    draft: Draft<F>,
    /// What the rate source's choice means for this rate, if anything.
    #[prop(optional, into)]
    source_hint: MaybeProp<Message>,
) -> impl IntoView {
    let i18n = use_i18n();
    let sources = Signal::derive(move || rate_source_options(i18n));
    view! {
        <PairFields draft/>
        <div class="form__pair">
            <FormField
                id=draft.id(F::RATE_SOURCE)
                label=ExchangeConfigKey::RateSource
                value=draft.value(F::RATE_SOURCE)
                error=draft.error(F::RATE_SOURCE)
                kind=FieldKind::Select
                options=sources
                hint=source_hint
                required=true
            />
            <FormField
                id=draft.id(F::FIXED_RATE)
                label=ExchangeConfigKey::FixedRate
                value=draft.value(F::FIXED_RATE)
                error=draft.error(F::FIXED_RATE)
                kind=FieldKind::Decimal
                hint=Message::from(ExchangeConfigKey::FixedRateHint)
                required=true
            />
        </div>
    }
}

/// The [`RateFields`] as an update body. A field that does not read is refused and a neutral
/// value stands in for it, so that the rules check the others too.
pub fn read_rate_update<F: RateForm>(draft: &Draft<F>) -> ExchangeRateUpdate {
    let (source, target) = read_pair(draft);
    ExchangeRateUpdate {
        source_currency: source,
        target_currency: target,
        rate_source: draft
            .choice_as(F::RATE_SOURCE, RateSource::from_value)
            .unwrap_or(RateSource::Fixed),
        // Zero is refused beside the rate, which has its own message already.
        fixed_rate: draft
            .decimal(F::FIXED_RATE, true)
            .unwrap_or_else(DecimalString::zero),
    }
}
