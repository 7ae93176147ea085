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
    /// A rate is a fraction of the amount: at most 1 (1 = 100%).
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
    /// Enter a decimal number with a point, such as 0.015.
    NotDecimal,
    /// Enter the number without a minus sign: this cannot be negative.
    NotNegative,
    /// A point here sets off thousands: write {whole} for the whole number, or {decimal} with a comma for a decimal.
    PointAmbiguous,
    /// This is not valid JSON: the first mistake is at line {line}, column {column}.
    NotJson,
    /// This JSON does not have the expected shape: compare it with the example under the field.
    WrongShape,
    /// These are not fee bands as the example under the field shows them (line {line}, column {column}).
    NotBands,
    /// Enter a number from {min} to {max}.
    RuleOutOfRange,
    /// up to {amount}: {rate}
    BandUpTo,
    /// above that: {rate}
    BandAbove,
    /// That is {percent}% of the amount.
    FeeRateIs,
}
