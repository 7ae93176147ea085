//! English texts of configuration forms.

use crate::i18n::ConfigKey;

/// The English text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: ConfigKey) -> &'static str {
    match key {
        ConfigKey::FeeModelFixed => "Fixed amount",
        ConfigKey::FeeModelRate => "Rate",
        ConfigKey::FeeModelFixedPlusRate => "Fixed amount plus rate",
        ConfigKey::FeeModelBands => "Rate by amount band",
        ConfigKey::WalletPersonal => "Personal wallet",
        ConfigKey::WalletBusiness => "Business wallet",
        ConfigKey::WalletMerchant => "Merchant settlement wallet",
        ConfigKey::WalletCard => "Card funding wallet",
        ConfigKey::ChannelBankTransfer => "Bank transfer",
        ConfigKey::ChannelCard => "Card",
        ConfigKey::ChannelEWallet => "E-wallet",
        ConfigKey::UserFeePassThrough => "Users pay the channel fee",
        ConfigKey::UserFeeAbsorbed => "Workspace absorbs the fee",
        ConfigKey::UserFeeWalletTariff => "Users pay the wallet tariff",
        ConfigKey::ChooseOne => "Choose…",
        ConfigKey::Save => "Save",
        ConfigKey::Saved => "Saved",
        ConfigKey::Create => "Create",
        ConfigKey::Edit => "Edit",
        ConfigKey::Delete => "Delete",
        ConfigKey::Details => "Details",
        ConfigKey::RuleRequired => "This field is required.",
        ConfigKey::RuleTooLong => "Use at most {max} characters.",
        ConfigKey::RuleBadCharacters => "Use only letters, digits, “_” and “-”.",
        ConfigKey::RuleNegative => "Enter zero or more.",
        ConfigKey::RuleUnknown => "Choose one of the listed values.",
        ConfigKey::RuleAboveOne => "A rate is a fraction of the amount: at most 1 (1 = 100%).",
        ConfigKey::RuleBandsInvalid => {
            "Bands must have rising upper bounds and end with an open band."
        }
        ConfigKey::RuleBandsRequired => "This fee model needs bands.",
        ConfigKey::RuleBandsUnsupported => "This fee model is not available here.",
        ConfigKey::RuleUnknownCurrency => "Choose a supported currency.",
        ConfigKey::RuleSameCurrency => "Choose a currency other than the source currency.",
        ConfigKey::RuleMinAboveMax => "The minimum must not be above the maximum.",
        ConfigKey::RuleNotPositive => "Enter a value greater than zero.",
        ConfigKey::RuleNotJsonObject => "Enter a JSON object, such as {\"provider\": \"bank\"}.",
        ConfigKey::RuleProviderRequired => "Choose a provider for an external rate.",
        ConfigKey::RuleTaken => "This is already used. Choose another.",
        ConfigKey::RuleNothingToChange => "Change at least one field before saving.",
        ConfigKey::NotWholeNumber => "Enter a whole number, such as 250.",
        ConfigKey::NotDecimal => "Enter a decimal number with a point, such as 0.015.",
        ConfigKey::NotJson => "This is not valid JSON: {reason}",
        ConfigKey::WrongShape => "This JSON does not have the expected shape: {reason}",
        ConfigKey::NotBands => "These are not fee bands: {reason}",
        ConfigKey::RuleOutOfRange => "Enter a number from {min} to {max}.",
    }
}
