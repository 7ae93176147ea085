//! The fields an exchange fee's create and update share, and reading them into an update.

use leptos::prelude::*;
use portal_api::decimal::DecimalString;
use portal_api::exchange_config::ExchangeFeeUpdate;
use portal_api::fees::FeeModel;

use super::form_parts::{amount_hint, read_pair, PairFields, PairForm};
use crate::forms::{form_fields, Draft, FieldKind, FormField};
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

form_fields! {
    /// The fields of "Edit exchange fee": those of [`FeeFields`] (the update keeps the rest).
    pub enum EditFeeField {
        SourceCurrency = "sourceCurrency",
        TargetCurrency = "targetCurrency",
        UserFeeModel = "userFeeModel",
        UserFeeFixedAmount = "userFeeFixedAmount",
        UserFeeRate = "userFeeRate",
    }
}

form_fields! {
    /// The fields of "New exchange fee": those of [`FeeFields`], then bands and amounts.
    pub enum NewFeeField {
        SourceCurrency = "sourceCurrency",
        TargetCurrency = "targetCurrency",
        UserFeeModel = "userFeeModel",
        UserFeeFixedAmount = "userFeeFixedAmount",
        UserFeeRate = "userFeeRate",
        UserFeeBandsConfig = "userFeeBandsConfig",
        MinAmount = "minAmount",
        MaxAmount = "maxAmount",
    }
}

impl PairForm for EditFeeField {
    const SOURCE: Self = Self::SourceCurrency;
    const TARGET: Self = Self::TargetCurrency;
}

impl FeeForm for EditFeeField {
    const MODEL: Self = Self::UserFeeModel;
    const FIXED: Self = Self::UserFeeFixedAmount;
    const RATE: Self = Self::UserFeeRate;
}

impl PairForm for NewFeeField {
    const SOURCE: Self = Self::SourceCurrency;
    const TARGET: Self = Self::TargetCurrency;
}

impl FeeForm for NewFeeField {
    const MODEL: Self = Self::UserFeeModel;
    const FIXED: Self = Self::UserFeeFixedAmount;
    const RATE: Self = Self::UserFeeRate;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::forms::FormFields;

    /// The shared fields' wire names, as each form names them.
    fn shared<F: FeeForm>() -> [&'static str; 5] {
        [F::SOURCE, F::TARGET, F::MODEL, F::FIXED, F::RATE].map(F::name)
    }

    #[test]
    fn both_fee_forms_name_the_shared_fields_alike() {
        let names = [
            "sourceCurrency",
            "targetCurrency",
            "userFeeModel",
            "userFeeFixedAmount",
            "userFeeRate",
        ];
        assert_eq!(shared::<EditFeeField>(), names);
        assert_eq!(shared::<NewFeeField>(), names);
        assert_eq!(EditFeeField::ALL.len(), names.len());
    }
}
