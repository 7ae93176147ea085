//! The workspace's side navigation, grouped: operations, configuration, administration, and
//! the account.

use crate::components::A;
use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

use super::CommandPalette;
use crate::i18n::{use_i18n, Key, ShellKey};
use crate::workspace::workspace_path;

/// One link: its text and its path under the workspace ("" is the workspace's home).
type NavLink = (ShellKey, &'static str);

/// The groups, each with its heading and links. A new area adds its line here.
pub(super) const GROUPS: &[(Option<ShellKey>, &[NavLink])] = &[
    (None, &[(ShellKey::NavOverview, "")]),
    (
        Some(ShellKey::NavOperations),
        &[
            (ShellKey::NavRecharges, "recharges"),
            (ShellKey::NavTransfers, "transfers"),
            (ShellKey::NavExchanges, "exchanges"),
            (ShellKey::NavProviderConnections, "provider-connections"),
            (ShellKey::NavReferrals, "referrals"),
            (ShellKey::NavReferralCodes, "referral-codes"),
        ],
    ),
    (
        Some(ShellKey::NavData),
        &[
            (ShellKey::NavExports, "exports"),
            (ShellKey::NavFiles, "files"),
        ],
    ),
    (
        Some(ShellKey::NavConfiguration),
        &[
            (ShellKey::NavRechargeChannels, "recharge-channels"),
            (ShellKey::NavWithdrawalChannels, "withdrawal-channels"),
            (ShellKey::NavTariffs, "tariffs"),
            (ShellKey::NavWalletCurrencies, "wallet-currencies"),
            (ShellKey::NavExchangeFees, "exchange-fees"),
            (ShellKey::NavExchangeRates, "exchange-rates"),
            (ShellKey::NavNotificationChannels, "notification-channels"),
        ],
    ),
    (
        Some(ShellKey::NavAdministration),
        &[
            (ShellKey::NavAccounts, "accounts"),
            (ShellKey::NavPendingUsers, "pending-users"),
            (ShellKey::NavInstitutions, "institutions"),
            (ShellKey::NavRoles, "roles"),
            (ShellKey::NavIpWhitelist, "ip-whitelist"),
        ],
    ),
    (
        Some(ShellKey::NavAccount),
        &[
            (ShellKey::NavProfile, "profile"),
            (ShellKey::NavInvitations, "invitations"),
        ],
    ),
];

/// The areas of the current workspace; the current page is marked with `aria-current="page"`.
#[component]
pub fn SideNav() -> impl IntoView {
    let i18n = use_i18n();
    let params = use_params_map();
    let base = move || workspace_path(&params.with(|p| p.get("workspace").unwrap_or_default()));
    let link = move |(text, path): NavLink| {
        let href = move || {
            if path.is_empty() {
                base()
            } else {
                format!("{}/{path}", base())
            }
        };
        view! {
            <li>
                <A href=href exact=path.is_empty() attr:class="side-nav__link">
                    {move || i18n.t(text)}
                </A>
            </li>
        }
    };
    let groups = GROUPS
        .iter()
        .map(|(heading, links)| {
            let heading = heading.map(|h| {
                view! { <li class="side-nav__heading">{move || i18n.t(Key::from(h))}</li> }
            });
            view! {
                {heading}
                {links.iter().copied().map(link).collect_view()}
            }
        })
        .collect_view();
    view! {
        <nav class="side-nav" aria-label=move || i18n.t(ShellKey::NavLabel)>
            <CommandPalette/>
            <ul class="side-nav__list">{groups}</ul>
        </nav>
    }
}
