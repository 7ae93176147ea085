//! Wallet currencies: every pair, a currency's pairs, its enabled ones, enable and disable.

use axum::extract::State;
use axum::routing::{get, post};
use axum::Router;
use portal_api::currency;
use portal_api::paths;
use portal_api::wallet_currencies::{
    validate_wallet_currency_toggle, wallet_currency_code, WalletCurrency, WalletCurrencyToggle,
};

use crate::auth_context::Authed;
use crate::clock::now_ms;
use crate::db::wallet_currencies::{self, Filter};
use crate::envelope::{ApiError, ApiResult, Reply};
use crate::extract::Json;
use crate::record_id::{Record, RecordId};
use crate::state::AppState;
use crate::views::wallet_currency::wallet_currency;

/// The area's routes.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route(paths::WALLET_CURRENCIES, get(all))
        .route(paths::WALLET_CURRENCY_ENABLE, post(enable))
        .route(paths::WALLET_CURRENCY_DISABLE, post(disable))
        .route(paths::WALLET_CURRENCY, get(of_currency))
        .route(paths::WALLET_CURRENCY_ENABLED, get(enabled_of_currency))
}

fn listed(app: &AppState, filter: Filter) -> ApiResult<Vec<WalletCurrency>> {
    let rows = app.db.with(|c| Ok(wallet_currencies::list(c, filter)?))?;
    Ok(Reply::ok(rows.iter().map(wallet_currency).collect()))
}

/// Currencies, by ISO 4217 code: anything else is 400.
#[derive(Debug)]
enum Currencies {}

impl Record for Currencies {
    fn unknown() -> ApiError {
        ApiError::invalid("walletCurrencyCode must be a supported ISO 4217 code such as USD")
    }
}

/// Every wallet type and currency pair, by wallet type.
async fn all(State(app): State<AppState>, _authed: Authed) -> ApiResult<Vec<WalletCurrency>> {
    listed(&app, Filter::default())
}

/// One currency's pair for each wallet type.
async fn of_currency(
    State(app): State<AppState>,
    _authed: Authed,
    RecordId(code, ..): RecordId<Currencies>,
) -> ApiResult<Vec<WalletCurrency>> {
    of_path_currency(&app, &code, false)
}

/// One currency's pairs that are enabled.
async fn enabled_of_currency(
    State(app): State<AppState>,
    _authed: Authed,
    RecordId(code, ..): RecordId<Currencies>,
) -> ApiResult<Vec<WalletCurrency>> {
    of_path_currency(&app, &code, true)
}

/// The pairs of the path's currency, all or only the enabled ones.
fn of_path_currency(
    app: &AppState,
    code: &str,
    enabled_only: bool,
) -> ApiResult<Vec<WalletCurrency>> {
    let currency = wallet_currency_code(code).ok_or_else(Currencies::unknown)?;
    let filter = Filter {
        currency_value: Some(currency.value),
        enabled_only,
    };
    listed(app, filter)
}

fn toggle(app: &AppState, body: &WalletCurrencyToggle, on: bool) -> ApiResult<WalletCurrency> {
    validate_wallet_currency_toggle(body)?;
    let currency = currency::by_value(body.currency_value)
        .ok_or_else(|| ApiError::invalid("currencyValue is not a supported currency"))?;
    let row = app.db.with(|c| {
        Ok(wallet_currencies::set_enabled(
            c,
            body.wallet_type_value,
            currency,
            on,
            now_ms(),
        )?)
    })?;
    Ok(Reply::ok(wallet_currency(&row)))
}

/// Lets wallets of the type hold the currency; answers the pair.
async fn enable(
    State(app): State<AppState>,
    _authed: Authed,
    Json(body): Json<WalletCurrencyToggle>,
) -> ApiResult<WalletCurrency> {
    toggle(&app, &body, true)
}

/// Stops wallets of the type holding the currency; answers the pair.
async fn disable(
    State(app): State<AppState>,
    _authed: Authed,
    Json(body): Json<WalletCurrencyToggle>,
) -> ApiResult<WalletCurrency> {
    toggle(&app, &body, false)
}
