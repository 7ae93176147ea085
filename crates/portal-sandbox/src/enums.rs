//! The sandbox's enumerations (portal, account, institution, recharge status) and their wire forms.

use portal_api::accounts::{ACCOUNT_DISABLED, ACCOUNT_REJECTED};
use portal_api::auth::MfaMethod;
use portal_api::enumeration::{
    ACCOUNT_ACTIVE, ACCOUNT_PENDING_INIT, INSTITUTION_ACTIVE, PORTAL_SERVICE, PORTAL_TENANT,
};
use portal_api::recharges::RechargeStatus;
use portal_api::{EnumObject, EnumValue};

fn object(code: &str, value: i64, label: &str) -> EnumValue {
    EnumValue::Object(EnumObject {
        code: code.to_owned(),
        value,
        label: label.to_owned(),
        description: None,
    })
}

/// Which portal an account belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PortalKind {
    /// The service (operator) portal.
    Service,
    /// A tenant portal.
    Tenant,
}

impl PortalKind {
    /// Stored and symbolic code.
    pub fn code(self) -> &'static str {
        match self {
            Self::Service => PORTAL_SERVICE.0,
            Self::Tenant => PORTAL_TENANT.0,
        }
    }

    /// Parses a stored code.
    pub fn parse(code: &str) -> Option<Self> {
        [Self::Service, Self::Tenant]
            .into_iter()
            .find(|k| k.code() == code)
    }

    /// The enumeration object (`accountPortal`).
    pub fn to_enum(self) -> EnumValue {
        match self {
            Self::Service => object(PORTAL_SERVICE.0, PORTAL_SERVICE.1, "Service portal"),
            Self::Tenant => object(PORTAL_TENANT.0, PORTAL_TENANT.1, "Tenant portal"),
        }
    }
}

/// An account's status.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AccountStatus {
    /// Can sign in.
    Active,
    /// Waiting for its first password.
    PendingInit,
    /// Waiting for an administrator's approval (sandbox value 10010201).
    PendingApproval,
    /// Turned off by an administrator; cannot sign in.
    Disabled,
    /// A pending user an administrator turned down; cannot sign in.
    Rejected,
}

impl AccountStatus {
    /// Whether `password/init` may set this account's password: an active account (a reset) or
    /// one waiting for its first; never a disabled, rejected or unapproved one.
    pub fn may_set_password(self) -> bool {
        matches!(self, Self::Active | Self::PendingInit)
    }

    /// Stored and symbolic code.
    pub fn code(self) -> &'static str {
        match self {
            Self::Active => ACCOUNT_ACTIVE.0,
            Self::PendingInit => ACCOUNT_PENDING_INIT.0,
            Self::PendingApproval => "PENDING_APPROVAL",
            Self::Disabled => ACCOUNT_DISABLED.0,
            Self::Rejected => ACCOUNT_REJECTED.0,
        }
    }

    /// Numeric value.
    pub fn value(self) -> i64 {
        match self {
            Self::Active => ACCOUNT_ACTIVE.1,
            Self::PendingInit => ACCOUNT_PENDING_INIT.1,
            Self::PendingApproval => 10010201,
            Self::Disabled => ACCOUNT_DISABLED.1,
            Self::Rejected => ACCOUNT_REJECTED.1,
        }
    }

    /// Parses a stored code.
    pub fn parse(code: &str) -> Option<Self> {
        [
            Self::Active,
            Self::PendingInit,
            Self::PendingApproval,
            Self::Disabled,
            Self::Rejected,
        ]
        .into_iter()
        .find(|s| s.code() == code)
    }

    /// The enumeration object (`accountStatus`).
    pub fn to_enum(self) -> EnumValue {
        let label = match self {
            Self::Active => "Active",
            Self::PendingInit => "Pending initialisation",
            Self::PendingApproval => "Pending approval",
            Self::Disabled => "Disabled",
            Self::Rejected => "Rejected",
        };
        object(self.code(), self.value(), label)
    }
}

/// Institution types: code, value, label. PARTNER and CONSUMER values are the sandbox's own.
pub const INSTITUTION_TYPES: [(&str, i64, &str); 4] = [
    (PORTAL_SERVICE.0, PORTAL_SERVICE.1, "Service"),
    (PORTAL_TENANT.0, PORTAL_TENANT.1, "Tenant"),
    ("PARTNER", 10010103, "Partner"),
    ("CONSUMER", 10010104, "Consumer"),
];

/// Institution statuses: code, value, label. Only ACTIVE's value is in the contract.
pub const INSTITUTION_STATUSES: [(&str, i64, &str); 6] = [
    ("PENDING", 10010401, "Pending"),
    ("REVIEWING", 10010402, "Reviewing"),
    (INSTITUTION_ACTIVE.0, INSTITUTION_ACTIVE.1, "Active"),
    ("REJECTED", 10010404, "Rejected"),
    ("SUSPENDED", 10010405, "Suspended"),
    ("CLOSED", 10010406, "Closed"),
];

fn lookup(table: &[(&str, i64, &str)], code: &str) -> EnumValue {
    table
        .iter()
        .find(|(c, _, _)| *c == code)
        .map(|(c, v, l)| object(c, *v, l))
        .unwrap_or_else(|| EnumValue::Plain(code.to_owned()))
}

/// The enumeration object of an institution type code.
pub fn institution_type(code: &str) -> EnumValue {
    lookup(&INSTITUTION_TYPES, code)
}

/// The enumeration object of an institution status code.
pub fn institution_status(code: &str) -> EnumValue {
    lookup(&INSTITUTION_STATUSES, code)
}

/// The enumeration object of a recharge status (values are the sandbox's own), with an
/// English description as a server may send one.
pub fn recharge_status(status: RechargeStatus) -> EnumValue {
    let (label, description) = match status {
        RechargeStatus::Pending => ("Pending", "Waiting for an operator's decision"),
        RechargeStatus::Confirmed => ("Confirmed", "Credited to the wallet"),
        RechargeStatus::Rejected => ("Rejected", "Refused by an operator"),
    };
    EnumValue::Object(EnumObject {
        code: status.code().to_owned(),
        value: status.value(),
        label: label.to_owned(),
        description: Some(description.to_owned()),
    })
}

/// The enumeration object of an MFA method, as `mfaMethods` lists it.
pub fn mfa_method(method: MfaMethod) -> EnumObject {
    let (label, description) = match method {
        MfaMethod::Email => ("Email code", "A six-digit code sent to the account's email"),
        MfaMethod::Otp => (
            "Authenticator app",
            "A code from an authenticator app (TOTP)",
        ),
        MfaMethod::BackupCode => ("Backup code", "One of the account's one-time backup codes"),
    };
    EnumObject {
        code: method.code().to_owned(),
        value: method.value(),
        label: label.to_owned(),
        description: Some(description.to_owned()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_match_the_contract_lists() {
        let types: Vec<_> = INSTITUTION_TYPES.iter().map(|t| t.0).collect();
        assert_eq!(types, portal_api::institutions::INSTITUTION_TYPES);
        let statuses: Vec<_> = INSTITUTION_STATUSES.iter().map(|t| t.0).collect();
        assert_eq!(statuses, portal_api::institutions::INSTITUTION_STATUSES);
    }
}
