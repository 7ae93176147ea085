//! The provider reads: one card, the lists of a connection, one record, fees and aggregation.

use std::collections::BTreeMap;

use axum::extract::State;
use portal_api::provider_connections::{AggregateBucket, TransactionAggregation};
use serde_json::{json, Value};

use super::{provider_failed, visible_connection, ProviderRecords};
use crate::db::provider_connections::{self, Kind};
use crate::envelope::{ApiError, ApiResult, Reply};
use crate::record_id::RecordId;
use crate::state::AppState;
use crate::viewer::Viewer;

type One = RecordId<ProviderRecords>;
type Two = RecordId<ProviderRecords, (String, String)>;

/// One record of a connection the caller may see.
fn find(app: &AppState, viewer: &Viewer, kind: Kind, path: Two) -> Result<Value, ApiError> {
    let RecordId((connection, id), ..) = path;
    let record = app.db.with(|c| {
        visible_connection(c, &viewer.scope, &connection)?;
        Ok(provider_connections::record(c, kind, &connection, &id)?)
    })?;
    record.ok_or_else(provider_failed)
}

fn one_record(app: &AppState, viewer: &Viewer, kind: Kind, path: Two) -> ApiResult<Value> {
    find(app, viewer, kind, path).map(Reply::ok)
}

/// Every record of `kind` of a connection the caller may see.
fn records(app: &AppState, viewer: &Viewer, kind: Kind, path: One) -> Result<Vec<Value>, ApiError> {
    let RecordId(connection, ..) = path;
    app.db.with(|c| {
        visible_connection(c, &viewer.scope, &connection)?;
        Ok(provider_connections::list(c, kind, &connection)?)
    })
}

/// `GET …/{connectionBizId}/cards/{cardBizId}`.
pub async fn card(State(app): State<AppState>, viewer: Viewer, path: Two) -> ApiResult<Value> {
    one_record(&app, &viewer, Kind::Card, path)
}

/// `GET …/{connectionBizId}/virtual-accounts/{virtualAccountBizId}`.
pub async fn virtual_account(
    State(app): State<AppState>,
    viewer: Viewer,
    path: Two,
) -> ApiResult<Value> {
    one_record(&app, &viewer, Kind::VirtualAccount, path)
}

/// `GET …/{connectionBizId}/transactions/{transactionBizId}`.
pub async fn transaction(
    State(app): State<AppState>,
    viewer: Viewer,
    path: Two,
) -> ApiResult<Value> {
    one_record(&app, &viewer, Kind::Transaction, path)
}

/// `GET …/{connectionBizId}/virtual-accounts`: an array.
pub async fn virtual_accounts(
    State(app): State<AppState>,
    viewer: Viewer,
    path: One,
) -> ApiResult<Vec<Value>> {
    records(&app, &viewer, Kind::VirtualAccount, path).map(Reply::ok)
}

/// `GET …/{connectionBizId}/payments/handles`: an array.
pub async fn handles(
    State(app): State<AppState>,
    viewer: Viewer,
    path: One,
) -> ApiResult<Vec<Value>> {
    records(&app, &viewer, Kind::Handle, path).map(Reply::ok)
}

/// `GET …/{connectionBizId}/transactions`: an array, newest first.
pub async fn transactions(
    State(app): State<AppState>,
    viewer: Viewer,
    path: One,
) -> ApiResult<Vec<Value>> {
    let mut list = records(&app, &viewer, Kind::Transaction, path)?;
    // ISO 8601 UTC times sort as text.
    list.sort_by(|a, b| b["createdAt"].as_str().cmp(&a["createdAt"].as_str()));
    Ok(Reply::ok(list))
}

/// `GET …/transactions/{transactionBizId}/fee-details`: a processing fee of 0.5% (at least 30
/// minor units) and, outside USD, a 1% currency conversion fee.
pub async fn fee_details(
    State(app): State<AppState>,
    viewer: Viewer,
    path: Two,
) -> ApiResult<Value> {
    let tx = find(&app, &viewer, Kind::Transaction, path)?;
    let amount = tx["amount"].as_i64().unwrap_or(0);
    let currency = tx["currency"].as_str().unwrap_or("USD");
    let mut items = vec![json!({"feeType": "PROCESSING", "amount": (amount / 200).max(30)})];
    if currency != "USD" {
        items.push(json!({"feeType": "FX_CONVERSION", "amount": amount / 100}));
    }
    let total: i64 = items.iter().filter_map(|i| i["amount"].as_i64()).sum();
    Ok(Reply::ok(json!({
        "transactionBizId": tx["bizId"], "currency": currency, "items": items, "totalFee": total
    })))
}

/// `GET …/{connectionBizId}/transactions/aggregation`: count, per-currency totals and
/// per-status counts.
pub async fn aggregation(
    State(app): State<AppState>,
    viewer: Viewer,
    path: One,
) -> ApiResult<TransactionAggregation> {
    let list = records(&app, &viewer, Kind::Transaction, path)?;
    let mut by_currency: BTreeMap<String, (u64, i64)> = BTreeMap::new();
    let mut by_status: BTreeMap<String, u64> = BTreeMap::new();
    for tx in &list {
        let key = |f: &str| tx[f].as_str().unwrap_or("UNKNOWN").to_owned();
        let entry = by_currency.entry(key("currency")).or_default();
        entry.0 += 1;
        entry.1 += tx["amount"].as_i64().unwrap_or(0);
        *by_status.entry(key("status")).or_default() += 1;
    }
    Ok(Reply::ok(TransactionAggregation {
        transaction_count: Some(list.len() as u64),
        by_currency: by_currency
            .into_iter()
            .map(|(key, (count, total))| AggregateBucket {
                key,
                count,
                total_amount: Some(total),
            })
            .collect(),
        by_status: by_status
            .into_iter()
            .map(|(key, count)| AggregateBucket {
                key,
                count,
                total_amount: None,
            })
            .collect(),
        other: Default::default(),
    }))
}
