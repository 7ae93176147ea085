//! The routes of each area of the registry under `/w/:workspace`: the match below is
//! exhaustive, so an area declared without its pages does not compile.

use leptos::prelude::*;
use leptos::tachys::view::iterators::StaticVec;
use leptos_router::any_nested_route::{AnyNestedRoute, IntoAnyNestedRoute};
use leptos_router::components::{ParentRoute, Route};
use leptos_router::{path, ParamSegment, StaticSegment};

use crate::registry::Area;

/// Every area's routes, in the registry's order (a route component: `<AreaRoutes/>`).
#[component(transparent)]
pub fn AreaRoutes() -> AnyNestedRoute {
    let routes: Vec<_> = Area::ALL.iter().map(|area| routes_of(*area)).collect();
    StaticVec::from(routes).into_any_nested_route()
}

/// The routes of `area`: its list at its segment, its records below it.
pub fn routes_of(area: Area) -> AnyNestedRoute {
    let at = StaticSegment(area.segment());
    let id = ParamSegment;
    let list = |page: fn() -> AnyView| view! { <Route path=at view=page/> }.into_inner();
    let record = |name: &'static str, page: fn() -> AnyView| {
        view! { <Route path=(at, id(name)) view=page/> }.into_inner()
    };
    match area {
        Area::Recharges => view! {
            <ParentRoute path=at view=lazy_page!(recharges, recharges::RechargesSection)>
                <Route path=path!("") view=lazy_page!(recharges, recharges::RechargeQueuePage)/>
                <Route path=id("recharge") view=lazy_page!(recharges, recharges::RechargePage)/>
            </ParentRoute>
        }
        .into_inner()
        .into_any_nested_route(),
        Area::Transfers => (
            list(lazy_page!(transfers, transfers::TransfersPage)),
            view! {
                <Route
                    path=(at, StaticSegment("wallets"), id("wallet"))
                    view=lazy_page!(transfers, transfers::WalletTransfersPage)
                />
            }
            .into_inner(),
            record("order", lazy_page!(transfers, transfers::TransferPage)),
        )
            .into_any_nested_route(),
        Area::Exchanges => (
            list(lazy_page!(exchanges, exchanges::ExchangesPage)),
            record("exchange", lazy_page!(exchanges, exchanges::ExchangePage)),
        )
            .into_any_nested_route(),
        Area::ProviderConnections => (
            list(lazy_page!(provider_connections, provider_connections::ProviderConnectionsPage)),
            record("connection", lazy_page!(provider_connections, provider_connections::ProviderConnectionPage)),
        )
            .into_any_nested_route(),
        Area::Referrals => (
            list(lazy_page!(referrals, referrals::ReferralsPage)),
            record("record", lazy_page!(referrals, referrals::ReferralPage)),
        )
            .into_any_nested_route(),
        Area::ReferralCodes => (
            list(lazy_page!(referral_codes, referrals::ReferralCodesPage)),
            record("record", lazy_page!(referral_codes, referrals::ReferralCodePage)),
        )
            .into_any_nested_route(),
        Area::Exports => (
            list(lazy_page!(exports, exports::ExportsPage)),
            record("export", lazy_page!(exports, exports::ExportPage)),
        )
            .into_any_nested_route(),
        Area::Files => {
            (list(lazy_page!(files, files::FilesPage)), record("file", lazy_page!(files, files::FilePage))).into_any_nested_route()
        }
        Area::RechargeChannels => (
            list(lazy_page!(recharge_channels, recharge_channels::RechargeChannelsPage)),
            record("channel", lazy_page!(recharge_channels, recharge_channels::RechargeChannelPage)),
        )
            .into_any_nested_route(),
        Area::WithdrawalChannels => list(lazy_page!(withdrawal_channels, withdrawal_channels::WithdrawalChannelsPage)).into_any_nested_route(),
        Area::Tariffs => (
            list(lazy_page!(tariffs, tariffs::TariffsPage)),
            view! {
                <Route
                    path=(at, StaticSegment("templates"), id("template"))
                    view=lazy_page!(tariffs, tariffs::TariffTemplatePage)
                />
            }
            .into_inner(),
            view! {
                <Route
                    path=(at, StaticSegment("wallets"), id("wallet"))
                    view=lazy_page!(tariffs, tariffs::WalletTariffPage)
                />
            }
            .into_inner(),
        )
            .into_any_nested_route(),
        Area::WalletCurrencies => list(lazy_page!(wallet_currencies, wallet_currencies::WalletCurrenciesPage)).into_any_nested_route(),
        Area::ExchangeFees => list(lazy_page!(exchange_fees, exchange_config::ExchangeFeesPage)).into_any_nested_route(),
        Area::ExchangeRates => list(lazy_page!(exchange_rates, exchange_config::ExchangeRatesPage)).into_any_nested_route(),
        Area::NotificationChannels => (
            list(lazy_page!(notification_channels, notification_channels::NotificationChannelsPage)),
            record("channel", lazy_page!(notification_channels, notification_channels::NotificationChannelPage)),
        )
            .into_any_nested_route(),
        Area::Accounts => (
            list(lazy_page!(accounts, accounts::AccountsPage)),
            record("account", lazy_page!(accounts, accounts::AccountPage)),
        )
            .into_any_nested_route(),
        Area::PendingUsers => list(lazy_page!(pending_users, accounts::PendingUsersPage)).into_any_nested_route(),
        Area::Institutions => (
            list(lazy_page!(institutions, institutions::InstitutionsPage)),
            view! {
                <Route path=(at, StaticSegment("search")) view=lazy_page!(institutions, institutions::InstitutionSearchPage)/>
            }
            .into_inner(),
            view! { <Route path=(at, StaticSegment("own")) view=lazy_page!(institutions, institutions::OwnInstitutionPage)/> }
                .into_inner(),
        )
            .into_any_nested_route(),
        Area::Roles => {
            (list(lazy_page!(roles, roles::RolesPage)), record("role", lazy_page!(roles, roles::RolePage))).into_any_nested_route()
        }
        Area::IpWhitelist => list(lazy_page!(ip_whitelist, ip_whitelist::IpWhitelistPage)).into_any_nested_route(),
        Area::Profile => list(lazy_page!(profile, profile::ProfilePage)).into_any_nested_route(),
        Area::Invitations => list(lazy_page!(invitations, profile::InvitationsPage)).into_any_nested_route(),
    }
}

