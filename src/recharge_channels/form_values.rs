//! The channel form's values: filled from a channel, read into create and update bodies that
//! portal-api's rules accept.

use portal_api::channel_type::ChannelType;
use portal_api::currency::{self, Currency};
use portal_api::decimal::DecimalString;
use portal_api::fees::{FeeBands, FeeModel};
use portal_api::recharge_channels::{
    validate_recharge_channel, validate_recharge_channel_update, RechargeChannel,
    RechargeChannelRequest, RechargeChannelUpdate,
};

use crate::forms::{form_fields, Draft};
use crate::money::{same_decimal, BandRows};

form_fields! {
    /// The fields of the create and edit forms.
    pub enum ChannelField {
        ChannelName = "channelName",
        Currency = "currency",
        ChannelType = "channelType",
        FeeModel = "channelFeeModel",
        FeeFixedAmount = "channelFeeFixedAmount",
        FeeRate = "channelFeeRate",
        FeeBandsConfig = "channelFeeBandsConfig",
        ConnectionConfig = "connectionConfig",
    }
}

fn currency_of(channel: &RechargeChannel) -> Option<Currency> {
    currency::by_code(channel.currency.as_ref()?.code())
}

fn currency_value(channel: &RechargeChannel) -> Option<i64> {
    currency_of(channel).map(|c| c.value)
}

/// Whether two bands are the same, whatever zeros their rates are written with.
fn same_bands(a: &FeeBands, b: &FeeBands) -> bool {
    a.bands.len() == b.bands.len()
        && a.bands
            .iter()
            .zip(&b.bands)
            .all(|(a, b)| a.up_to == b.up_to && same_decimal(&a.fee_rate, &b.fee_rate))
}

fn bands_of(channel: &RechargeChannel) -> Option<FeeBands> {
    serde_json::from_value(channel.kind.channel_fee_bands_config.clone()?).ok()
}

fn text(value: Option<impl ToString>) -> String {
    value.map(|v| v.to_string()).unwrap_or_default()
}

/// Fills every field and the band `rows` from `channel`, as it is now: amounts in major
/// units of its currency, rates as percentages.
pub fn fill(draft: Draft<ChannelField>, rows: BandRows, channel: &RechargeChannel) {
    let currency = currency_of(channel);
    draft.set(
        ChannelField::ChannelName,
        text(channel.channel_name.as_ref()),
    );
    draft.set(ChannelField::Currency, text(currency_value(channel)));
    draft.set(ChannelField::ChannelType, text(channel.channel_type));
    draft.set(ChannelField::FeeModel, text(channel.channel_fee_model));
    let fixed = channel.channel_fee_fixed_amount;
    draft.set_amount(ChannelField::FeeFixedAmount, fixed, currency);
    draft.set_percent(ChannelField::FeeRate, channel.channel_fee_rate.as_ref());
    rows.fill(bands_of(channel).as_ref(), currency);
    draft.set(
        ChannelField::FeeBandsConfig,
        leptos::prelude::untrack(|| rows.typed()),
    );
    draft.set(
        ChannelField::ConnectionConfig,
        text(channel.kind.connection_config.as_ref()),
    );
}

/// What the fields hold, each read as its typed value; a field that does not read gets its
/// error and leaves `None`.
struct Values {
    name: String,
    channel_type: Option<ChannelType>,
    fee_model: Option<FeeModel>,
    fixed_amount: Option<i64>,
    rate: Option<DecimalString>,
    bands: Option<Option<FeeBands>>,
    connection: Option<String>,
}

fn read(draft: Draft<ChannelField>, rows: BandRows) -> Values {
    let currency = draft.currency(ChannelField::Currency);
    let fee_model = draft
        .choice(ChannelField::FeeModel)
        .and_then(FeeModel::from_value);
    let (fixed_amount, rate) = draft.fee_parts(
        fee_model,
        (ChannelField::FeeFixedAmount, currency),
        ChannelField::FeeRate,
    );
    Values {
        name: draft.text(ChannelField::ChannelName),
        channel_type: draft
            .choice(ChannelField::ChannelType)
            .and_then(ChannelType::from_value),
        fee_model,
        fixed_amount,
        rate,
        bands: draft.fee_bands(ChannelField::FeeBandsConfig, rows, currency),
        connection: draft.json_object(ChannelField::ConnectionConfig),
    }
}

