//! Tariff templates and wallet tariffs.

use portal_api::paths;
use portal_api::tariffs::{
    TariffTemplate, TariffTemplateCreate, TariffTemplateDelete, TariffTemplateUpdate, WalletTariff,
    WalletTariffWorkspaceQuery,
};
use portal_api::ErrorCode;
use serde_json::{Map, Value};

use crate::api::{core, unshown, ApiError};

/// Every tariff template.
pub async fn templates() -> Result<Vec<TariffTemplate>, ApiError> {
    core::get(paths::TARIFF_TEMPLATES).await
}

/// One tariff template with every field the server sends.
pub async fn template(biz_id: &str) -> Result<Map<String, Value>, ApiError> {
    core::get(&paths::fill(paths::TARIFF_TEMPLATE, &[biz_id])).await
}

/// The default template; `None` when no template is the default (the server's 404).
pub async fn default_template() -> Result<Option<TariffTemplate>, ApiError> {
    match core::get(paths::TARIFF_TEMPLATE_DEFAULT).await {
        Ok(template) => Ok(Some(template)),
        Err(e) if e.is(&ErrorCode::ResourceNotFound) => Ok(None),
        Err(e) => Err(e),
    }
}

/// Creates a template; the created record when the server returns it.
pub async fn create_template(
    body: &TariffTemplateCreate,
) -> Result<Option<TariffTemplate>, ApiError> {
    unshown::post(paths::TARIFF_TEMPLATE_CREATE, body).await
}

/// Changes a template's given fields; the updated record when the server returns it.
pub async fn update_template(
    body: &TariffTemplateUpdate,
) -> Result<Option<TariffTemplate>, ApiError> {
    unshown::post(paths::TARIFF_TEMPLATE_UPDATE, body).await
}

/// Deletes a template; the deleted record when the server returns it.
pub async fn delete_template(biz_id: &str) -> Result<Option<TariffTemplate>, ApiError> {
    let body = TariffTemplateDelete {
        biz_id: biz_id.to_owned(),
    };
    unshown::post(paths::TARIFF_TEMPLATE_DELETE, &body).await
}

/// The tariffs of every wallet the user sees.
pub async fn wallet_tariffs() -> Result<Vec<WalletTariff>, ApiError> {
    core::get(paths::WALLET_TARIFFS).await
}

/// One wallet's tariff with every field the server sends.
pub async fn wallet_tariff(wallet_biz_id: &str) -> Result<Map<String, Value>, ApiError> {
    core::get(&paths::fill(paths::WALLET_TARIFF, &[wallet_biz_id])).await
}

/// Whether a wallet has a tariff.
pub async fn wallet_tariff_exists(wallet_biz_id: &str) -> Result<bool, ApiError> {
    core::get(&paths::fill(paths::WALLET_TARIFF_EXISTS, &[wallet_biz_id])).await
}

/// The tariffs of one workspace's wallets.
pub async fn workspace_wallet_tariffs(
    workspace_biz_id: &str,
) -> Result<Vec<WalletTariff>, ApiError> {
    let body = WalletTariffWorkspaceQuery {
        target_workspace_biz_id: workspace_biz_id.to_owned(),
    };
    core::query(paths::WALLET_TARIFFS_WORKSPACE_QUERY, &body).await
}
