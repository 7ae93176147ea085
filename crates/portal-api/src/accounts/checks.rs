//! The rules of the account administration bodies, shared by the sandbox and the forms.

use super::{
    AccountInitRequest, AccountStatusRequest, AccountUpdateRequest, UserRejectRequest,
    SETTABLE_STATUSES,
};
use crate::validation::{Checks, Rule, ValidationErrors, BIZ_ID_MAX};

/// The longest email.
pub const EMAIL_MAX: usize = 254;
/// The longest display name.
pub const DISPLAY_NAME_MAX: usize = 100;
/// The longest rejection reason.
pub const REASON_MAX: usize = 255;

/// Whether `value` is shaped like an email address: one `@`, a dotted domain, no spaces.
pub fn looks_like_email(value: &str) -> bool {
    match value.trim().split_once('@') {
        Some((local, domain)) => {
            !local.is_empty()
                && domain.contains('.')
                && !domain.contains('@')
                && !domain.starts_with('.')
                && !domain.ends_with('.')
                && !value.trim().chars().any(char::is_whitespace)
        }
        None => false,
    }
}

/// Email required, email-shaped, at most 254; display name required, at most 100; the
/// institution id at most 64.
pub fn validate_account_init(request: &AccountInitRequest) -> Result<(), ValidationErrors> {
    let mut checks = Checks::new();
    checks.required("email", &request.email, EMAIL_MAX);
    checks.check(
        !request.email.trim().is_empty() && !looks_like_email(&request.email),
        "email",
        Rule::NotEmail,
    );
    checks.required("displayName", &request.display_name, DISPLAY_NAME_MAX);
    if let Some(institution) = &request.institution_biz_id {
        checks.max_len("institutionBizId", institution, BIZ_ID_MAX);
    }
    checks.finish()
}

/// The account id required; the status one of [`SETTABLE_STATUSES`].
pub fn validate_status_change(request: &AccountStatusRequest) -> Result<(), ValidationErrors> {
    let mut checks = Checks::new();
    checks.required("userBizId", &request.user_biz_id, BIZ_ID_MAX);
    if request.account_status.trim().is_empty() {
        checks.check(true, "accountStatus", Rule::Required);
    } else {
        checks.check(
            !SETTABLE_STATUSES.contains(&request.account_status.as_str()),
            "accountStatus",
            Rule::Unknown,
        );
    }
    checks.finish()
}

/// The account id required; the display name required, at most 100.
pub fn validate_account_update(request: &AccountUpdateRequest) -> Result<(), ValidationErrors> {
    let mut checks = Checks::new();
    checks.required("userBizId", &request.user_biz_id, BIZ_ID_MAX);
    checks.required("displayName", &request.display_name, DISPLAY_NAME_MAX);
    checks.finish()
}

/// The user id required; the reason required, at most 255.
pub fn validate_user_reject(request: &UserRejectRequest) -> Result<(), ValidationErrors> {
    let mut checks = Checks::new();
    checks.required("userBizId", &request.user_biz_id, BIZ_ID_MAX);
    checks.required("reason", &request.reason, REASON_MAX);
    checks.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_init_is_refused_field_by_field() {
        let errors = validate_account_init(&AccountInitRequest::default()).unwrap_err();
        assert_eq!(errors.rule_of("email"), Some(Rule::Required));
        assert_eq!(errors.rule_of("displayName"), Some(Rule::Required));
        let bad = AccountInitRequest {
            email: "not an email".into(),
            display_name: "x".repeat(101),
            institution_biz_id: None,
        };
        let errors = validate_account_init(&bad).unwrap_err();
        assert_eq!(errors.rule_of("email"), Some(Rule::NotEmail));
        assert_eq!(errors.rule_of("displayName"), Some(Rule::TooLong(100)));
        let good = AccountInitRequest {
            email: "new.admin@portal.test".into(),
            display_name: "New Admin".into(),
            institution_biz_id: Some("ins_acme_payments".into()),
        };
        assert!(validate_account_init(&good).is_ok());
    }

    #[test]
    fn statuses_reasons_and_names() {
        let status = |s: &str| AccountStatusRequest {
            user_biz_id: "acc_ops".into(),
            account_status: s.into(),
        };
        assert!(validate_status_change(&status("DISABLED")).is_ok());
        assert!(validate_status_change(&status("ACTIVE")).is_ok());
        let refused = validate_status_change(&status("PENDING_INIT")).unwrap_err();
        assert_eq!(refused.rule_of("accountStatus"), Some(Rule::Unknown));
        let empty = validate_status_change(&AccountStatusRequest::default()).unwrap_err();
        assert_eq!(empty.rule_of("userBizId"), Some(Rule::Required));
        assert_eq!(empty.rule_of("accountStatus"), Some(Rule::Required));
        let reject = UserRejectRequest {
            user_biz_id: "acc_pending".into(),
            reason: "  ".into(),
        };
        let refused = validate_user_reject(&reject).unwrap_err();
        assert_eq!(refused.rule_of("reason"), Some(Rule::Required));
        let rename = AccountUpdateRequest {
            user_biz_id: "acc_ops".into(),
            display_name: String::new(),
        };
        let refused = validate_account_update(&rename).unwrap_err();
        assert_eq!(refused.rule_of("displayName"), Some(Rule::Required));
        assert!(looks_like_email("a@b.co"));
        assert!(!looks_like_email("a@b"));
        assert!(!looks_like_email("a b@c.de"));
    }
}
