//! The table of areas, one row each, and what is read from it.

use super::RecordKind;
use crate::i18n::{AccessKey, ShellKey};

/// A heading of the side navigation, under which areas are listed in the table's order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NavGroup {
    /// Daily work on money and records.
    Operations,
    /// Exports and files.
    Data,
    /// Platform and tenant settings.
    Configuration,
    /// People, institutions, roles and access.
    Administration,
    /// The signed-in person's own account.
    Account,
}

impl NavGroup {
    /// Every group, in the navigation's order.
    pub const ALL: [NavGroup; 5] = [
        Self::Operations,
        Self::Data,
        Self::Configuration,
        Self::Administration,
        Self::Account,
    ];

    /// The group's heading.
    pub fn heading(self) -> ShellKey {
        match self {
            Self::Operations => ShellKey::NavOperations,
            Self::Data => ShellKey::NavData,
            Self::Configuration => ShellKey::NavConfiguration,
            Self::Administration => ShellKey::NavAdministration,
            Self::Account => ShellKey::NavAccount,
        }
    }

    /// The permission tree's code of the group, when the tree has one.
    pub fn permission(self) -> Option<&'static str> {
        match self {
            Self::Operations => Some("operations"),
            Self::Data => Some("data"),
            Self::Configuration => Some("configuration"),
            Self::Administration => Some("administration"),
            Self::Account => None,
        }
    }
}

/// How a record's address continues after its area's segment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opens {
    /// These segments, then the identifier (`["wallets"]`: `transfers/wallets/<id>`).
    At(&'static [&'static str]),
    /// These segments, the identifier in this query parameter (`institutions/search?id=`).
    Query(&'static [&'static str], &'static str),
    /// On its parent record's page, the identifier in this query parameter (a card on its
    /// connection's page).
    OnParent(&'static str),
}

/// Where a kind of record opens inside its area.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RecordPlace {
    /// The kind.
    pub kind: RecordKind,
    /// How its address continues after the area's segment.
    pub opens: Opens,
}

/// Everything the portal knows of one area.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AreaRow {
    /// The route segment under a workspace (`/w/:workspace/<segment>`).
    pub segment: &'static str,
    /// The navigation group it is listed under.
    pub group: NavGroup,
    /// Its link text in the navigation (and name in the palette).
    pub label: ShellKey,
    /// Its name inside a sentence ("viewing {area}").
    pub name: AccessKey,
    /// Its group code in the permission tree, when the tree has one.
    pub permission: Option<&'static str>,
    /// The API paths that belong to it: templates under `/web/v1`, `*` for any one segment;
    /// the longest that matches a request's path names its area.
    pub api: &'static [&'static str],
    /// The kinds of record it opens.
    pub kinds: &'static [RecordPlace],
}

/// A record kind opened at `area/<id>`.
const fn here(kind: RecordKind) -> RecordPlace {
    RecordPlace {
        kind,
        opens: Opens::At(&[]),
    }
}

/// A record kind opened at `area/<under…>/<id>`.
const fn under(kind: RecordKind, under: &'static [&'static str]) -> RecordPlace {
    RecordPlace {
        kind,
        opens: Opens::At(under),
    }
}

/// A record kind opened on its parent's page, named by the query parameter `param`.
const fn on_parent(kind: RecordKind, param: &'static str) -> RecordPlace {
    RecordPlace {
        kind,
        opens: Opens::OnParent(param),
    }
}

