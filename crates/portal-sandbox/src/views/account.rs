//! An account row as the contract's Account.

use portal_api::profile::Account;

use crate::clock::iso;
use crate::db::accounts::AccountRow;

/// The Account of a stored row.
pub fn account(row: &AccountRow) -> Account {
    Account {
        biz_id: row.biz_id.clone(),
        institution_biz_id: row.institution_biz_id.clone(),
        account_email: row.email.clone(),
        account_phone: Some(row.phone.clone()),
        account_name: row.name.clone(),
        account_remark: row.remark.clone(),
        account_portal: row.portal.to_enum(),
        account_status: Some(row.status.to_enum()),
        created_at: Some(iso(row.created_at)),
        updated_at: Some(iso(row.updated_at)),
        default_language: row.default_language.clone(),
        default_timezone: row.default_timezone.clone(),
        default_country: row.default_country.clone(),
    }
}
