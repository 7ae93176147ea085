//! Refusals for lack of permission: which area the server refused and whether to view or to
//! change it, read from the request's path; and the areas this session was refused the view
//! of, per workspace, which the side navigation marks, and the change of, which the area's
//! write actions read.
//!
//! A refusal is HTTP 403 with an `ACCESS.…` code on a tenant endpoint (other than the token and
//! portal-code ones, which are not about the role), or the numeric `4030` on a notification
//! endpoint. Elsewhere `4030` stays the bot check it is (forgotten password).

use std::collections::BTreeSet;

use leptos::prelude::*;
use portal_api::{paths, ErrorCode};

use super::ApiError;
use crate::i18n::AccessKey;

/// An area of the workspace, as the navigation shows it and the API's paths group it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Area {
    Recharges,
    Transfers,
    Exchanges,
    ProviderConnections,
    Referrals,
    ReferralCodes,
    Exports,
    Files,
    RechargeChannels,
    WithdrawalChannels,
    Tariffs,
    WalletCurrencies,
    ExchangeFees,
    ExchangeRates,
    NotificationChannels,
    Accounts,
    PendingUsers,
    Institutions,
    Roles,
    IpWhitelist,
    Profile,
    Invitations,
}

impl Area {
    /// Every area.
    pub const ALL: [Area; 22] = [
        Self::Recharges,
        Self::Transfers,
        Self::Exchanges,
        Self::ProviderConnections,
        Self::Referrals,
        Self::ReferralCodes,
        Self::Exports,
        Self::Files,
        Self::RechargeChannels,
        Self::WithdrawalChannels,
        Self::Tariffs,
        Self::WalletCurrencies,
        Self::ExchangeFees,
        Self::ExchangeRates,
        Self::NotificationChannels,
        Self::Accounts,
        Self::PendingUsers,
        Self::Institutions,
        Self::Roles,
        Self::IpWhitelist,
        Self::Profile,
        Self::Invitations,
    ];

    /// The area an API path belongs to (with or without a query string), if any: sign-in,
    /// constants and the secure channel belong to none.
    pub fn of_path(path: &str) -> Option<Self> {
        let path = path.split(['?', '#']).next().unwrap_or_default();
        if path.starts_with("/web/v1/notification-channel") {
            return Some(Self::NotificationChannels);
        }
        if path.starts_with("/web/v1/workspaces/") && path.contains("/institutions") {
            return Some(Self::Institutions);
        }
        let rest = path.strip_prefix(paths::TENANT)?;
        let mut segments = rest.trim_start_matches('/').split('/');
        let first = segments.next().unwrap_or_default();
        let second = segments.next().unwrap_or_default();
        Some(match (first, second) {
            ("accounts", _) => Self::Accounts,
            ("users", _) => Self::PendingUsers,
            ("institutions", _) => Self::Institutions,
            ("roles", _) => Self::Roles,
            ("security", "ip-whitelist") => Self::IpWhitelist,
            ("exchange-config", "exchange-fees") => Self::ExchangeFees,
            ("exchange-config", "exchange-rates") => Self::ExchangeRates,
            ("exchanges", _) => Self::Exchanges,
            ("exports", _) => Self::Exports,
            ("files", _) => Self::Files,
            ("recharge-channels", _) => Self::RechargeChannels,
            ("recharges", _) => Self::Recharges,
            ("referral-codes", _) => Self::ReferralCodes,
            ("referrals", _) => Self::Referrals,
            ("partner", _) => Self::ProviderConnections,
            ("tariffs", _) => Self::Tariffs,
            ("transfers", _) => Self::Transfers,
            ("wallet-currencies", _) => Self::WalletCurrencies,
            ("withdrawal-channels", _) => Self::WithdrawalChannels,
            ("profile", "invitations") => Self::Invitations,
            ("profile", _) => Self::Profile,
            _ => return None,
        })
    }