/// Declares the `Area` enum and its rows in one list, so neither can miss the other.
macro_rules! areas {
    ($($(#[$doc:meta])* $area:ident => $row:expr,)*) => {
        /// An area of the workspace, as the navigation shows it and the API's paths group it.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Area {
            $($(#[$doc])* $area,)*
        }

        impl Area {
            /// Every area, in the navigation's order.
            pub const ALL: &'static [Area] = &[$(Area::$area,)*];

            /// The area's row of the registry.
            pub fn row(self) -> &'static AreaRow {
                const ROWS: &[AreaRow] = &[$($row,)*];
                &ROWS[self as usize]
            }
        }
    };
}

use NavGroup::{Account, Administration, Configuration, Data, Operations};
use RecordKind as K;

areas! {
    /// The recharge queue and a recharge's page.
    Recharges => AreaRow {
        segment: "recharges",
        group: Operations,
        label: ShellKey::NavRecharges,
        name: AccessKey::AreaRecharges,
        permission: Some("recharges"),
        api: &["tenant/recharges"],
        kinds: &[here(K::Recharge)],
    },
    /// Transfer orders, by workspace or by wallet.
    Transfers => AreaRow {
        segment: "transfers",
        group: Operations,
        label: ShellKey::NavTransfers,
        name: AccessKey::AreaTransfers,
        permission: Some("transfers"),
        api: &["tenant/transfers"],
        kinds: &[here(K::Transfer), under(K::Wallet, &["wallets"])],
    },
    /// Currency exchanges.
    Exchanges => AreaRow {
        segment: "exchanges",
        group: Operations,
        label: ShellKey::NavExchanges,
        name: AccessKey::AreaExchanges,
        permission: Some("exchanges"),
        api: &["tenant/exchanges"],
        kinds: &[here(K::Exchange)],
    },
    /// Provider connections, their cards and virtual accounts.
    ProviderConnections => AreaRow {
        segment: "provider-connections",
        group: Operations,
        label: ShellKey::NavProviderConnections,
        name: AccessKey::AreaProviderConnections,
        permission: Some("provider_connections"),
        api: &["tenant/partner"],
        kinds: &[
            here(K::ProviderConnection),
            on_parent(K::Card, "card"),
            on_parent(K::VirtualAccount, "virtual-account"),
        ],
    },
    /// Referrals.
    Referrals => AreaRow {
        segment: "referrals",
        group: Operations,
        label: ShellKey::NavReferrals,
        name: AccessKey::AreaReferrals,
        permission: Some("referrals"),
        api: &["tenant/referrals"],
        kinds: &[here(K::Referral)],
    },
    /// Referral codes.
    ReferralCodes => AreaRow {
        segment: "referral-codes",
        group: Operations,
        label: ShellKey::NavReferralCodes,
        name: AccessKey::AreaReferralCodes,
        permission: None,
        api: &["tenant/referral-codes"],
        kinds: &[here(K::ReferralCode)],
    },
    /// Exports asked of the server.
    Exports => AreaRow {
        segment: "exports",
        group: Data,
        label: ShellKey::NavExports,
        name: AccessKey::AreaExports,
        permission: Some("exports"),
        api: &["tenant/exports"],
        kinds: &[here(K::Export)],
    },
    /// Files.
    Files => AreaRow {
        segment: "files",
        group: Data,
        label: ShellKey::NavFiles,
        name: AccessKey::AreaFiles,
        permission: Some("files"),
        api: &["tenant/files"],
        kinds: &[here(K::File)],
    },
    /// Recharge channels and their assignments.
    RechargeChannels => AreaRow {
        segment: "recharge-channels",
        group: Configuration,
        label: ShellKey::NavRechargeChannels,
        name: AccessKey::AreaRechargeChannels,
        permission: Some("recharge_channels"),
        api: &["tenant/recharge-channels"],
        kinds: &[here(K::RechargeChannel)],
    },
    /// Withdrawal channels.
    WithdrawalChannels => AreaRow {
        segment: "withdrawal-channels",
        group: Configuration,
        label: ShellKey::NavWithdrawalChannels,
        name: AccessKey::AreaWithdrawalChannels,
        permission: Some("withdrawal_channels"),
        api: &["tenant/withdrawal-channels"],
        kinds: &[],
    },
    /// Tariff templates and wallet tariffs.
    Tariffs => AreaRow {
        segment: "tariffs",
        group: Configuration,
        label: ShellKey::NavTariffs,
        name: AccessKey::AreaTariffs,
        permission: Some("tariffs"),
        api: &["tenant/tariffs"],
        kinds: &[
            under(K::TariffTemplate, &["templates"]),
            under(K::WalletTariff, &["wallets"]),
        ],
    },
    /// Wallet currencies.
    WalletCurrencies => AreaRow {
        segment: "wallet-currencies",
        group: Configuration,
        label: ShellKey::NavWalletCurrencies,
        name: AccessKey::AreaWalletCurrencies,
        permission: Some("wallet_currencies"),
        api: &["tenant/wallet-currencies"],
        kinds: &[],
    },
    /// Exchange fees.
    ExchangeFees => AreaRow {
        segment: "exchange-fees",
        group: Configuration,
        label: ShellKey::NavExchangeFees,
        name: AccessKey::AreaExchangeFees,
        permission: Some("exchange_config"),
        api: &["tenant/exchange-config/exchange-fees"],
        kinds: &[],
    },
    /// Exchange rates.
    ExchangeRates => AreaRow {
        segment: "exchange-rates",
        group: Configuration,
        label: ShellKey::NavExchangeRates,
        name: AccessKey::AreaExchangeRates,
        permission: Some("exchange_config"),
        api: &["tenant/exchange-config/exchange-rates"],
        kinds: &[],
    },
    /// Notification channels.
    NotificationChannels => AreaRow {
        segment: "notification-channels",
        group: Configuration,
        label: ShellKey::NavNotificationChannels,
        name: AccessKey::AreaNotificationChannels,
        permission: Some("notification_channels"),
        api: &["notification-channels", "notification-channel-types"],
        kinds: &[here(K::NotificationChannel)],
    },
    /// Administrator accounts.
    Accounts => AreaRow {
        segment: "accounts",
        group: Administration,
        label: ShellKey::NavAccounts,
        name: AccessKey::AreaAccounts,
        permission: Some("accounts"),
        api: &["tenant/accounts"],
        kinds: &[here(K::Account)],
    },
    /// Users awaiting approval.
    PendingUsers => AreaRow {
        segment: "pending-users",
        group: Administration,
        label: ShellKey::NavPendingUsers,
        name: AccessKey::AreaPendingUsers,
        permission: Some("pending_users"),
        api: &["tenant/users"],
        kinds: &[],
    },
    /// Institutions: the list, the search and the person's own.
    Institutions => AreaRow {
        segment: "institutions",
        group: Administration,
        label: ShellKey::NavInstitutions,
        name: AccessKey::AreaInstitutions,
        permission: Some("institutions"),
        api: &["tenant/institutions", "workspaces/*/institutions"],
        kinds: &[RecordPlace {
            kind: K::Institution,
            opens: Opens::Query(&["search"], "id"),
        }],
    },
    /// Roles and their permissions.
    Roles => AreaRow {
        segment: "roles",
        group: Administration,
        label: ShellKey::NavRoles,
        name: AccessKey::AreaRoles,
        permission: Some("roles"),
        api: &["tenant/roles"],
        kinds: &[here(K::Role)],
    },
    /// The IP whitelist.
    IpWhitelist => AreaRow {
        segment: "ip-whitelist",
        group: Administration,
        label: ShellKey::NavIpWhitelist,
        name: AccessKey::AreaIpWhitelist,
        permission: Some("security"),
        api: &["tenant/security/ip-whitelist"],
        kinds: &[],
    },
    /// The signed-in person's profile.
    Profile => AreaRow {
        segment: "profile",
        group: Account,
        label: ShellKey::NavProfile,
        name: AccessKey::AreaProfile,
        permission: None,
        api: &["tenant/profile"],
        kinds: &[],
    },
    /// Invitations to other workspaces.
    Invitations => AreaRow {
        segment: "invitations",
        group: Account,
        label: ShellKey::NavInvitations,
        name: AccessKey::AreaInvitations,
        permission: None,
        api: &["tenant/profile/invitations"],
        kinds: &[],
    },
}

impl Area {
    /// The route segment under a workspace.
    pub fn segment(self) -> &'static str {
        self.row().segment
    }

    /// The area at a route segment.
    pub fn of_segment(segment: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|a| a.segment() == segment)
    }

    /// The area's name inside a sentence ("viewing {area}").
    pub fn name(self) -> AccessKey {
        self.row().name
    }

    /// The area a kind of record opens in; `None` for a workspace (its home is no area).
    pub fn of_kind(kind: RecordKind) -> Option<(Self, &'static RecordPlace)> {
        Self::ALL.iter().find_map(|area| {
            area.row()
                .kinds
                .iter()
                .find(|place| place.kind == kind)
                .map(|place| (*area, place))
        })
    }

    /// The areas listed under `group`, in the navigation's order.
    pub fn in_group(group: NavGroup) -> impl Iterator<Item = Area> {
        Self::ALL
            .iter()
            .copied()
            .filter(move |a| a.row().group == group)
    }

    /// The areas of the permission tree's group `code`.
    pub fn of_permission(code: &str) -> impl Iterator<Item = Area> + '_ {
        Self::ALL
            .iter()
            .copied()
            .filter(move |a| a.row().permission == Some(code))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_area_has_its_own_segment_and_is_found_by_it() {
        for area in Area::ALL {
            assert_eq!(Area::of_segment(area.segment()), Some(*area));
        }
        assert_eq!(Area::of_segment(""), None);
    }

    #[test]
    fn every_record_kind_but_a_workspace_opens_in_one_area() {
        use RecordKind as K;
        for kind in [
            K::Recharge,
            K::Transfer,
            K::Wallet,
            K::Exchange,
            K::RechargeChannel,
            K::TariffTemplate,
            K::WalletTariff,
            K::Role,
            K::NotificationChannel,
            K::ProviderConnection,
            K::Card,
            K::VirtualAccount,
            K::Account,
            K::Export,
            K::File,
            K::Referral,
            K::ReferralCode,
            K::Institution,
        ] {
            let areas = Area::ALL
                .iter()
                .filter(|a| a.row().kinds.iter().any(|p| p.kind == kind))
                .count();
            assert_eq!(areas, 1, "{kind:?}");
        }
        assert_eq!(Area::of_kind(K::Workspace), None);
    }

    #[test]
    fn every_group_lists_areas() {
        for group in NavGroup::ALL {
            assert!(Area::in_group(group).next().is_some(), "{group:?}");
        }
    }
}
