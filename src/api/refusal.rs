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
use portal_api::ErrorCode;

use super::ApiError;
use crate::registry::Area;

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
    use portal_api::paths;

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
