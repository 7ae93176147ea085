//! The typed i18n layer: one key per user-visible string, one checked catalogue per locale.

mod catalog;
mod context;
mod display_names;
mod field_names;
mod interpolate;
mod key;
mod keys;
mod loaded;
mod locales;
mod message;
mod numbers;

pub use catalog::{english_part, keep_english, EnglishPart};
pub use context::{provide_i18n, use_i18n, I18n};
pub use display_names::{country_name, currency_name, region_name, zone_name};
pub use field_names::field_key;
pub use interpolate::interpolate;
pub use key::Key;
pub use keys::{
    AccessKey, AccountsKey, AuthKey, CodeKey, CommonKey, ConfigKey, ErrorKey, ExchangeConfigKey,
    ExchangesKey, ExportsKey, FieldKey, FilesKey, InstitutionsKey, IpWhitelistKey, ListsKey,
    NotificationChannelsKey, ProfileKey, ProviderConnectionsKey, RechargeChannelsKey, RechargesKey,
    ReferralsKey, RegisterKey, RolesKey, ShellKey, TariffsKey, TransfersKey, WalletCurrenciesKey,
    WithdrawalChannelsKey, WorkspaceKey,
};
pub use loaded::preload;
pub use locales::{native_name, ui_locale, OFFERED};
pub use message::Message;
pub use numbers::{
    decimal_for_typing, decimal_from_typing, integer_from_typing, localize_count, localize_number,
    Typed,
};

/// The English text of `key`, whatever the shown language: what finds an area by its English
/// name in every language.
pub fn english(key: impl Into<Key>) -> &'static str {
    catalog::text(portal_api::Locale::En, key.into())
}
