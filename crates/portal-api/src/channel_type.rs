//! What kind of payment rail a recharge or withdrawal channel is (`channelType`).

use crate::numeric_enum::numeric_enum;

numeric_enum! {
    /// The kind of a recharge or withdrawal channel. The contract gives `channelType` as an
    /// integer without its values; these are the sandbox's (docs/sandbox-records.md).
    pub enum ChannelType ("channel type") {
        /// A bank transfer (SWIFT, SEPA, local clearing).
        BankTransfer = 1, "BANK_TRANSFER", "Bank transfer";
        /// A card payment or payout.
        Card = 2, "CARD", "Card";
        /// An e-wallet or local payment scheme.
        EWallet = 3, "E_WALLET", "E-wallet";
    }
}
