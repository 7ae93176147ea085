//! Select options for currencies, fee models, wallet types, channel types and who pays a
//! channel's fee: readable names, numeric values.

use leptos::prelude::*;
use portal_api::channel_type::ChannelType;
use portal_api::currency::CURRENCIES;
use portal_api::fees::FeeModel;
use portal_api::recharge_channels::UserFeeModel;
use portal_api::wallet_type::WalletType;

use portal_api::EnumValue;

use super::{currency_label, currency_of};
use crate::forms::SelectOption;
use crate::i18n::{use_i18n, ConfigKey, I18n, Key};

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
            label: currency_label(i18n, *c),
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

/// The translated name of a channel type.
pub fn channel_type_name(kind: ChannelType) -> ConfigKey {
    match kind {
        ChannelType::BankTransfer => ConfigKey::ChannelBankTransfer,
        ChannelType::Card => ConfigKey::ChannelCard,
        ChannelType::EWallet => ConfigKey::ChannelEWallet,
    }
}

/// The channel types.
pub fn channel_type_options(i18n: I18n) -> Vec<SelectOption> {
    std::iter::once(choose(i18n))
        .chain(ChannelType::ALL.iter().map(|c| SelectOption {
            value: c.value().to_string(),
            label: i18n.t(channel_type_name(*c)).to_owned(),
        }))
        .collect()
}

/// The translated name of who pays a channel's fee in a workspace.
pub fn user_fee_model_name(model: UserFeeModel) -> ConfigKey {
    match model {
        UserFeeModel::PassThrough => ConfigKey::UserFeePassThrough,
        UserFeeModel::Absorbed => ConfigKey::UserFeeAbsorbed,
        UserFeeModel::WalletTariff => ConfigKey::UserFeeWalletTariff,
    }
}

/// Who may pay a channel's fee in a workspace.
pub fn user_fee_model_options(i18n: I18n) -> Vec<SelectOption> {
    std::iter::once(choose(i18n))
        .chain(UserFeeModel::ALL.iter().map(|m| SelectOption {
            value: m.value().to_string(),
            label: i18n.t(user_fee_model_name(*m)).to_owned(),
        }))
        .collect()
}

/// A numeric selector's value in a table cell: its readable `name`, following the language;
/// the number itself when the portal does not know the value.
pub fn choice_cell(value: Option<i64>, name: impl Fn(i64) -> Option<ConfigKey>) -> AnyView {
    let i18n = use_i18n();
    match value.map(|v| (v, name(v))) {
        Some((_, Some(key))) => (move || i18n.t(key)).into_any(),
        Some((v, None)) => v.to_string().into_any(),
        None => ().into_any(),
    }
}

/// Names the contract's numeric selectors in a record read whole (`"feeModel": 3` becomes
/// "Fixed amount plus rate"), so the generic record view never shows a bare number for one, and
/// its currencies by their name in the chosen language ("USD — 米ドル"), not the server's
/// English label. A selector may come as its number or as an enumeration object. Read in a
/// reactive closure, the names follow the chosen language; amounts must be written with
/// their currency first ([`super::show_amounts`] reads the currency objects).
pub fn show_choices(record: &mut serde_json::Map<String, serde_json::Value>, i18n: I18n) {
    for (field, value) in record.iter_mut() {
        if field == "currency" || field.ends_with("Currency") {
            let currency: Option<EnumValue> = serde_json::from_value(value.clone()).ok();
            if let Some(known) = currency.as_ref().and_then(currency_of) {
                *value = serde_json::Value::String(currency_label(i18n, known));
            }
            continue;
        }
        let number = value
            .as_i64()
            .or_else(|| value.get("value").and_then(serde_json::Value::as_i64));
        let Some(number) = number else {
            continue;
        };
        let key = match field.as_str() {
            "feeModel" | "channelFeeModel" => FeeModel::from_value(number).map(fee_model_name),
            "userFeeModel" => UserFeeModel::from_value(number).map(user_fee_model_name),
            "channelType" => ChannelType::from_value(number).map(channel_type_name),
            "walletType" => WalletType::from_value(number).map(wallet_type_name),
            _ => None,
        };
        if let Some(key) = key {
            *value = serde_json::Value::String(i18n.t(key).to_owned());
        }
    }
}
