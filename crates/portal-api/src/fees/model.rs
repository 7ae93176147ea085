//! How a fee is computed (`userFeeModel` of exchange fees, `channelFeeModel` of channels).

use crate::numeric_enum::numeric_enum;

numeric_enum! {
    /// How a fee is computed. The contract gives the field as an integer without its values;
    /// these are the sandbox's (docs/sandbox-records.md).
    pub enum FeeModel ("fee model") {
        /// The fixed amount alone.
        Fixed = 1, "FIXED", "Fixed amount";
        /// The rate times the amount.
        Rate = 2, "RATE", "Rate";
        /// The fixed amount plus the rate times the amount.
        FixedPlusRate = 3, "FIXED_PLUS_RATE", "Fixed amount plus rate";
        /// The rate of the band the amount falls in.
        Bands = 4, "BANDS", "Rate by amount band";
    }
}
