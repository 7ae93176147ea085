//! Keys of the exchange fee and exchange rate screens.

/// Lists, forms and names of the exchange configuration.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ExchangeConfigKey {
    /// Exchange fees
    FeesTitle,
    /// What a user pays to exchange one currency for another. Amounts are in the source currency.
    FeesIntro,
    /// {count} exchange fees
    FeesCount,
    /// No exchange fees yet
    FeesEmptyTitle,
    /// Create one to charge for exchanges between two currencies.
    FeesEmptyBody,
    /// New exchange fee
    NewFee,
    /// Edit exchange fee
    EditFeeTitle,
    /// Edit exchange fee {id}
    EditFee,
    /// Exchange fee {pair} created.
    FeeCreated,
    /// Exchange fee {id} saved.
    FeeSaved,
    /// Bands, minimum ({min}) and maximum ({max}) are not changed here.
    FeeKept,
    /// The minimum, maximum and bands keep their numbers in minor units, so with {currency}
    /// they read as {min} and {max}. Check them after saving.
    FeeSourceChanged,
    /// Exchange rates
    RatesTitle,
    /// How many units of the target currency one unit of the source currency buys.
    RatesIntro,
    /// {count} exchange rates
    RatesCount,
    /// No exchange rates yet
    RatesEmptyTitle,
    /// Create one to allow exchanges between two currencies.
    RatesEmptyBody,
    /// New exchange rate
    NewRate,
    /// Edit exchange rate
    EditRateTitle,
    /// Edit exchange rate {id}
    EditRate,
    /// Exchange rate {pair} created.
    RateCreated,
    /// {pair} already has a rate. Creating adds another beside it; to change the rate, edit
    /// the existing one instead.
    RatePairExists,
    /// {pair} already has a fee. Creating adds another beside it; to change the fee, edit the
    /// existing one instead.
    FeePairExists,
    /// Exchange rate {id} saved.
    RateSaved,
    /// When the source is external, {provider} quotes this rate; the provider is not changed here.
    RateKeptProvider,
    /// This rate has no provider, so it stays a fixed rate. Create a new rate to quote it externally.
    RateNoProvider,
    /// This rate has no provider: choose “Fixed rate”.
    RuleNoStoredProvider,
    /// This fee has no bands, and bands are not changed here: choose another fee model.
    RuleNoStoredBands,
    /// Currencies
    ColumnPair,
    /// Fee model
    ColumnFeeModel,
    /// Fixed fee
    ColumnFixedFee,
    /// Fee rate
    ColumnFeeRate,
    /// Minimum
    ColumnMin,
    /// Maximum
    ColumnMax,
    /// Rate source
    ColumnRateSource,
    /// Fixed rate
    ColumnFixedRate,
    /// Provider
    ColumnProvider,
    /// Updated
    ColumnUpdated,
    /// Actions
    ColumnActions,
    /// Source currency
    SourceCurrency,
    /// Target currency
    TargetCurrency,
    /// Fee model
    FeeModel,
    /// Fixed fee
    FixedFee,
    /// Fee rate (%)
    FeeRate,
    /// A percentage of the amount: 0.5 is 0.5 %.
    FeeRateHint,
    /// Fee bands
    Bands,
    /// Needed by “Rate by amount band”, optional otherwise. Each band starts where the one before ends; the last has no upper bound.
    BandsHint,
    /// Minimum amount
    MinAmount,
    /// Maximum amount
    MaxAmount,
    /// Rate source
    RateSource,
    /// Fixed rate
    FixedRate,
    /// Units of the target currency for one unit of the source currency; the fallback when the source is external.
    FixedRateHint,
    /// External provider
    Provider,
    /// Fixed rate
    RateSourceFixed,
    /// External provider
    RateSourceExternal,
    /// Central bank reference
    ProviderCentralBank,
    /// Market data feed
    ProviderMarketFeed,
    /// Partner bank quote
    ProviderPartnerBank,
    /// Unknown ({value})
    UnknownValue,
    /// In the source currency: choose it above.
    AmountHint,
    /// This is a big change. Check it before saving:
    BigChangeAsk,
    /// {what}: {old} → {new}, more than five times the saved value.
    BigChangeUp,
    /// {what}: {old} → {new}, under a fifth of the saved value.
    BigChangeDown,
    /// Save anyway
    BigChangeConfirm,
}
