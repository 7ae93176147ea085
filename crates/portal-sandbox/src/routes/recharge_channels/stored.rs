//! A channel between its stored row and the contract's request shape, and its 404.

use portal_api::channel_type::ChannelType;
use portal_api::currency;
use portal_api::decimal::DecimalString;
use portal_api::fees::FeeModel;
use portal_api::recharge_channels::RechargeChannelRequest;

use crate::db::bands;
use crate::db::recharge_channels::ChannelRow;
use crate::envelope::ApiError;
use crate::record_id::not_found_record;

/// What a 404 names.
pub const WHAT: &str = "Recharge channel";

not_found_record!(
    /// Recharge channels, by id.
    RechargeChannels,
    WHAT
);

/// The row that stores a checked `request`; the name is stored trimmed.
pub fn row_of(
    biz_id: String,
    request: &RechargeChannelRequest,
    created_at: i64,
    updated_at: i64,
) -> Result<ChannelRow, ApiError> {
    let currency = currency::by_value(request.currency)
        .ok_or_else(|| ApiError::invalid("currency is not a supported currency"))?;
    Ok(ChannelRow {
        biz_id,
        name: request.channel_name.trim().to_owned(),
        currency_code: currency.code.to_owned(),
        currency_value: currency.value,
        channel_type: request.channel_type.value(),
        fee_model: request.channel_fee_model.value(),
        fee_fixed_amount: request.channel_fee_fixed_amount,
        fee_rate: request.channel_fee_rate.to_string(),
        bands_config: bands::to_text(request.channel_fee_bands_config.as_ref())?,
        connection_config: request.connection_config.clone(),
        created_at,
        updated_at,
    })
}

/// The channel as a request would state it, to check an update against.
pub fn request_of(row: &ChannelRow) -> Result<RechargeChannelRequest, ApiError> {
    let malformed = || ApiError::internal(format_args!("stored recharge channel {}", row.biz_id));
    Ok(RechargeChannelRequest {
        channel_name: row.name.clone(),
        currency: row.currency_value,
        channel_type: ChannelType::from_value(row.channel_type).ok_or_else(malformed)?,
        channel_fee_model: FeeModel::from_value(row.fee_model).ok_or_else(malformed)?,
        channel_fee_fixed_amount: row.fee_fixed_amount,
        channel_fee_rate: DecimalString::parse(&row.fee_rate).map_err(|_| malformed())?,
        channel_fee_bands_config: bands::from_text(row.bands_config.as_deref())?,
        connection_config: row.connection_config.clone(),
    })
}
