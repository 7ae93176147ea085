//! `POST /tariffs/templates/create`, `/update` and `/delete`: each answers the template as it
//! is (or was) afterwards, and a template made the default takes the previous default's place.

use axum::extract::State;
use portal_api::tariffs::{
    validate_tariff_template, validate_tariff_template_delete, validate_tariff_template_update,
    TariffTemplate, TariffTemplateCreate, TariffTemplateDelete, TariffTemplateUpdate,
};
use portal_api::validation::{FieldError, Rule, ValidationErrors};

use super::templates::TEMPLATE;
use crate::auth_context::Authed;
use crate::clock::now_ms;
use crate::db::tariff_templates::{self, TemplateRow};
use crate::envelope::{ApiResult, Reply};
use crate::extract::Json;
use crate::ids;
use crate::not_found::not_found;
use crate::state::AppState;
use crate::views::tariff_template::template;

/// A new template; a code already used (in any case) is 400 `VALIDATION.INVALID_PARAMETER`.
pub async fn create(
    State(app): State<AppState>,
    _authed: Authed,
    Json(body): Json<TariffTemplateCreate>,
) -> ApiResult<TariffTemplate> {
    validate_tariff_template(&body)?;
    let now = now_ms();
    let row = TemplateRow {
        biz_id: ids::biz_id("tpl"),
        code: body.template_code,
        name: body.template_name.trim().to_owned(),
        description: body.description.trim().to_owned(),
        is_default: body.is_default,
        fee_model: body.fee_model.value(),
        fee_fixed_amount: body.fee_fixed_amount,
        fee_rate: body.fee_rate.to_string(),
        created_at: now,
        updated_at: now,
    };
    if !app.db.with(|c| Ok(tariff_templates::create(c, &row)?))? {
        let taken = FieldError {
            field: "templateCode",
            rule: Rule::Taken,
        };
        return Err(ValidationErrors(vec![taken]).into());
    }
    Ok(Reply::ok(template(&row)))
}

/// Changes the given fields; `isDefault: false` on the default leaves no default.
pub async fn update(
    State(app): State<AppState>,
    _authed: Authed,
    Json(body): Json<TariffTemplateUpdate>,
) -> ApiResult<TariffTemplate> {
    validate_tariff_template_update(&body)?;
    let row = app.db.with(|c| {
        let mut row =
            tariff_templates::by_biz_id(c, &body.biz_id)?.ok_or_else(|| not_found(TEMPLATE))?;
        if let Some(name) = &body.template_name {
            row.name = name.trim().to_owned();
        }
        if let Some(description) = &body.description {
            row.description = description.trim().to_owned();
        }
        if let Some(is_default) = body.is_default {
            row.is_default = is_default;
        }
        if let Some(model) = body.fee_model {
            row.fee_model = model.value();
        }
        if let Some(amount) = body.fee_fixed_amount {
            row.fee_fixed_amount = amount;
        }
        if let Some(rate) = &body.fee_rate {
            row.fee_rate = rate.to_string();
        }
        row.updated_at = now_ms();
        tariff_templates::update(c, &row)?;
        Ok(row)
    })?;
    Ok(Reply::ok(template(&row)))
}

/// Deletes a template (the default too, which leaves no default); answers it as it was.
pub async fn delete(
    State(app): State<AppState>,
    _authed: Authed,
    Json(body): Json<TariffTemplateDelete>,
) -> ApiResult<TariffTemplate> {
    validate_tariff_template_delete(&body)?;
    let row = app
        .db
        .with(|c| Ok(tariff_templates::delete(c, &body.biz_id)?))?
        .ok_or_else(|| not_found(TEMPLATE))?;
    Ok(Reply::ok(template(&row)))
}
