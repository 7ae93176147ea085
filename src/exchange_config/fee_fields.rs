//! The fields an exchange fee's create and update share, and reading them into an update.

use leptos::prelude::*;
use portal_api::decimal::DecimalString;
use portal_api::exchange_config::ExchangeFeeUpdate;
use portal_api::fees::FeeModel;

use super::form_parts::{minor_units_hint, read_pair, PairFields, SOURCE, TARGET};
use crate::forms::{Draft, FieldKind, FormField};
use crate::i18n::{use_i18n, ExchangeConfigKey};
use crate::money::{fee_model_options, fee_rate_hint};

/// Wire name of the fee model.
pub const MODEL: &str = "userFeeModel";
/// Wire name of the fixed part.
pub const FIXED: &str = "userFeeFixedAmount";
/// Wire name of the rate part.
pub const RATE: &str = "userFeeRate";
/// Wire name of the bands.
pub const BANDS: &str = "userFeeBandsConfig";
/// The fields of [`FeeFields`].
pub const SHARED: [&str; 5] = [SOURCE, TARGET, MODEL, FIXED, RATE];

/// Currency pair, fee model, fixed fee and fee rate.
#[component]
pub fn FeeFields(
    /// The form's fields.
    draft: Draft,
    /// Whether "Rate by amount band" is offered.
    #[prop(into)]
    with_bands: Signal<bool>,
) -> impl IntoView {
    let i18n = use_i18n();
    let models = Signal::derive(move || fee_model_options(i18n, with_bands.get()));
    view! {
        <PairFields draft/>
        <FormField
            id=draft.id(MODEL)
            label=ExchangeConfigKey::FeeModel
            value=draft.value(MODEL)
            error=draft.error(MODEL)
            kind=FieldKind::Select
            options=models
            required=true
        />
        <div class="form__pair">
            <FormField
                id=draft.id(FIXED)
                label=ExchangeConfigKey::FixedFee
                value=draft.value(FIXED)
                error=draft.error(FIXED)
                kind=FieldKind::Integer
                hint=minor_units_hint(draft, FIXED)
            />
            <FormField
                id=draft.id(RATE)
                label=ExchangeConfigKey::FeeRate
                value=draft.value(RATE)
                error=draft.error(RATE)
                kind=FieldKind::Decimal
                hint=fee_rate_hint(draft.value(RATE), ExchangeConfigKey::FeeRateHint.into())
            />
        </div>
    }
}

/// The [`FeeFields`] as an update body. A fixed fee or rate the model does not use is 0 when
/// empty ([`Draft::fee_parts`]). A field that does
/// not read is refused and a neutral value stands in for it, so that the rules check the
/// others too (the refused field keeps its own message, and the form is not sent).
pub fn read_fee_update(draft: &Draft) -> ExchangeFeeUpdate {
    let (source, target) = read_pair(draft);
    let model = draft.choice_as(MODEL, FeeModel::from_value);
    let (fixed, rate) = draft.fee_parts(model, FIXED, RATE);
    ExchangeFeeUpdate {
        source_currency: source,
        target_currency: target,
        user_fee_model: model.unwrap_or(FeeModel::Fixed),
        user_fee_fixed_amount: fixed.unwrap_or(0),
        user_fee_rate: rate.unwrap_or_else(DecimalString::zero),
    }
}
