//! English texts of the exchange fee and exchange rate screens.

use crate::i18n::ExchangeConfigKey;

/// The English text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: ExchangeConfigKey) -> &'static str {
    match key {
        ExchangeConfigKey::FeesTitle => "Exchange fees",
        ExchangeConfigKey::FeesIntro => {
            "What a user pays to exchange one currency for another. Amounts are in minor units of the source currency."
        }
        ExchangeConfigKey::FeesCount => "{count} exchange fees",
        ExchangeConfigKey::FeesEmptyTitle => "No exchange fees yet",
        ExchangeConfigKey::FeesEmptyBody => {
            "Create one to charge for exchanges between two currencies."
        }
        ExchangeConfigKey::NewFee => "New exchange fee",
        ExchangeConfigKey::EditFeeTitle => "Edit exchange fee",
        ExchangeConfigKey::EditFee => "Edit exchange fee {id}",
        ExchangeConfigKey::FeeCreated => "Exchange fee {pair} created.",
        ExchangeConfigKey::FeeSaved => "Exchange fee {id} saved.",
        ExchangeConfigKey::FeeKept => {
            "Bands, minimum ({min}) and maximum ({max}) are not changed here."
        }
        ExchangeConfigKey::RatesTitle => "Exchange rates",
        ExchangeConfigKey::RatesIntro => {
            "How many units of the target currency one unit of the source currency buys."
        }
        ExchangeConfigKey::RatesCount => "{count} exchange rates",
        ExchangeConfigKey::RatesEmptyTitle => "No exchange rates yet",
        ExchangeConfigKey::RatesEmptyBody => {
            "Create one to allow exchanges between two currencies."
        }
        ExchangeConfigKey::NewRate => "New exchange rate",
        ExchangeConfigKey::EditRateTitle => "Edit exchange rate",
        ExchangeConfigKey::EditRate => "Edit exchange rate {id}",
        ExchangeConfigKey::RateCreated => "Exchange rate {pair} created.",
        ExchangeConfigKey::RateSaved => "Exchange rate {id} saved.",
        ExchangeConfigKey::RateKeptProvider => {
            "When the source is external, {provider} quotes this rate; the provider is not changed here."
        }
        ExchangeConfigKey::RateNoProvider => {
            "This rate has no provider, so it stays a fixed rate. Create a new rate to quote it externally."
        }
        ExchangeConfigKey::RuleNoStoredProvider => {
            "This rate has no provider: choose “Fixed rate”."
        }
        ExchangeConfigKey::RuleNoStoredBands => {
            "This fee has no bands, and bands are not changed here: choose another fee model."
        }
        ExchangeConfigKey::ColumnPair => "Currencies",
        ExchangeConfigKey::ColumnFeeModel => "Fee model",
        ExchangeConfigKey::ColumnFixedFee => "Fixed fee",
        ExchangeConfigKey::ColumnFeeRate => "Fee rate",
        ExchangeConfigKey::ColumnMin => "Minimum",
        ExchangeConfigKey::ColumnMax => "Maximum",
        ExchangeConfigKey::ColumnRateSource => "Rate source",
        ExchangeConfigKey::ColumnFixedRate => "Fixed rate",
        ExchangeConfigKey::ColumnProvider => "Provider",
        ExchangeConfigKey::ColumnUpdated => "Updated",
        ExchangeConfigKey::ColumnActions => "Actions",
        ExchangeConfigKey::SourceCurrency => "Source currency",
        ExchangeConfigKey::TargetCurrency => "Target currency",
        ExchangeConfigKey::FeeModel => "Fee model",
        ExchangeConfigKey::FixedFee => "Fixed fee (minor units)",
        ExchangeConfigKey::FeeRate => "Fee rate",
        ExchangeConfigKey::FeeRateHint => "A fraction of the amount: 0.005 is 0.5%.",
        ExchangeConfigKey::Bands => "Fee bands (JSON)",
        ExchangeConfigKey::BandsHint => {
            "Needed by “Rate by amount band”, optional otherwise. Upper bounds in minor units, rising, the last one null: {\"bands\": [{\"upTo\": 100000, \"feeRate\": \"0.01\"}, {\"upTo\": null, \"feeRate\": \"0.006\"}]}"
        }
        ExchangeConfigKey::MinAmount => "Minimum amount (minor units)",
        ExchangeConfigKey::MaxAmount => "Maximum amount (minor units)",
        ExchangeConfigKey::MinorUnitsHint => {
            "In minor units of the source currency: 150 is 1.50 USD."
        }
        ExchangeConfigKey::MinorUnitsIs => "That is {amount}.",
        ExchangeConfigKey::RateSource => "Rate source",
        ExchangeConfigKey::FixedRate => "Fixed rate",
        ExchangeConfigKey::FixedRateHint => {
            "Units of the target currency for one unit of the source currency; the fallback when the source is external."
        }
        ExchangeConfigKey::Provider => "External provider",
        ExchangeConfigKey::RateSourceFixed => "Fixed rate",
        ExchangeConfigKey::RateSourceExternal => "External provider",
        ExchangeConfigKey::ProviderCentralBank => "Central bank reference",
        ExchangeConfigKey::ProviderMarketFeed => "Market data feed",
        ExchangeConfigKey::ProviderPartnerBank => "Partner bank quote",
        ExchangeConfigKey::UnknownValue => "Unknown ({value})",
    }
}