    /// The area's path under a workspace in the navigation.
    pub fn nav_path(self) -> &'static str {
        match self {
            Self::Recharges => "recharges",
            Self::Transfers => "transfers",
            Self::Exchanges => "exchanges",
            Self::ProviderConnections => "provider-connections",
            Self::Referrals => "referrals",
            Self::ReferralCodes => "referral-codes",
            Self::Exports => "exports",
            Self::Files => "files",
            Self::RechargeChannels => "recharge-channels",
            Self::WithdrawalChannels => "withdrawal-channels",
            Self::Tariffs => "tariffs",
            Self::WalletCurrencies => "wallet-currencies",
            Self::ExchangeFees => "exchange-fees",
            Self::ExchangeRates => "exchange-rates",
            Self::NotificationChannels => "notification-channels",
            Self::Accounts => "accounts",
            Self::PendingUsers => "pending-users",
            Self::Institutions => "institutions",
            Self::Roles => "roles",
            Self::IpWhitelist => "ip-whitelist",
            Self::Profile => "profile",
            Self::Invitations => "invitations",
        }
    }

    /// The area at a navigation path.
    pub fn of_nav_path(nav: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|a| a.nav_path() == nav)
    }

    /// The area's name inside a sentence ("viewing {area}").
    pub fn name(self) -> AccessKey {
        match self {
            Self::Recharges => AccessKey::AreaRecharges,
            Self::Transfers => AccessKey::AreaTransfers,
            Self::Exchanges => AccessKey::AreaExchanges,
            Self::ProviderConnections => AccessKey::AreaProviderConnections,
            Self::Referrals => AccessKey::AreaReferrals,
            Self::ReferralCodes => AccessKey::AreaReferralCodes,
            Self::Exports => AccessKey::AreaExports,
            Self::Files => AccessKey::AreaFiles,
            Self::RechargeChannels => AccessKey::AreaRechargeChannels,
            Self::WithdrawalChannels => AccessKey::AreaWithdrawalChannels,
            Self::Tariffs => AccessKey::AreaTariffs,
            Self::WalletCurrencies => AccessKey::AreaWalletCurrencies,
            Self::ExchangeFees => AccessKey::AreaExchangeFees,
            Self::ExchangeRates => AccessKey::AreaExchangeRates,
            Self::NotificationChannels => AccessKey::AreaNotificationChannels,
            Self::Accounts => AccessKey::AreaAccounts,
            Self::PendingUsers => AccessKey::AreaPendingUsers,
            Self::Institutions => AccessKey::AreaInstitutions,
            Self::Roles => AccessKey::AreaRoles,
            Self::IpWhitelist => AccessKey::AreaIpWhitelist,
            Self::Profile => AccessKey::AreaProfile,
            Self::Invitations => AccessKey::AreaInvitations,
        }
    }
}

/// What was refused: to see an area, or to change something in it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Access {
    /// A read: a GET, or a POST that only queries (`…/query`).
    View,
    /// A write.
    Change,
}

impl Access {
    /// The access a request asks for.
    pub fn of(method_is_get: bool, path: &str) -> Self {
        let path = path.split(['?', '#']).next().unwrap_or_default();
        if method_is_get || path.ends_with("/query") {
            Self::View
        } else {
            Self::Change
        }
    }
}

/// A refusal for lack of permission: the area when the path names one, and the access.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Refusal {
    /// The area refused, when known.
    pub area: Option<Area>,
    /// What was refused.
    pub access: Access,
}

/// Whether an answer to `path` with `status` and `code` refuses for lack of permission.
pub fn is_permission_refusal(path: &str, status: u16, code: &ErrorCode) -> bool {
    let notification = path.starts_with("/web/v1/notification-channel");
    if *code == ErrorCode::BotChallenge4030 {
        return notification;
    }
    let not_about_the_role = matches!(
        code,
        ErrorCode::TokenMissing | ErrorCode::TokenInvalid | ErrorCode::PortalCodeInvalid
    );
    status == 403 && code.as_str().starts_with("ACCESS.") && !not_about_the_role
}

/// `error` as a refusal for lack of permission when it is one, for a request of `path`.
pub(crate) fn refine(error: ApiError, method_is_get: bool, path: &str) -> ApiError {
    match error {
        ApiError::Server { status, code, .. } if is_permission_refusal(path, status, &code) => {
            ApiError::Refused {
                status,
                code,
                refusal: Refusal {
                    area: Area::of_path(path),
                    access: Access::of(method_is_get, path),
                },
            }
        }
        other => other,
    }
}

/// A refused call that only reads, though sent as a write (a notification channel's read is an
/// update naming nothing to change): refused as a view, and remembered as one.
pub(crate) fn as_view(error: ApiError) -> ApiError {
    match error {
        ApiError::Refused {
            status,
            code,
            refusal,
        } => {
            let error = ApiError::Refused {
                status,
                code,
                refusal: Refusal {
                    access: Access::View,
                    ..refusal
                },
            };
            note(&error);
            error
        }
        other => other,
    }
}

thread_local! {
    /// (workspace, area) pairs whose view was refused in this session.
    static REFUSED: ArcRwSignal<BTreeSet<(String, Area)>> = ArcRwSignal::new(BTreeSet::new());
    /// (workspace, area) pairs where a change was refused in this session.
    static REFUSED_CHANGES: ArcRwSignal<BTreeSet<(String, Area)>> =
        ArcRwSignal::new(BTreeSet::new());
}

