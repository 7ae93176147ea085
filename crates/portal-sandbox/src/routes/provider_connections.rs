//! `/partner/connections/...`: provider connections, their cards, virtual accounts, payment
//! handles and transactions. Unknown ids answer 500 `SYSTEM.INTERNAL_ERROR`, as the contract
//! shows for the provider's fixtures.

mod actions;
mod reads;

use axum::routing::{get, post};
use axum::Router;
use portal_api::{paths, ErrorCode};

use rusqlite::Connection;
use serde_json::Value;

use crate::db::provider_connections;
use crate::db::scope::Scope;
use crate::envelope::ApiError;
use crate::record_id::Record;
use crate::state::AppState;

/// The area's routes.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route(paths::PARTNER_CARD, get(reads::card))
        .route(paths::PARTNER_PAYMENT_HANDLES, get(reads::handles))
        .route(paths::PARTNER_TRANSACTIONS, get(reads::transactions))
        .route(
            paths::PARTNER_TRANSACTIONS_AGGREGATION,
            get(reads::aggregation),
        )
        .route(paths::PARTNER_TRANSACTION, get(reads::transaction))
        .route(paths::PARTNER_TRANSACTION_FEES, get(reads::fee_details))
        .route(
            paths::PARTNER_VIRTUAL_ACCOUNTS,
            get(reads::virtual_accounts),
        )
        .route(paths::PARTNER_VIRTUAL_ACCOUNT, get(reads::virtual_account))
        .route(paths::PARTNER_ACTIVATE, post(actions::activate))
        .route(paths::PARTNER_SUSPEND, post(actions::suspend))
        .route(paths::PARTNER_CLOSE, post(actions::close))
        .route(paths::PARTNER_CARD_FREEZE, post(actions::freeze))
        .route(paths::PARTNER_CARD_UNFREEZE, post(actions::unfreeze))
        .route(paths::PARTNER_CARD_CANCEL, post(actions::cancel))
}

/// What an unknown connection, card, account or transaction answers.
fn provider_failed() -> ApiError {
    ApiError::new(ErrorCode::InternalError)
}

/// A connection's records (the connection itself, cards, accounts, transactions), by id.
#[derive(Debug)]
pub enum ProviderRecords {}

impl Record for ProviderRecords {
    fn unknown() -> ApiError {
        provider_failed()
    }
}

/// The connection `biz_id` when the caller may see its institution's records; another
/// institution's answers as an unknown one does, so that its existence is not told.
fn visible_connection(conn: &Connection, scope: &Scope, biz_id: &str) -> Result<Value, ApiError> {
    provider_connections::connection(conn, biz_id)?
        .filter(|c| scope.sees(c["institutionBizId"].as_str().unwrap_or_default()))
        .ok_or_else(provider_failed)
}
