//! The fields an exchange rate's create and update share, and reading them into an update.

use leptos::prelude::*;
use portal_api::decimal::DecimalString;
use portal_api::exchange_config::{ExchangeRateUpdate, RateSource};

use super::form_parts::{read_pair, PairFields, SOURCE, TARGET};
use super::names::rate_source_options;
use crate::forms::{Draft, FieldKind, FormField};
use crate::i18n::{use_i18n, ExchangeConfigKey, Message};

/// Wire name of the rate source.
pub const RATE_SOURCE: &str = "rateSource";
/// Wire name of the fixed rate.
pub const FIXED_RATE: &str = "fixedRate";
/// Wire name of the external provider.
pub const PROVIDER: &str = "externalProvider";
/// The fields of [`RateFields`].
pub const SHARED: [&str; 4] = [SOURCE, TARGET, RATE_SOURCE, FIXED_RATE];

/// Whether the rate source chosen in `draft` is the external one (tracked).
pub fn is_external(draft: Draft) -> bool {
    draft
        .value(RATE_SOURCE)
        .with(|v| v.parse() == Ok(RateSource::External.value()))
}

/// Currency pair, rate source (with `source_hint` under it) and fixed rate.
#[component]
pub fn RateFields(
    /// The form's fields.
    draft: Draft,
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
                id=draft.id(RATE_SOURCE)
                label=ExchangeConfigKey::RateSource
                value=draft.value(RATE_SOURCE)
                error=draft.error(RATE_SOURCE)
                kind=FieldKind::Select
                options=sources
                hint=source_hint
                required=true
            />
            <FormField
                id=draft.id(FIXED_RATE)
                label=ExchangeConfigKey::FixedRate
                value=draft.value(FIXED_RATE)
                error=draft.error(FIXED_RATE)
                kind=FieldKind::Decimal
                hint=Message::from(ExchangeConfigKey::FixedRateHint)
                required=true
            />
        </div>
    }
}

/// The [`RateFields`] as an update body. A field that does not read is refused and a neutral
/// value stands in for it, so that the rules check the others too.
pub fn read_rate_update(draft: &Draft) -> ExchangeRateUpdate {
    let (source, target) = read_pair(draft);
    ExchangeRateUpdate {
        source_currency: source,
        target_currency: target,
        rate_source: draft
            .choice_as(RATE_SOURCE, RateSource::from_value)
            .unwrap_or(RateSource::Fixed),
        // Zero is refused beside the rate, which has its own message already.
        fixed_rate: draft
            .decimal(FIXED_RATE, true)
            .unwrap_or_else(DecimalString::zero),
    }
}