/// Remembers a refused view or change of an area for this tab's workspace.
pub(crate) fn note(error: &ApiError) {
    if let ApiError::Refused {
        refusal: Refusal {
            area: Some(area),
            access,
        },
        ..
    } = error
    {
        remember(
            &super::session::workspace().unwrap_or_default(),
            *area,
            *access,
        );
    }
}

fn remember(workspace: &str, area: Area, access: Access) {
    let pair = (workspace.to_owned(), area);
    let remember_in = |refused: &ArcRwSignal<BTreeSet<(String, Area)>>| {
        if !refused.with_untracked(|r| r.contains(&pair)) {
            refused.update(|r| {
                r.insert(pair.clone());
            });
        }
    };
    match access {
        Access::View => REFUSED.with(remember_in),
        Access::Change => REFUSED_CHANGES.with(remember_in),
    }
}

/// Whether viewing `area` of `workspace` was refused in this session (tracked).
pub fn is_refused(workspace: &str, area: Area) -> bool {
    REFUSED.with(|refused| refused.with(|r| r.contains(&(workspace.to_owned(), area))))
}

/// Whether changing something in `area` of `workspace` was refused in this session (tracked).
pub fn is_change_refused(workspace: &str, area: Area) -> bool {
    REFUSED_CHANGES.with(|refused| refused.with(|r| r.contains(&(workspace.to_owned(), area))))
}

