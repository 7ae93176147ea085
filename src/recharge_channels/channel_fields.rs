//! The fields of a recharge channel, shared by the create and edit forms.

use leptos::prelude::*;
use portal_api::recharge_channels::{CHANNEL_NAME_MAX, CONNECTION_CONFIG_MAX};

use super::form_values::ChannelField;
use crate::forms::{Draft, FieldKind, FormField};
use crate::i18n::{use_i18n, Message, RechargeChannelsKey};
use crate::money::{
    amount_hint, channel_type_options, chosen_currency, currency_options, fee_model_options,
    BandRows, FeeBandFields,
};

/// Name, currency, type, fee and connection settings of `draft` (see [`ChannelField`]), the
/// fee bands as `rows`. When `editing`, the currency shows but cannot change.
#[component]
pub fn ChannelFields(
    /// The form's fields.
    draft: Draft<ChannelField>,
    /// The fee bands typed.
    rows: BandRows,
    /// Whether an existing channel is being changed.
    #[prop(optional)]
    editing: bool,
) -> impl IntoView {
    let i18n = use_i18n();
    let field = move |name: ChannelField| (draft.id(name), draft.value(name), draft.error(name));
    let (name_id, name, name_error) = field(ChannelField::ChannelName);
    let (currency_id, currency, currency_error) = field(ChannelField::Currency);
    let (type_id, channel_type, type_error) = field(ChannelField::ChannelType);
    let (model_id, model, model_error) = field(ChannelField::FeeModel);
    let (fixed_id, fixed, fixed_error) = field(ChannelField::FeeFixedAmount);
    let (rate_id, rate, rate_error) = field(ChannelField::FeeRate);
    let currency_chosen = Signal::derive(move || chosen_currency(draft, ChannelField::Currency));
    let (config_id, config, config_error) = field(ChannelField::ConnectionConfig);
    let hint = |key: RechargeChannelsKey| Message::from(key);
    let currency_hint = editing.then(|| hint(RechargeChannelsKey::CurrencyKept));
    let bands_hint = hint(if editing {
        RechargeChannelsKey::BandsKeptHint
    } else {
        RechargeChannelsKey::BandsHint
    });
    view! {
        <FormField
            id=name_id
            label=RechargeChannelsKey::ChannelName
            value=name
            error=name_error
            required=true
            max_len=CHANNEL_NAME_MAX
        />
        <FormField
            id=currency_id
            label=RechargeChannelsKey::Currency
            value=currency
            error=currency_error
            kind=FieldKind::Select
            options=Signal::derive(move || currency_options(i18n))
            hint=currency_hint
            disabled=editing
            required=true
        />
        <FormField
            id=type_id
            label=RechargeChannelsKey::ChannelType
            value=channel_type
            error=type_error
            kind=FieldKind::Select
            options=Signal::derive(move || channel_type_options(i18n))
            required=true
        />
        <FormField
            id=model_id
            label=RechargeChannelsKey::FeeModel
            value=model
            error=model_error
            kind=FieldKind::Select
            options=Signal::derive(move || fee_model_options(i18n, true))
            required=true
        />
        <FormField
            id=fixed_id
            label=RechargeChannelsKey::FixedFee
            value=fixed
            error=fixed_error
            kind=FieldKind::Decimal
            hint=amount_hint(draft, ChannelField::Currency, hint(RechargeChannelsKey::FixedFeeHint))
        />
        <FormField
            id=rate_id
            label=RechargeChannelsKey::FeeRate
            value=rate
            error=rate_error
            kind=FieldKind::Decimal
            hint=hint(RechargeChannelsKey::FeeRateHint)
        />
        <FeeBandFields
            rows
            currency=currency_chosen
            id=draft.id(ChannelField::FeeBandsConfig)
            legend=RechargeChannelsKey::Bands
            hint=bands_hint
            error=draft.error(ChannelField::FeeBandsConfig)
            typed=draft.value(ChannelField::FeeBandsConfig)
        />
        <FormField
            id=config_id
            label=RechargeChannelsKey::Connection
            value=config
            error=config_error
            kind=FieldKind::Json
            hint=hint(RechargeChannelsKey::ConnectionHint)
            max_len=CONNECTION_CONFIG_MAX
            required=true
        />
    }
}
