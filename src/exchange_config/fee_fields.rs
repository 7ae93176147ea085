//! The fields an exchange fee's create and update share, and reading them into an update.

use leptos::prelude::*;
use portal_api::decimal::DecimalString;
use portal_api::exchange_config::ExchangeFeeUpdate;
use portal_api::fees::FeeModel;

use super::form_parts::{amount_hint, pair_forms, read_pair, PairFields, PairForm};
use crate::forms::{Draft, FieldKind, FormField};
use crate::i18n::{use_i18n, ExchangeConfigKey, Message};
use crate::money::fee_model_options;

/// A form with the fields of [`FeeFields`]: which of its fields are the fee's model and parts.
pub trait FeeForm: PairForm {
    /// The fee model, `userFeeModel`.
    const MODEL: Self;
    /// The fixed part, `userFeeFixedAmount`.
    const FIXED: Self;
    /// The rate part, `userFeeRate`.
    const RATE: Self;
}

pair_forms! {
    /// The fields of "Edit exchange fee": those of [`FeeFields`] (the update keeps the rest).
    edit EditFeeField;
    /// The fields of "New exchange fee": those of [`FeeFields`], then bands and amounts.
    new NewFeeField;
    FeeForm {
        MODEL: UserFeeModel = "userFeeModel",
        FIXED: UserFeeFixedAmount = "userFeeFixedAmount",
        RATE: UserFeeRate = "userFeeRate",
    }
    extra {
        UserFeeBandsConfig = "userFeeBandsConfig",
        MinAmount = "minAmount",
        MaxAmount = "maxAmount",
    }
}

/// Currency pair, fee model, fixed fee and fee rate.
#[component]
pub fn FeeFields<F: FeeForm>(
    /// The form's fields.
    draft: Draft<F>,
    /// Whether "Rate by amount band" is offered.
    #[prop(into)]
    with_bands: Signal<bool>,
) -> impl IntoView {
    let i18n = use_i18n();
    let models = Signal::derive(move || fee_model_options(i18n, with_bands.get()));
    view! {
        <PairFields draft/>
        <FormField
            id=draft.id(F::MODEL)
            label=ExchangeConfigKey::FeeModel
            value=draft.value(F::MODEL)
            error=draft.error(F::MODEL)
            kind=FieldKind::Select
            options=models
            required=true
        />
        <div class="form__pair">
            <FormField
                id=draft.id(F::FIXED)
                label=ExchangeConfigKey::FixedFee
                value=draft.value(F::FIXED)
                error=draft.error(F::FIXED)
                kind=FieldKind::Decimal
                hint=amount_hint(draft)
            />
            <FormField
                id=draft.id(F::RATE)
                label=ExchangeConfigKey::FeeRate
                value=draft.value(F::RATE)
                error=draft.error(F::RATE)
                kind=FieldKind::Decimal
                hint=Message::from(ExchangeConfigKey::FeeRateHint)
            />
        </div>
    }
}

/// The [`FeeFields`] as an update body: the fixed fee typed in the source currency, the rate
/// as a percentage. A fixed fee or rate the model does not use is 0 when empty
/// ([`Draft::fee_parts`]). A field that does not read is refused and a neutral value stands in for it, so that the rules check the
/// others too (the refused field keeps its own message, and the form is not sent).
pub fn read_fee_update<F: FeeForm>(draft: &Draft<F>) -> ExchangeFeeUpdate {
    let (source, target) = read_pair(draft);
    let model = draft.choice_as(F::MODEL, FeeModel::from_value);
    let currency = draft.currency(F::SOURCE);
    let (fixed, rate) = draft.fee_parts(model, (F::FIXED, currency), F::RATE);
    ExchangeFeeUpdate {
        source_currency: source,
        target_currency: target,
        user_fee_model: model.unwrap_or(FeeModel::Fixed),
        user_fee_fixed_amount: fixed.unwrap_or(0),
        user_fee_rate: rate.unwrap_or_else(DecimalString::zero),
    }
}