/// The create body, when every field reads and portal-api's rules accept it. Fields that do
/// not read are refused already; neutral stand-ins let the rules check all the others, so
/// every refusal shows at once.
pub fn read_request(draft: Draft<ChannelField>, rows: BandRows) -> Option<RechargeChannelRequest> {
    let currency = draft.choice(ChannelField::Currency);
    let v = read(draft, rows);
    let request = RechargeChannelRequest {
        channel_name: v.name,
        currency: currency.unwrap_or(currency::USD.value),
        channel_type: v.channel_type.unwrap_or(ChannelType::BankTransfer),
        channel_fee_model: v.fee_model.unwrap_or(FeeModel::Fixed),
        channel_fee_fixed_amount: v.fixed_amount.unwrap_or(0),
        channel_fee_rate: v.rate.unwrap_or_else(DecimalString::zero),
        channel_fee_bands_config: v.bands.flatten(),
        connection_config: v.connection.unwrap_or_else(|| "{}".to_owned()),
    };
    if let Err(errors) = validate_recharge_channel(&request) {
        draft.refuse(&errors);
    }
    Some(request).filter(|_| !draft.has_errors())
}

/// The update body naming only the fields that differ from `current`, when every field reads
/// and the channel it would make passes portal-api's rules. No band rows keep the channel's
/// bands: bands can be replaced, not removed. A rate that reads the same with other zeros
/// ("1" % against the stored 0.0100) is no change.
pub fn read_update(
    draft: Draft<ChannelField>,
    rows: BandRows,
    current: &RechargeChannel,
) -> Option<RechargeChannelUpdate> {
    let v = read(draft, rows);
    // A field that does not read is left out, so the rules check the others.
    let update = RechargeChannelUpdate {
        channel_name: Some(v.name).filter(|n| Some(n) != current.channel_name.as_ref()),
        channel_type: v
            .channel_type
            .filter(|t| Some(t.value()) != current.channel_type),
        channel_fee_model: v
            .fee_model
            .filter(|m| Some(m.value()) != current.channel_fee_model),
        channel_fee_fixed_amount: v
            .fixed_amount
            .filter(|a| Some(*a) != current.channel_fee_fixed_amount),
        channel_fee_rate: v.rate.filter(|r| {
            !current
                .channel_fee_rate
                .as_ref()
                .is_some_and(|c| same_decimal(c, r))
        }),
        channel_fee_bands_config: v
            .bands
            .flatten()
            .filter(|b| !bands_of(current).is_some_and(|c| same_bands(&c, b))),
        connection_config: v
            .connection
            .filter(|c| Some(c) != current.kind.connection_config.as_ref()),
    };
    if let Some(now) = as_request(current).filter(|_| !update.is_empty()) {
        if let Err(errors) = validate_recharge_channel_update(&update, &now) {
            draft.refuse(&errors);
        }
    }
    Some(update).filter(|_| !draft.has_errors())
}

/// `current` as a create body, to check an update against (`None` when the server left out
/// a field or sent a value the portal does not know: then the server alone checks).
fn as_request(current: &RechargeChannel) -> Option<RechargeChannelRequest> {
    Some(RechargeChannelRequest {
        channel_name: current.channel_name.clone()?,
        currency: currency_value(current)?,
        channel_type: current.channel_type()?,
        channel_fee_model: current.channel_fee_model()?,
        channel_fee_fixed_amount: current.channel_fee_fixed_amount?,
        channel_fee_rate: current.channel_fee_rate.clone()?,
        channel_fee_bands_config: bands_of(current),
        connection_config: current.kind.connection_config.clone()?,
    })
}
