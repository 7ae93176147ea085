//! `GET /tariffs/templates`, `/tariffs/templates/{templateBizId}` and `/tariffs/templates/default`.

use axum::extract::State;
use portal_api::tariffs::TariffTemplate;

use crate::auth_context::Authed;
use crate::db::tariff_templates;
use crate::envelope::{ApiResult, Reply};
use crate::not_found::not_found;
use crate::record_id::{not_found_record, Record, RecordId};
use crate::state::AppState;
use crate::views::tariff_template::template;

not_found_record!(
    /// Tariff templates, by id.
    TariffTemplates,
    TEMPLATE
);

/// What a missing template is called in the 404 message.
pub const TEMPLATE: &str = "Tariff template";

/// Every template in creation order; an empty array when there are none.
pub async fn list(State(app): State<AppState>, _authed: Authed) -> ApiResult<Vec<TariffTemplate>> {
    let rows = app.db.with(|c| Ok(tariff_templates::list(c)?))?;
    Ok(Reply::ok(rows.iter().map(template).collect()))
}

/// One template; 404 `RESOURCE.NOT_FOUND` when unknown.
pub async fn record(
    State(app): State<AppState>,
    _authed: Authed,
    RecordId(biz_id, ..): RecordId<TariffTemplates>,
) -> ApiResult<TariffTemplate> {
    let row = app
        .db
        .with(|c| Ok(tariff_templates::by_biz_id(c, &biz_id)?))?
        .ok_or_else(TariffTemplates::unknown)?;
    Ok(Reply::ok(template(&row)))
}

/// The default template; 404 `RESOURCE.NOT_FOUND` when no template is the default.
pub async fn default(State(app): State<AppState>, _authed: Authed) -> ApiResult<TariffTemplate> {
    let row = app
        .db
        .with(|c| Ok(tariff_templates::default_template(c)?))?
        .ok_or_else(|| not_found("Default tariff template"))?;
    Ok(Reply::ok(template(&row)))
}
