//! Wallet types: the kinds of wallet a workspace holds, sent as `walletTypeValue`.

use crate::numeric_enum::numeric_enum;

numeric_enum! {
    /// A kind of wallet. The contract sends wallet types as integers (`walletTypeValue`)
    /// without listing them; these are the sandbox's (docs/sandbox-records.md).
    pub enum WalletType ("wallet type") {
        /// A consumer's own wallet.
        Personal = 10030601, "PERSONAL", "Personal wallet";
        /// A company's operating wallet.
        Business = 10030602, "BUSINESS", "Business wallet";
        /// Where a merchant's card and payment takings settle.
        Merchant = 10030603, "MERCHANT", "Merchant settlement wallet";
        /// Funds the cards issued on it.
        Card = 10030604, "CARD", "Card funding wallet";
    }
}
