//! An institution row as the contract's Institution, with enumeration objects or plain strings.

use portal_api::institutions::Institution;
use portal_api::EnumValue;

use crate::clock::iso;
use crate::db::institutions::InstitutionRow;
use crate::enums;

/// The tenant endpoints' form: type and status as enumeration objects.
pub fn with_objects(row: &InstitutionRow) -> Institution {
    build(
        row,
        enums::institution_type(&row.kind),
        enums::institution_status(&row.status),
    )
}

/// The workspace endpoint's form: type and status as plain strings.
pub fn with_strings(row: &InstitutionRow) -> Institution {
    build(
        row,
        EnumValue::Plain(row.kind.clone()),
        EnumValue::Plain(row.status.clone()),
    )
}

fn build(row: &InstitutionRow, kind: EnumValue, status: EnumValue) -> Institution {
    Institution {
        biz_id: row.biz_id.clone(),
        institution_name: row.name.clone(),
        institution_description: row.description.clone(),
        institution_remark: row.remark.clone(),
        institution_type: kind,
        institution_status: status,
        extra_config: row
            .extra_config
            .as_deref()
            .and_then(|text| serde_json::from_str(text).ok()),
        created_at: Some(iso(row.created_at)),
        updated_at: Some(iso(row.updated_at)),
    }
}
