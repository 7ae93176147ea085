//! The app root: context providers, the theme, the router and its routes.

mod address_sync;
mod expiry_warning;
mod not_found;
mod page_left;
mod require_auth;
mod return_path;
mod signed_out;
mod state;

pub use require_auth::RequireAuth;
pub use return_path::{location_path, safe_return_path, sign_in_path, signed_out_path, with_query};
pub use state::{use_app_state, AppState};

use leptos::prelude::*;
use leptos_router::components::{ParentRoute, Route, Router, Routes};
use leptos_router::path;

use crate::accounts::{AccountPage, AccountsPage, PendingUsersPage};
use crate::auth::{
    ForgotPasswordPage, PendingApprovalPage, RegisterPage, SetPasswordPage, SignInPage,
};
use crate::components::{
    provide_opened_link, provide_route_announcer, provide_toasts, OpenedLinkKeeper, RouteAnnouncer,
    ToastRegion,
};
use crate::exchange_config::{ExchangeFeesPage, ExchangeRatesPage};
use crate::exchanges::{ExchangePage, ExchangesPage};
use crate::exports::{ExportPage, ExportsPage};
use crate::files::{FilePage, FilesPage};
use crate::i18n::provide_i18n;
use crate::institutions::{InstitutionSearchPage, InstitutionsPage, OwnInstitutionPage};
use crate::ip_whitelist::IpWhitelistPage;
use crate::lists::ListQueryMemory;
use crate::notification_channels::{NotificationChannelPage, NotificationChannelsPage};
use crate::profile::{InvitationsPage, ProfilePage};
use crate::provider_connections::{ProviderConnectionPage, ProviderConnectionsPage};
use crate::recharge_channels::{RechargeChannelPage, RechargeChannelsPage};
use crate::recharges::{RechargePage, RechargeQueuePage, RechargesSection};
use crate::referrals::{ReferralCodePage, ReferralCodesPage, ReferralPage, ReferralsPage};
use crate::roles::{RolePage, RolesPage};
use crate::shell::{apply_stored_theme, AppLayout, WorkspaceLayout};
use crate::tariffs::{TariffTemplatePage, TariffsPage, WalletTariffPage};
use crate::transfers::{TransferPage, TransfersPage, WalletTransfersPage};
use crate::wallet_currencies::WalletCurrenciesPage;
use crate::web::app_base;
use crate::withdrawal_channels::WithdrawalChannelsPage;
use crate::workspace::{EntryPage, OnboardingPage, WorkspaceHome, WorkspacesPage};
use address_sync::AddressSync;
use expiry_warning::ExpiryWarning;
use not_found::NotFoundPage;
use page_left::PageLeftKeeper;
use signed_out::SignedOutWatcher;

/// The whole app: providers for i18n, toasts and session state, then the routes.
/// A page as a plain function pointer: every route then has the same view type, so the
/// router's per-route code is compiled once instead of once per page.
macro_rules! page {
    ($page:ident) => {{
        let draw: fn() -> AnyView = || $page().into_any();
        draw
    }};
}

