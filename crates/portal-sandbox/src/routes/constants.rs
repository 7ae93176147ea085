//! Reference constants: countries and time zones (no bearer token needed).

use axum::routing::get;
use axum::Router;
use portal_api::constants::{Country, Timezone};
use portal_api::paths;

use crate::envelope::Reply;
use crate::reference_data;
use crate::state::AppState;

/// The area's routes.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route(paths::COUNTRIES, get(countries))
        .route(paths::TIMEZONES, get(timezones))
}

async fn countries() -> Reply<&'static [Country]> {
    Reply::ok(reference_data::countries())
}

async fn timezones() -> Reply<&'static [Timezone]> {
    Reply::ok(reference_data::timezones())
}
