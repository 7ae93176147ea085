//! Fee settings shared by exchange fees and payment channels: the model, the bands, their checks.

mod bands;
mod model;
mod settings;

pub use bands::{FeeBand, FeeBands};
pub use model::FeeModel;
pub use settings::{FeeFields, FeeSettings, CHANNEL_FEE_FIELDS, USER_FEE_FIELDS};
