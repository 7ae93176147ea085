//! Where an exchange rate comes from (`rateSource`) and which provider quotes it (`externalProvider`).

use crate::numeric_enum::numeric_enum;

numeric_enum! {
    /// Where a rate comes from. The contract gives `rateSource` as an integer without its
    /// values; these are the sandbox's (docs/sandbox-records.md).
    pub enum RateSource ("rate source") {
        /// `fixedRate` is the rate.
        Fixed = 1, "FIXED", "Fixed rate";
        /// The external provider quotes the rate; `fixedRate` is the fallback.
        External = 2, "EXTERNAL", "External provider";
    }
}

numeric_enum! {
    /// Who quotes an external rate. The contract gives `externalProvider` as "null or value";
    /// these values are the sandbox's (docs/sandbox-records.md).
    pub enum ExternalProvider ("external provider") {
        /// Central bank reference rates, published daily.
        CentralBank = 1, "CENTRAL_BANK", "Central bank reference";
        /// A streaming market data feed.
        MarketFeed = 2, "MARKET_FEED", "Market data feed";
        /// Quotes from the platform's partner bank.
        PartnerBank = 3, "PARTNER_BANK", "Partner bank quote";
    }
}
