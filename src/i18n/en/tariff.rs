//! English texts of the tariffs area.

use crate::i18n::TariffKey;

/// The English text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: TariffKey) -> &'static str {
    match key {
        TariffKey::Title => "Tariffs",
        TariffKey::Intro => {
            "The fee templates new wallets start from, and the tariff each wallet pays."
        }
        TariffKey::DefaultTitle => "Default template",
        TariffKey::NoDefaultTitle => "No default template yet",
        TariffKey::NoDefaultBody => {
            "Make a template the default to choose the terms new wallets start from."
        }
        TariffKey::TemplatesTitle => "Tariff templates",
        TariffKey::NoTemplatesTitle => "No templates",
        TariffKey::NoTemplatesBody => "Create a template to set the fees new wallets pay.",
        TariffKey::NewTemplate => "New template",
        TariffKey::CreateTitle => "New tariff template",
        TariffKey::EditTitle => "Edit {name}",
        TariffKey::Code => "Code",
        TariffKey::Name => "Name",
        TariffKey::Default => "Default",
        TariffKey::FeeModel => "Fee model",
        TariffKey::FixedFee => "Fixed fee",
        TariffKey::FeeRate => "Fee rate",
        TariffKey::Actions => "Actions",
        TariffKey::FieldCode => "Template code",
        TariffKey::CodeHint => "Letters, digits, “_” and “-”. It cannot be changed later.",
        TariffKey::FieldName => "Template name",
        TariffKey::FieldDescription => "Description",
        TariffKey::FieldDefault => "Make this the default",
        TariffKey::FieldFixedFee => "Fixed fee (minor units)",
        TariffKey::FixedFeeHint => "In the smallest unit of the wallet's currency, such as cents.",
        TariffKey::FeeRateHint => "A fraction of the amount, such as 0.0050 for 0.5%.",
        TariffKey::Created => "Template created",
        TariffKey::DeleteTitle => "Delete tariff template",
        TariffKey::DeleteIntro => {
            "Delete the template “{name}” ({code})? Wallet tariffs copied from it keep their terms."
        }
        TariffKey::Deleted => "Template deleted",
        TariffKey::EditOne => "Edit {code}",
        TariffKey::DeleteOne => "Delete {code}",
        TariffKey::TemplateTitle => "Template {code}",
        TariffKey::BackToTariffs => "Back to tariffs",
        TariffKey::WalletTariffsTitle => "Wallet tariffs",
        TariffKey::Workspace => "Workspace",
        TariffKey::WalletsOf => "Wallets of workspace",
        TariffKey::AllWorkspaces => "All workspaces",
        TariffKey::Wallet => "Wallet",
        TariffKey::WalletType => "Wallet type",
        TariffKey::Currency => "Currency",
        TariffKey::NoWalletTariffsTitle => "No wallet tariffs",
        TariffKey::NoWalletTariffsBody => {
            "No wallet of this workspace that you can see has a tariff."
        }
        TariffKey::WalletTariffTitle => "Tariff of wallet {id}",
        TariffKey::NoWalletTariffTitle => "This wallet has no tariff",
        TariffKey::NoWalletTariffBody => {
            "No tariff has been set for this wallet, or you cannot see it."
        }
        TariffKey::WalletTransfers => "Transfers of this wallet",
    }
}