/// Forgets the refusals: the session ended (a new one may have another role).
pub fn forget() {
    let clear = |refused: &ArcRwSignal<BTreeSet<(String, Area)>>| {
        if refused.with_untracked(|r| !r.is_empty()) {
            refused.update(BTreeSet::clear);
        }
    };
    REFUSED.with(clear);
    REFUSED_CHANGES.with(clear);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_area_is_found_from_its_paths() {
        for (path, area) in [
            (paths::ACCOUNT_ADMIN_QUERY, Area::Accounts),
            ("/web/v1/tenant/accounts/admin/u1", Area::Accounts),
            (paths::USERS_PENDING_QUERY, Area::PendingUsers),
            (paths::INSTITUTIONS_QUERY, Area::Institutions),
            (
                "/web/v1/workspaces/w1/institutions/query",
                Area::Institutions,
            ),
            (paths::ROLES, Area::Roles),
            (paths::PERMISSION_TREE, Area::Roles),
            (paths::IP_WHITELIST, Area::IpWhitelist),
            (paths::EXCHANGE_FEES, Area::ExchangeFees),
            (paths::EXCHANGE_RATES, Area::ExchangeRates),
            (paths::EXCHANGES, Area::Exchanges),
            (paths::EXPORTS, Area::Exports),
            (paths::FILES_QUERY, Area::Files),
            (paths::RECHARGE_CHANNELS, Area::RechargeChannels),
            (
                "/web/v1/tenant/recharge-channels/c1/update",
                Area::RechargeChannels,
            ),
            (paths::RECHARGES, Area::Recharges),
            ("/web/v1/tenant/recharges?page=1", Area::Recharges),
            (paths::REFERRAL_CODES_QUERY, Area::ReferralCodes),
            (paths::REFERRALS_QUERY, Area::Referrals),
            (paths::PARTNER_CARD_FREEZE, Area::ProviderConnections),
            (paths::TARIFF_TEMPLATES, Area::Tariffs),
            (paths::TRANSFER_ORDERS_WORKSPACE_QUERY, Area::Transfers),
            (paths::WALLET_CURRENCIES, Area::WalletCurrencies),
            (paths::WITHDRAWAL_CHANNELS, Area::WithdrawalChannels),
            (
                paths::NOTIFICATION_CHANNEL_UPDATE,
                Area::NotificationChannels,
            ),
            (
                "/web/v1/notification-channel-types/query?page=0",
                Area::NotificationChannels,
            ),
            (paths::INVITATIONS, Area::Invitations),
            (paths::PROFILE, Area::Profile),
        ] {
            assert_eq!(Area::of_path(path), Some(area), "{path}");
        }
        for path in [
            paths::LOGIN_INITIATE,
            paths::COUNTRIES,
            paths::SECURE_CHANNEL_SESSION,
        ] {
            assert_eq!(Area::of_path(path), None, "{path}");
        }
    }

    #[test]
    fn every_area_has_its_navigation_path() {
        for area in Area::ALL {
            assert_eq!(Area::of_nav_path(area.nav_path()), Some(area));
        }
        assert_eq!(Area::of_nav_path(""), None);
    }

    #[test]
    fn reads_are_views_and_writes_are_changes() {
        assert_eq!(Access::of(true, paths::RECHARGE_CHANNELS), Access::View);
        assert_eq!(Access::of(false, paths::ACCOUNT_ADMIN_QUERY), Access::View);
        assert_eq!(
            Access::of(false, "/web/v1/notification-channel-types/query?page=0"),
            Access::View
        );
        assert_eq!(Access::of(false, paths::RECHARGE_CHANNELS), Access::Change);
        assert_eq!(
            Access::of(false, paths::ACCOUNT_ADMIN_UPDATE),
            Access::Change
        );
    }

    #[test]
    fn a_role_refusal_is_any_access_code_under_403_or_4030_on_notifications() {
        let tenant = paths::ACCOUNT_ADMIN_QUERY;
        for code in [
            "ACCESS.PERMISSION_DENIED",
            "ACCESS.FORBIDDEN",
            "ACCESS.DENIED",
        ] {
            assert!(is_permission_refusal(tenant, 403, &ErrorCode::parse(code)));
            assert!(!is_permission_refusal(tenant, 400, &ErrorCode::parse(code)));
        }
        // Not about the role: the token or the portal's access code.
        assert!(!is_permission_refusal(
            tenant,
            403,
            &ErrorCode::PortalCodeInvalid
        ));
        assert!(!is_permission_refusal(
            tenant,
            403,
            &ErrorCode::TokenInvalid
        ));
        assert!(!is_permission_refusal(
            tenant,
            403,
            &ErrorCode::TokenMissing
        ));
        assert!(!is_permission_refusal(
            tenant,
            403,
            &ErrorCode::parse("AUTH.LOCKED")
        ));
        // 4030: the role on notification endpoints, the bot check elsewhere.
        let code = ErrorCode::BotChallenge4030;
        assert!(is_permission_refusal(
            paths::NOTIFICATION_CHANNEL_UPDATE,
            403,
            &code
        ));
        assert!(is_permission_refusal(
            paths::NOTIFICATION_CHANNEL_TYPES_QUERY,
            200,
            &code
        ));
        assert!(!is_permission_refusal(paths::PASSWORD_FORGOT, 403, &code));
    }

    #[test]
    fn a_refusal_carries_its_area_and_access() {
        let denied = |status| ApiError::Server {
            status,
            code: ErrorCode::parse("ACCESS.PERMISSION_DENIED"),
            message: Some("Permission denied".into()),
        };
        let refused = refine(denied(403), false, paths::ACCOUNT_ADMIN_QUERY);
        assert_eq!(
            refused,
            ApiError::Refused {
                status: 403,
                code: ErrorCode::parse("ACCESS.PERMISSION_DENIED"),
                refusal: Refusal {
                    area: Some(Area::Accounts),
                    access: Access::View,
                },
            }
        );
        assert!(refused.is(&ErrorCode::parse("ACCESS.PERMISSION_DENIED")));
        let change = refine(denied(403), false, paths::RECHARGE_CHANNELS);
        assert!(matches!(
            change,
            ApiError::Refused {
                refusal: Refusal {
                    area: Some(Area::RechargeChannels),
                    access: Access::Change,
                },
                ..
            }
        ));
        // Anything else passes unchanged.
        assert_eq!(refine(denied(400), true, paths::RECHARGES), denied(400));
        let network = ApiError::TimedOut;
        assert_eq!(refine(network.clone(), true, paths::RECHARGES), network);
    }

    #[test]
    fn refused_views_are_remembered_per_workspace_until_forgotten() {
        remember("w1", Area::Accounts, Access::View);
        assert!(is_refused("w1", Area::Accounts));
        assert!(!is_refused("w2", Area::Accounts));
        assert!(!is_refused("w1", Area::Roles));
        assert!(!is_change_refused("w1", Area::Accounts));
        forget();
        assert!(!is_refused("w1", Area::Accounts));
    }

    #[test]
    fn refused_changes_are_remembered_apart_from_views_until_forgotten() {
        remember("w1", Area::ExchangeFees, Access::Change);
        assert!(is_change_refused("w1", Area::ExchangeFees));
        assert!(
            !is_refused("w1", Area::ExchangeFees),
            "it may still be seen"
        );
        assert!(!is_change_refused("w2", Area::ExchangeFees));
        assert!(!is_change_refused("w1", Area::ExchangeRates));
        forget();
        assert!(!is_change_refused("w1", Area::ExchangeFees));
    }
}
