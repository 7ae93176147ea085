//! The routes of each area of the registry under `/w/:workspace`: the match below is
//! exhaustive, so an area declared without its pages does not compile.

use leptos::prelude::*;
use leptos::tachys::view::iterators::StaticVec;
use leptos_router::any_nested_route::{AnyNestedRoute, IntoAnyNestedRoute};
use leptos_router::components::{ParentRoute, Route};
use leptos_router::{path, ParamSegment, StaticSegment};

use crate::accounts::{AccountPage, AccountsPage, PendingUsersPage};
use crate::exchange_config::{ExchangeFeesPage, ExchangeRatesPage};
use crate::exchanges::{ExchangePage, ExchangesPage};
use crate::exports::{ExportPage, ExportsPage};
use crate::files::{FilePage, FilesPage};
use crate::institutions::{InstitutionSearchPage, InstitutionsPage, OwnInstitutionPage};
use crate::ip_whitelist::IpWhitelistPage;
use crate::notification_channels::{NotificationChannelPage, NotificationChannelsPage};
use crate::profile::{InvitationsPage, ProfilePage};
use crate::provider_connections::{ProviderConnectionPage, ProviderConnectionsPage};
use crate::recharge_channels::{RechargeChannelPage, RechargeChannelsPage};
use crate::recharges::{RechargePage, RechargeQueuePage, RechargesSection};
use crate::referrals::{ReferralCodePage, ReferralCodesPage, ReferralPage, ReferralsPage};
use crate::registry::Area;
use crate::roles::{RolePage, RolesPage};
use crate::tariffs::{TariffTemplatePage, TariffsPage, WalletTariffPage};
use crate::transfers::{TransferPage, TransfersPage, WalletTransfersPage};
use crate::wallet_currencies::WalletCurrenciesPage;
use crate::withdrawal_channels::WithdrawalChannelsPage;

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
            <ParentRoute path=at view=page!(RechargesSection)>
                <Route path=path!("") view=page!(RechargeQueuePage)/>
                <Route path=id("recharge") view=page!(RechargePage)/>
            </ParentRoute>
        }
        .into_inner()
        .into_any_nested_route(),
        Area::Transfers => (
            list(page!(TransfersPage)),
            view! {
                <Route
                    path=(at, StaticSegment("wallets"), id("wallet"))
                    view=page!(WalletTransfersPage)
                />
            }
            .into_inner(),
            record("order", page!(TransferPage)),
        )
            .into_any_nested_route(),
        Area::Exchanges => (
            list(page!(ExchangesPage)),
            record("exchange", page!(ExchangePage)),
        )
            .into_any_nested_route(),
        Area::ProviderConnections => (
            list(page!(ProviderConnectionsPage)),
            record("connection", page!(ProviderConnectionPage)),
        )
            .into_any_nested_route(),
        Area::Referrals => (
            list(page!(ReferralsPage)),
            record("record", page!(ReferralPage)),
        )
            .into_any_nested_route(),
        Area::ReferralCodes => (
            list(page!(ReferralCodesPage)),
            record("record", page!(ReferralCodePage)),
        )
            .into_any_nested_route(),
        Area::Exports => (
            list(page!(ExportsPage)),
            record("export", page!(ExportPage)),
        )
            .into_any_nested_route(),
        Area::Files => {
            (list(page!(FilesPage)), record("file", page!(FilePage))).into_any_nested_route()
        }
        Area::RechargeChannels => (
            list(page!(RechargeChannelsPage)),
            record("channel", page!(RechargeChannelPage)),
        )
            .into_any_nested_route(),
        Area::WithdrawalChannels => list(page!(WithdrawalChannelsPage)).into_any_nested_route(),
        Area::Tariffs => (
            list(page!(TariffsPage)),
            view! {
                <Route
                    path=(at, StaticSegment("templates"), id("template"))
                    view=page!(TariffTemplatePage)
                />
            }
            .into_inner(),
            view! {
                <Route
                    path=(at, StaticSegment("wallets"), id("wallet"))
                    view=page!(WalletTariffPage)
                />
            }
            .into_inner(),
        )
            .into_any_nested_route(),
        Area::WalletCurrencies => list(page!(WalletCurrenciesPage)).into_any_nested_route(),
        Area::ExchangeFees => list(page!(ExchangeFeesPage)).into_any_nested_route(),
        Area::ExchangeRates => list(page!(ExchangeRatesPage)).into_any_nested_route(),
        Area::NotificationChannels => (
            list(page!(NotificationChannelsPage)),
            record("channel", page!(NotificationChannelPage)),
        )
            .into_any_nested_route(),
        Area::Accounts => (
            list(page!(AccountsPage)),
            record("account", page!(AccountPage)),
        )
            .into_any_nested_route(),
        Area::PendingUsers => list(page!(PendingUsersPage)).into_any_nested_route(),
        Area::Institutions => (
            list(page!(InstitutionsPage)),
            view! {
                <Route path=(at, StaticSegment("search")) view=page!(InstitutionSearchPage)/>
            }
            .into_inner(),
            view! { <Route path=(at, StaticSegment("own")) view=page!(OwnInstitutionPage)/> }
                .into_inner(),
        )
            .into_any_nested_route(),
        Area::Roles => {
            (list(page!(RolesPage)), record("role", page!(RolePage))).into_any_nested_route()
        }
        Area::IpWhitelist => list(page!(IpWhitelistPage)).into_any_nested_route(),
        Area::Profile => list(page!(ProfilePage)).into_any_nested_route(),
        Area::Invitations => list(page!(InvitationsPage)).into_any_nested_route(),
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
