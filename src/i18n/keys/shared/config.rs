//! Keys of the shared texts of configuration forms.

/// Names of fee models and wallet types, form actions, and the messages of refused fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ConfigKey {
    /// Fixed amount
    FeeModelFixed,
    /// Rate
    FeeModelRate,
    /// Fixed amount plus rate
    FeeModelFixedPlusRate,
    /// Rate by amount band
    FeeModelBands,
    /// Personal wallet
    WalletPersonal,
    /// Business wallet
    WalletBusiness,
    /// Merchant settlement wallet
    WalletMerchant,
    /// Card funding wallet
    WalletCard,
    /// Bank transfer
    ChannelBankTransfer,
    /// Card
    ChannelCard,
    /// E-wallet
    ChannelEWallet,
    /// Users pay the channel fee
    UserFeePassThrough,
    /// Workspace absorbs the fee
    UserFeeAbsorbed,
    /// Users pay the wallet tariff
    UserFeeWalletTariff,
    /// Choose…
    ChooseOne,
    /// Save
    Save,
    /// Saved
    Saved,
    /// Create
    Create,
    /// Edit
    Edit,
    /// Delete
    Delete,
    /// Details
    Details,
    /// This field is required.
    RuleRequired,
    /// Use at most {max} characters.
    RuleTooLong,
    /// Use only letters, digits, “_” and “-”.
    RuleBadCharacters,
    /// Enter zero or more.
    RuleNegative,
    /// Choose one of the listed values.
    RuleUnknown,
    /// Enter at most 100 %: a fee cannot be more than the whole amount.
    RuleAboveOne,
    /// Bands must have rising upper bounds and end with an open band.
    RuleBandsInvalid,
    /// This fee model needs bands.
    RuleBandsRequired,
    /// This fee model is not available here.
    RuleBandsUnsupported,
    /// Choose a supported currency.
    RuleUnknownCurrency,
    /// Choose a currency other than the source currency.
    RuleSameCurrency,
    /// The minimum must not be above the maximum.
    RuleMinAboveMax,
    /// Enter a value greater than zero.
    RuleNotPositive,
    /// Enter a JSON object: names and values in braces, as in the example under the field.
    RuleNotJsonObject,
    /// Choose a provider for an external rate.
    RuleProviderRequired,
    /// This is already used. Choose another.
    RuleTaken,
    /// Change at least one field before saving.
    RuleNothingToChange,
    /// Enter a whole number, such as 250.
    NotWholeNumber,
    /// This number is too large.
    NumberTooLarge,
    /// Enter a number with a decimal point, such as 1.50.
    NotDecimal,
    /// Enter the number without a minus sign: this cannot be negative.
    NotNegative,
    /// A point here sets off thousands: write {whole} for the whole number, or {decimal} with a comma for a decimal.
    PointAmbiguous,
    /// This is not valid JSON: the first mistake is at line {line}, column {column}.
    NotJson,
    /// Enter a number from {min} to {max}.
    RuleOutOfRange,
    /// up to {amount}: {rate}
    BandUpTo,
    /// above that: {rate}
    BandAbove,
    /// {currency} amounts have at most {places} decimals: more would be rounded.
    AmountTooManyDecimals,
    /// {currency} amounts are whole: enter no decimals.
    AmountNoDecimals,
    /// In {currency}, such as {example}.
    AmountIn,
    /// {percent} %
    Percent,
    /// From {amount}
    BandFrom,
    /// Band {n}: up to
    BandUpToLabel,
    /// Band {n}: rate (%)
    BandRateLabel,
    /// Remove band {n}
    BandRemove,
    /// Add band
    BandAdd,
    /// Enter more than {from}: each band ends above the one before.
    BandNotRising,
    /// Only the last band is open-ended: enter where this band ends.
    BandNeedsEnd,
    /// The last band is open-ended: leave its upper bound empty.
    BandLastOpen,
    /// Check the bands marked above.
    BandsCheckRows,
}
