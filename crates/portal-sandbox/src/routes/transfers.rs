//! Transfer orders: one order, whether it completed, and the pages of a wallet or a workspace.

use axum::extract::State;
use axum::routing::{get, post};
use axum::Router;
use portal_api::pagination::PgB;
use portal_api::transfers::{
    validate_transfer_workspace_query, TransferOrder, TransferStatus, TransferWorkspaceQuery,
};
use portal_api::{paths, PageRequest};

use crate::db::transfers::{self, Of};
use crate::envelope::{ApiResult, Reply};
use crate::extract::Json;
use crate::paging::{PageBody, PageQuery};
use crate::record_id::{not_found_record, RecordId};
use crate::state::AppState;
use crate::viewer::Viewer;
use crate::views::transfer::order;

not_found_record!(
    /// A transfer order.
    TransferOrders,
    "Transfer order"
);

not_found_record!(
    /// A wallet.
    Wallets,
    "Wallet"
);

/// The area's routes.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route(paths::TRANSFER_ORDER, get(record))
        .route(paths::TRANSFER_ORDER_COMPLETED, get(completed))
        .route(paths::TRANSFER_ORDERS_OF_WALLET, get(of_wallet))
        .route(paths::TRANSFER_ORDERS_WORKSPACE_QUERY, post(of_workspace))
}

/// One order; 404 `RESOURCE.NOT_FOUND` when unknown or not visible.
async fn record(
    State(app): State<AppState>,
    viewer: Viewer,
    id: RecordId<TransferOrders>,
) -> ApiResult<TransferOrder> {
    Ok(Reply::ok(order(&id.seen_by(
        &app,
        &viewer,
        transfers::by_biz_id,
    )?)))
}

/// Whether the order is COMPLETED; 404 as for the order itself.
async fn completed(
    State(app): State<AppState>,
    viewer: Viewer,
    id: RecordId<TransferOrders>,
) -> ApiResult<bool> {
    let row = id.seen_by(&app, &viewer, transfers::by_biz_id)?;
    Ok(Reply::ok(row.status == TransferStatus::Completed))
}

fn page_of(
    app: &AppState,
    viewer: &Viewer,
    of: Of<'_>,
    page: PageRequest,
) -> ApiResult<PgB<TransferOrder>> {
    let (rows, total) = app.db.with(|c| {
        Ok(transfers::list(
            c,
            &viewer.scope,
            of,
            page.offset(),
            page.size as u64,
        )?)
    })?;
    let items = rows.iter().map(order).collect();
    Ok(Reply::ok(page.page_of(items, total).into_pg_b()))
}

/// The orders debiting or crediting the wallet, newest first (PG-B; `page` and `size` in the
/// query string). A wallet that is unknown or not visible has none.
async fn of_wallet(
    State(app): State<AppState>,
    viewer: Viewer,
    RecordId(wallet, ..): RecordId<Wallets>,
    PageQuery(page): PageQuery,
) -> ApiResult<PgB<TransferOrder>> {
    page_of(&app, &viewer, Of::Wallet(&wallet), page)
}

/// The orders of `targetWorkspaceBizId`, newest first (PG-B; `page` and `size` in the body).
/// A workspace that is unknown or not visible has none.
async fn of_workspace(
    State(app): State<AppState>,
    viewer: Viewer,
    Json(body): Json<TransferWorkspaceQuery>,
) -> ApiResult<PgB<TransferOrder>> {
    validate_transfer_workspace_query(&body)?;
    let page = PageBody {
        page: body.page,
        size: body.size,
    }
    .normalise()?;
    let workspace = body.target_workspace_biz_id.trim();
    page_of(&app, &viewer, Of::Workspace(workspace), page)
}
