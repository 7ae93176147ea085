//! The area an API request belongs to, read from its path by the registry's `api` templates.

use super::Area;

/// Where the templates of the registry start.
const API_ROOT: &str = "/web/v1/";

impl Area {
    /// The area whose API paths hold `path` (query and fragment aside): the one whose
    /// template matches the most segments; `None` for paths of no area (sign-in, constants).
    pub fn of_path(path: &str) -> Option<Self> {
        let path = path.split(['?', '#']).next().unwrap_or_default();
        let rest = path.strip_prefix(API_ROOT)?;
        let segments: Vec<&str> = rest.split('/').collect();
        Self::ALL
            .iter()
            .flat_map(|area| area.row().api.iter().map(move |t| (*area, *t)))
            .filter(|(_, template)| matches_start(template, &segments))
            .map(|(area, template)| (template.split('/').count(), area))
            .max_by_key(|(length, _)| *length)
            .map(|(_, area)| area)
    }
}

/// Whether `segments` start with `template`'s segments, `*` standing for any one.
fn matches_start(template: &str, segments: &[&str]) -> bool {
    let wanted: Vec<&str> = template.split('/').collect();
    wanted.len() <= segments.len()
        && wanted
            .iter()
            .zip(segments)
            .all(|(want, got)| *want == "*" || want == got)
}

#[cfg(test)]
mod tests {
    use super::*;
    use portal_api::paths;

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
            "/web/v1/tenant/recharges-elsewhere",
        ] {
            assert_eq!(Area::of_path(path), None, "{path}");
        }
    }

    #[test]
    fn every_area_with_api_paths_is_found_by_each() {
        for area in Area::ALL {
            for template in area.row().api {
                let path = format!("{API_ROOT}{}", template.replace('*', "x"));
                assert_eq!(Area::of_path(&path), Some(*area), "{path}");
            }
        }
    }
}
