//! Select options for currencies, fee models and wallet types: readable names, numeric values.

use portal_api::currency::CURRENCIES;
use portal_api::fees::FeeModel;
use portal_api::wallet_type::WalletType;

use crate::components::SelectOption;
use crate::i18n::{ConfigKey, I18n, Key};

fn choose(i18n: I18n) -> SelectOption {
    SelectOption {
        value: String::new(),
        label: i18n.t(ConfigKey::ChooseOne).to_owned(),
    }
}

/// "Choose…", then one option per variant of a numeric enumeration: valued by its integer,
/// labelled with its translated name.
pub fn choice_options<T: Copy, K: Into<Key>>(
    i18n: I18n,
    variants: &[T],
    value: impl Fn(T) -> i64,
    name: impl Fn(T) -> K,
) -> Vec<SelectOption> {
    std::iter::once(choose(i18n))
        .chain(variants.iter().map(|&v| SelectOption {
            value: value(v).to_string(),
            label: i18n.t(name(v)).to_owned(),
        }))
        .collect()
}

/// "USD — US Dollar" for each currency the portal offers, valued by ISO 4217 number.
pub fn currency_options(i18n: I18n) -> Vec<SelectOption> {
    std::iter::once(choose(i18n))
        .chain(CURRENCIES.iter().map(|c| SelectOption {
            value: c.value.to_string(),
            label: format!("{} — {}", c.code, c.label),
        }))
        .collect()
}

/// The translated name of a fee model.
pub fn fee_model_name(model: FeeModel) -> ConfigKey {
    match model {
        FeeModel::Fixed => ConfigKey::FeeModelFixed,
        FeeModel::Rate => ConfigKey::FeeModelRate,
        FeeModel::FixedPlusRate => ConfigKey::FeeModelFixedPlusRate,
        FeeModel::Bands => ConfigKey::FeeModelBands,
    }
}

/// The fee models, optionally without bands (where a form has no bands).
pub fn fee_model_options(i18n: I18n, with_bands: bool) -> Vec<SelectOption> {
    let models: Vec<FeeModel> = FeeModel::ALL
        .iter()
        .copied()
        .filter(|m| with_bands || *m != FeeModel::Bands)
        .collect();
    choice_options(i18n, &models, FeeModel::value, fee_model_name)
}

/// The translated name of a wallet type.
pub fn wallet_type_name(kind: WalletType) -> ConfigKey {
    match kind {
        WalletType::Personal => ConfigKey::WalletPersonal,
        WalletType::Business => ConfigKey::WalletBusiness,
        WalletType::Merchant => ConfigKey::WalletMerchant,
        WalletType::Card => ConfigKey::WalletCard,
    }
}

/// The wallet types.
pub fn wallet_type_options(i18n: I18n) -> Vec<SelectOption> {
    choice_options(i18n, WalletType::ALL, WalletType::value, wallet_type_name)
}
