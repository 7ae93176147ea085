//! Readable names of the numeric selectors of exchange fees and rates, and their options.

use portal_api::exchange_config::{ExternalProvider, RateSource};

use crate::forms::SelectOption;
use crate::i18n::{ExchangeConfigKey, I18n, Key};
use crate::money::choice_options;

/// The translated name of a rate source.
pub fn rate_source_name(source: RateSource) -> ExchangeConfigKey {
    match source {
        RateSource::Fixed => ExchangeConfigKey::RateSourceFixed,
        RateSource::External => ExchangeConfigKey::RateSourceExternal,
    }
}

/// The translated name of an external provider.
pub fn provider_name(provider: ExternalProvider) -> ExchangeConfigKey {
    match provider {
        ExternalProvider::CentralBank => ExchangeConfigKey::ProviderCentralBank,
        ExternalProvider::MarketFeed => ExchangeConfigKey::ProviderMarketFeed,
        ExternalProvider::PartnerBank => ExchangeConfigKey::ProviderPartnerBank,
    }
}

/// The rate sources.
pub fn rate_source_options(i18n: I18n) -> Vec<SelectOption> {
    choice_options(i18n, RateSource::ALL, RateSource::value, rate_source_name)
}

/// The external providers.
pub fn provider_options(i18n: I18n) -> Vec<SelectOption> {
    choice_options(
        i18n,
        ExternalProvider::ALL,
        ExternalProvider::value,
        provider_name,
    )
}

/// The name of a selector's value as a record carries it: translated when the portal knows
/// the value, "Unknown (9)" when not, empty when absent.
pub fn value_name<T, K: Into<Key>>(
    i18n: I18n,
    value: Option<i64>,
    known: impl Fn(i64) -> Option<T>,
    name: impl Fn(T) -> K,
) -> String {
    match value {
        Some(v) => match known(v) {
            Some(known) => i18n.t(name(known)).to_owned(),
            None => i18n.tf(
                ExchangeConfigKey::UnknownValue,
                &[("value", &v.to_string())],
            ),
        },
        None => String::new(),
    }
}
