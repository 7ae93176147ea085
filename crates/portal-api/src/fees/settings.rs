//! One fee's model, fixed amount, rate and bands, and the checks they must pass together.

use super::{FeeBands, FeeModel};
use crate::decimal::DecimalString;
use crate::validation::{Checks, Rule};

/// The wire names of a fee's fields, for the errors.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FeeFields {
    /// The fixed amount's field.
    pub fixed_amount: &'static str,
    /// The rate's field.
    pub rate: &'static str,
    /// The bands' field.
    pub bands: &'static str,
}

/// The fee fields of exchange fees.
pub const USER_FEE_FIELDS: FeeFields = FeeFields {
    fixed_amount: "userFeeFixedAmount",
    rate: "userFeeRate",
    bands: "userFeeBandsConfig",
};

/// The fee fields of recharge and withdrawal channels.
pub const CHANNEL_FEE_FIELDS: FeeFields = FeeFields {
    fixed_amount: "channelFeeFixedAmount",
    rate: "channelFeeRate",
    bands: "channelFeeBandsConfig",
};

/// A fee as a request states it.
#[derive(Debug, Clone, Copy)]
pub struct FeeSettings<'a> {
    /// How it is computed.
    pub model: FeeModel,
    /// The fixed part, in minor units.
    pub fixed_amount: i64,
    /// The rate.
    pub rate: &'a DecimalString,
    /// The bands, if any.
    pub bands: Option<&'a FeeBands>,
}

impl FeeSettings<'_> {
    /// The fixed amount is not negative, the rate at most 1, the bands (when given) valid,
    /// and present when the model is [`FeeModel::Bands`].
    pub(crate) fn check(&self, fields: FeeFields, checks: &mut Checks) {
        checks.non_negative(fields.fixed_amount, self.fixed_amount);
        checks.check(!self.rate.at_most_one(), fields.rate, Rule::AboveOne);
        match self.bands {
            Some(bands) => checks.check(!bands.is_valid(), fields.bands, Rule::BandsInvalid),
            None => checks.check(
                self.model == FeeModel::Bands,
                fields.bands,
                Rule::BandsRequired,
            ),
        }
    }
}
