//! A tariff template row as the contract's tariff template with its id and times.

use portal_api::decimal::DecimalString;
use portal_api::tariffs::TariffTemplate;
use serde_json::Map;

use crate::clock::iso;
use crate::db::tariff_templates::TemplateRow;

/// The record: every named field of [`TariffTemplate`].
pub fn template(row: &TemplateRow) -> TariffTemplate {
    TariffTemplate {
        biz_id: row.biz_id.clone(),
        template_code: Some(row.code.clone()),
        template_name: Some(row.name.clone()),
        description: Some(row.description.clone()),
        is_default: Some(row.is_default),
        fee_model: Some(row.fee_model),
        fee_fixed_amount: Some(row.fee_fixed_amount),
        fee_rate: DecimalString::parse(&row.fee_rate).ok(),
        created_at: Some(iso(row.created_at)),
        updated_at: Some(iso(row.updated_at)),
        other: Map::new(),
    }
}
