//! Keys of the tariff texts.

/// Tariff templates, the default template and wallet tariffs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TariffsKey {
    /// Tariffs
    Title,
    /// The fee templates new wallets start from, and the tariff each wallet pays.
    Intro,
    /// Default template
    DefaultTitle,
    /// No default template yet
    NoDefaultTitle,
    /// Make a template the default to choose the terms new wallets start from.
    NoDefaultBody,
    /// Tariff templates
    TemplatesTitle,
    /// No templates
    NoTemplatesTitle,
    /// Create a template to set the fees new wallets pay.
    NoTemplatesBody,
    /// New template
    NewTemplate,
    /// New tariff template
    CreateTitle,
    /// Edit {name}
    EditTitle,
    /// Code
    Code,
    /// Name
    Name,
    /// Default
    Default,
    /// Fee model
    FeeModel,
    /// Fixed fee
    FixedFee,
    /// Fee rate
    FeeRate,
    /// Actions
    Actions,
    /// Template code
    FieldCode,
    /// Letters, digits, “_” and “-”. It cannot be changed later.
    CodeHint,
    /// Template name
    FieldName,
    /// Description
    FieldDescription,
    /// Make this the default
    FieldDefault,
    /// Once saved, no template is the default until another is made the default.
    UndefaultNote,
    /// Once saved, this template becomes the default, replacing any other.
    NewDefaultNote,
    /// Fixed fee (minor units)
    FieldFixedFee,
    /// In the smallest unit of the wallet's currency, such as cents.
    FixedFeeHint,
    /// A percentage of the amount, such as 0.5 for 0.5 %.
    FeeRateHint,
    /// Template created
    Created,
    /// Delete tariff template
    DeleteTitle,
    /// Delete the template “{name}” ({code})? Wallet tariffs copied from it keep their terms.
    DeleteIntro,
    /// It is the default template: until another is made the default, none will be.
    DeleteDefaultNote,
    /// Template deleted
    Deleted,
    /// Edit {code}
    EditOne,
    /// Delete {code}
    DeleteOne,
    /// Template {code}
    TemplateTitle,
    /// Back to tariffs
    BackToTariffs,
    /// Wallet tariffs
    WalletTariffsTitle,
    /// Workspace
    Workspace,
    /// Wallets of workspace
    WalletsOf,
    /// All workspaces
    AllWorkspaces,
    /// Wallet
    Wallet,
    /// Wallet type
    WalletType,
    /// Currency
    Currency,
    /// No wallet tariffs
    NoWalletTariffsTitle,
    /// No wallet of this workspace that you can see has a tariff.
    NoWalletTariffsBody,
    /// Tariff of wallet {id}
    WalletTariffTitle,
    /// This wallet has no tariff
    NoWalletTariffTitle,
    /// No tariff has been set for this wallet, or you cannot see it.
    NoWalletTariffBody,
    /// Transfers of this wallet
    WalletTransfers,
    /// Fee rate (%)
    FieldFeeRate,
}