#[component]
pub fn App() -> impl IntoView {
    provide_i18n();
    provide_toasts();
    provide_route_announcer();
    provide_opened_link();
    AppState::provide();
    apply_stored_theme();
    crate::forms::hear_history_first();
    crate::api::tab_sync::listen();
    crate::web::activity::watch();

    view! {
        <Router base=app_base()>
            <AddressSync/>
            <RouteAnnouncer/>
            <OpenedLinkKeeper/>
            <ListQueryMemory/>
            <SignedOutWatcher/>
            <PageLeftKeeper/>
            <ExpiryWarning/>
            <Routes fallback=|| view! { <NotFoundPage/> }>
                <Route path=path!("/sign-in") view=page!(SignInPage)/>
                <Route path=path!("/sign-in/pending") view=page!(PendingApprovalPage)/>
                <Route path=path!("/register") view=page!(RegisterPage)/>
                <Route path=path!("/forgot-password") view=page!(ForgotPasswordPage)/>
                <Route path=path!("/set-password") view=page!(SetPasswordPage)/>
                <Route
                    path=path!("/")
                    view=|| view! { <RequireAuth><EntryPage/></RequireAuth> }
                />
                <Route
                    path=path!("/workspaces")
                    view=|| {
                        view! {
                            <RequireAuth>
                                <AppLayout>
                                    <WorkspacesPage/>
                                </AppLayout>
                            </RequireAuth>
                        }
                    }
                />
                // The profile of an account without a workspace (in one: /w/:workspace/profile).
                <Route
                    path=path!("/profile")
                    view=|| {
                        view! {
                            <RequireAuth>
                                <AppLayout>
                                    <ProfilePage/>
                                </AppLayout>
                            </RequireAuth>
                        }
                    }
                />
                <Route
                    path=path!("/onboarding")
                    view=|| {
                        view! {
                            <RequireAuth>
                                <AppLayout>
                                    <OnboardingPage/>
                                </AppLayout>
                            </RequireAuth>
                        }
                    }
                />
                <ParentRoute
                    path=path!("/w/:workspace")
                    view=|| view! { <RequireAuth><WorkspaceLayout/></RequireAuth> }
                >
                    <Route path=path!("") view=page!(WorkspaceHome)/>
                    <Route path=path!("profile") view=page!(ProfilePage)/>
                    <Route path=path!("invitations") view=page!(InvitationsPage)/>
                    <ParentRoute path=path!("recharges") view=page!(RechargesSection)>
                        <Route path=path!("") view=page!(RechargeQueuePage)/>
                        <Route path=path!(":recharge") view=page!(RechargePage)/>
                    </ParentRoute>
                    <Route path=path!("recharge-channels") view=page!(RechargeChannelsPage)/>
                    <Route path=path!("recharge-channels/:channel") view=page!(RechargeChannelPage)/>
                    <Route path=path!("withdrawal-channels") view=page!(WithdrawalChannelsPage)/>
                    <Route path=path!("tariffs") view=page!(TariffsPage)/>
                    <Route path=path!("tariffs/templates/:template") view=page!(TariffTemplatePage)/>
                    <Route path=path!("tariffs/wallets/:wallet") view=page!(WalletTariffPage)/>
                    <Route path=path!("wallet-currencies") view=page!(WalletCurrenciesPage)/>
                    <Route path=path!("transfers") view=page!(TransfersPage)/>
                    <Route path=path!("transfers/wallets/:wallet") view=page!(WalletTransfersPage)/>
                    <Route path=path!("transfers/:order") view=page!(TransferPage)/>
                    <Route path=path!("exchanges") view=page!(ExchangesPage)/>
                    <Route path=path!("exchanges/:exchange") view=page!(ExchangePage)/>
                    <Route path=path!("exchange-fees") view=page!(ExchangeFeesPage)/>
                    <Route path=path!("exchange-rates") view=page!(ExchangeRatesPage)/>
                    <Route path=path!("roles") view=page!(RolesPage)/>
                    <Route path=path!("roles/:role") view=page!(RolePage)/>
                    <Route path=path!("ip-whitelist") view=page!(IpWhitelistPage)/>
                    <Route path=path!("notification-channels") view=page!(NotificationChannelsPage)/>
                    <Route
                        path=path!("notification-channels/:channel")
                        view=page!(NotificationChannelPage)
                    />
                    <Route path=path!("provider-connections") view=page!(ProviderConnectionsPage)/>
                    <Route
                        path=path!("provider-connections/:connection")
                        view=page!(ProviderConnectionPage)
                    />
                    <Route path=path!("accounts") view=page!(AccountsPage)/>
                    <Route path=path!("accounts/:account") view=page!(AccountPage)/>
                    <Route path=path!("pending-users") view=page!(PendingUsersPage)/>
                    <Route path=path!("institutions") view=page!(InstitutionsPage)/>
                    <Route path=path!("institutions/search") view=page!(InstitutionSearchPage)/>
                    <Route path=path!("institutions/own") view=page!(OwnInstitutionPage)/>
                    <Route path=path!("exports") view=page!(ExportsPage)/>
                    <Route path=path!("exports/:export") view=page!(ExportPage)/>
                    <Route path=path!("files") view=page!(FilesPage)/>
                    <Route path=path!("files/:file") view=page!(FilePage)/>
                    <Route path=path!("referrals") view=page!(ReferralsPage)/>
                    <Route path=path!("referrals/:record") view=page!(ReferralPage)/>
                    <Route path=path!("referral-codes") view=page!(ReferralCodesPage)/>
                    <Route path=path!("referral-codes/:record") view=page!(ReferralCodePage)/>
                </ParentRoute>
            </Routes>
            <ToastRegion/>
        </Router>
    }
}
