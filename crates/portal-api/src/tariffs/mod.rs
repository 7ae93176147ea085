//! Tariff templates and the tariffs of wallets: records, request bodies and their checks.

mod template;
mod template_checks;
mod template_requests;
mod wallet;
mod wallet_query;

pub use template::TariffTemplate;
pub use template_checks::{
    validate_tariff_template, validate_tariff_template_delete, validate_tariff_template_update,
    TEMPLATE_CODE_MAX, TEMPLATE_DESCRIPTION_MAX, TEMPLATE_NAME_MAX,
};
pub use template_requests::{TariffTemplateCreate, TariffTemplateDelete, TariffTemplateUpdate};
pub use wallet::WalletTariff;
pub use wallet_query::{validate_wallet_tariff_workspace_query, WalletTariffWorkspaceQuery};