/// Fetches `area`'s chunk of the app ahead of its first visit (`AreaChunks`): the chunk its
/// pages above are compiled into.
#[cfg(any(portal_split, not(target_family = "wasm")))]
pub fn fetch_chunk(area: Area) -> std::pin::Pin<Box<dyn std::future::Future<Output = ()>>> {
    match area {
        Area::Recharges => area_chunk!(recharges),
        Area::Transfers => area_chunk!(transfers),
        Area::Exchanges => area_chunk!(exchanges),
        Area::ProviderConnections => area_chunk!(provider_connections),
        Area::Referrals => area_chunk!(referrals),
        Area::ReferralCodes => area_chunk!(referral_codes),
        Area::Exports => area_chunk!(exports),
        Area::Files => area_chunk!(files),
        Area::RechargeChannels => area_chunk!(recharge_channels),
        Area::WithdrawalChannels => area_chunk!(withdrawal_channels),
        Area::Tariffs => area_chunk!(tariffs),
        Area::WalletCurrencies => area_chunk!(wallet_currencies),
        Area::ExchangeFees => area_chunk!(exchange_fees),
        Area::ExchangeRates => area_chunk!(exchange_rates),
        Area::NotificationChannels => area_chunk!(notification_channels),
        Area::Accounts => area_chunk!(accounts),
        Area::PendingUsers => area_chunk!(pending_users),
        Area::Institutions => area_chunk!(institutions),
        Area::Roles => area_chunk!(roles),
        Area::IpWhitelist => area_chunk!(ip_whitelist),
        Area::Profile => area_chunk!(profile),
        Area::Invitations => area_chunk!(invitations),
    }
}

#[cfg(test)]
mod tests {
    use leptos_router::MatchNestedRoutes;

    use super::*;

    #[test]
    fn every_area_has_a_route_at_its_segment() {
        for area in Area::ALL {
            let routes = routes_of(*area);
            let path = format!("/{}", area.segment());
            let (matched, rest) = routes.match_nested(&path);
            assert!(matched.is_some() && rest.is_empty(), "{area:?} at {path}");
        }
    }

    /// The split build's loader fetches the opened page's chunk by its route segment
    /// (scripts/split/loader.mjs), and each area's chunk is named twice above: both must be
    /// the segment, `-` written `_`.
    #[test]
    fn every_area_s_pages_and_its_fetch_ahead_are_in_the_chunk_of_its_segment() {
        let source = include_str!("routes.rs");
        let (pages, fetches) = source
            .split_once("pub fn fetch_chunk")
            .expect("fetch_chunk");
        let fetches = fetches.split_once("mod tests").expect("tests").0;
        // The text of `area`'s arm of a match.
        let arm = |text: &'static str, area: Area| {
            let start = format!("Area::{area:?} =>");
            let after = text.split_once(&start).map(|(_, after)| after);
            after.map(|after| after.split("\n        Area::").next().unwrap_or(after))
        };
        for area in Area::ALL {
            let chunk = area.segment().replace('-', "_");
            let fetch = arm(fetches, *area).unwrap_or_default();
            assert!(
                fetch.contains(&format!("area_chunk!({chunk})")),
                "{area:?} fetches its chunk as {chunk}: {fetch}"
            );
            let routes = arm(pages, *area).unwrap_or_default();
            let named: Vec<&str> = routes
                .split("lazy_page!(")
                .skip(1)
                .filter_map(|page| page.split(',').next())
                .collect();
            assert!(
                !named.is_empty() && named.iter().all(|name| *name == chunk),
                "{area:?}'s pages are in chunk {chunk}: {named:?}"
            );
        }
    }

    #[test]
    fn every_kind_of_record_of_an_area_opens_on_one_of_its_routes() {
        for area in Area::ALL {
            let routes = routes_of(*area);
            for place in area.row().kinds {
                let href = place.kind.href("w", "r1", Some("p1"));
                let path = href
                    .trim_start_matches("/w/w")
                    .split('?')
                    .next()
                    .unwrap_or_default();
                let (matched, rest) = routes.match_nested(path);
                assert!(
                    matched.is_some() && rest.is_empty(),
                    "{:?} at {path}",
                    place.kind
                );
            }
        }
    }
}
