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

impl FeeModel {
    /// Whether the fee's fixed amount counts under this model.
    pub fn uses_fixed_amount(self) -> bool {
        matches!(self, Self::Fixed | Self::FixedPlusRate)
    }

    /// Whether the fee's single rate counts under this model (bands carry their own rates).
    pub fn uses_rate(self) -> bool {
        matches!(self, Self::Rate | Self::FixedPlusRate)
    }
}

#[cfg(test)]
mod tests {
    use super::FeeModel;

    #[test]
    fn each_model_names_the_parts_it_computes_with() {
        let parts = |m: FeeModel| (m.uses_fixed_amount(), m.uses_rate());
        assert_eq!(parts(FeeModel::Fixed), (true, false));
        assert_eq!(parts(FeeModel::Rate), (false, true));
        assert_eq!(parts(FeeModel::FixedPlusRate), (true, true));
        assert_eq!(parts(FeeModel::Bands), (false, false));
    }
}
