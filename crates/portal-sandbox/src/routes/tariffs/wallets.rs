//! Wallet tariffs: all visible, one wallet's, whether a wallet has one, and a workspace's.

use axum::extract::State;
use portal_api::tariffs::{
    validate_wallet_tariff_workspace_query, WalletTariff, WalletTariffWorkspaceQuery,
};

use crate::db::wallet_tariffs;
use crate::envelope::{ApiError, ApiResult, Reply};
use crate::extract::Json;
use crate::record_id::{not_found_record, RecordId};
use crate::state::AppState;
use crate::viewer::Viewer;
use crate::views::wallet_tariff::tariff;

not_found_record!(
    /// Wallet tariffs, by wallet id.
    WalletTariffs,
    TARIFF
);

const TARIFF: &str = "Wallet tariff";

/// The tariffs of every wallet the caller sees; an empty array when there are none.
pub async fn list(State(app): State<AppState>, viewer: Viewer) -> ApiResult<Vec<WalletTariff>> {
    let rows = app
        .db
        .with(|c| Ok(wallet_tariffs::list(c, &viewer.scope, None)?))?;
    Ok(Reply::ok(rows.iter().map(tariff).collect()))
}

/// One wallet's tariff; 404 when the wallet is unknown, not visible or has no tariff.
pub async fn record(
    State(app): State<AppState>,
    viewer: Viewer,
    wallet: RecordId<WalletTariffs>,
) -> ApiResult<WalletTariff> {
    let row = wallet.seen_by(&app, &viewer, wallet_tariffs::of_wallet)?;
    Ok(Reply::ok(tariff(&row)))
}

/// Whether the wallet has a tariff: `false` too for a wallet that is unknown or not visible.
pub async fn exists(
    State(app): State<AppState>,
    viewer: Viewer,
    path: Result<RecordId<WalletTariffs>, ApiError>,
) -> ApiResult<bool> {
    let Ok(RecordId(wallet, ..)) = path else {
        return Ok(Reply::ok(false));
    };
    let row = app
        .db
        .with(|c| Ok(wallet_tariffs::of_wallet(c, &viewer.scope, &wallet)?))?;
    Ok(Reply::ok(row.is_some()))
}

/// The tariffs of `targetWorkspaceBizId`'s wallets; an empty array when the workspace has
/// none, does not exist or is not visible.
pub async fn of_workspace(
    State(app): State<AppState>,
    viewer: Viewer,
    Json(body): Json<WalletTariffWorkspaceQuery>,
) -> ApiResult<Vec<WalletTariff>> {
    validate_wallet_tariff_workspace_query(&body)?;
    let workspace = body.target_workspace_biz_id.trim();
    let rows = app
        .db
        .with(|c| Ok(wallet_tariffs::list(c, &viewer.scope, Some(workspace))?))?;
    Ok(Reply::ok(rows.iter().map(tariff).collect()))
}
