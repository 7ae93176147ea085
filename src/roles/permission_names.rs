//! The portal's own names for the permission codes it knows, so the tree reads in the chosen
//! language and names areas as the side navigation does.

use super::tree_model::FlatNode;
use crate::i18n::{I18n, Key, RolesKey, ShellKey};

/// The areas and groups of the permission tree, by code, with the navigation's names.
const AREAS: [(&str, Key); 22] = [
    ("operations", Key::Shell(ShellKey::NavOperations)),
    ("configuration", Key::Shell(ShellKey::NavConfiguration)),
    ("administration", Key::Shell(ShellKey::NavAdministration)),
    ("data", Key::Shell(ShellKey::NavData)),
    ("recharges", Key::Shell(ShellKey::NavRecharges)),
    ("transfers", Key::Shell(ShellKey::NavTransfers)),
    ("exchanges", Key::Shell(ShellKey::NavExchanges)),
    ("referrals", Key::Shell(ShellKey::NavReferrals)),
    (
        "recharge_channels",
        Key::Shell(ShellKey::NavRechargeChannels),
    ),
    (
        "withdrawal_channels",
        Key::Shell(ShellKey::NavWithdrawalChannels),
    ),
    (
        "exchange_config",
        Key::Roles(RolesKey::PermissionExchangeConfig),
    ),
    ("tariffs", Key::Shell(ShellKey::NavTariffs)),
    (
        "wallet_currencies",
        Key::Shell(ShellKey::NavWalletCurrencies),
    ),
    (
        "notification_channels",
        Key::Shell(ShellKey::NavNotificationChannels),
    ),
    ("accounts", Key::Shell(ShellKey::NavAccounts)),
    ("pending_users", Key::Shell(ShellKey::NavPendingUsers)),
    ("institutions", Key::Shell(ShellKey::NavInstitutions)),
    ("roles", Key::Shell(ShellKey::NavRoles)),
    ("security", Key::Shell(ShellKey::NavIpWhitelist)),
    ("exports", Key::Shell(ShellKey::NavExports)),
    ("files", Key::Shell(ShellKey::NavFiles)),
    (
        "provider_connections",
        Key::Shell(ShellKey::NavProviderConnections),
    ),
];

/// The portal's name of a permission code: the contract's actions (`<group>:read`,
/// `<group>:write`) and the areas it knows. `None` leaves the server's name.
pub fn portal_name(code: &str) -> Option<Key> {
    match code.rsplit_once(':') {
        Some((_, "read")) => Some(Key::Roles(RolesKey::PermissionRead)),
        Some((_, "write")) => Some(Key::Roles(RolesKey::PermissionWrite)),
        Some(_) => None,
        None => AREAS.iter().find(|(c, _)| *c == code).map(|(_, key)| *key),
    }
}

/// A node's name as shown: the portal's, in the chosen language, where it has one; else the
/// server's. Read in a reactive closure, it follows the language.
pub fn shown_name(node: &FlatNode, i18n: I18n) -> String {
    node.key
        .map_or_else(|| node.name.clone(), |key| i18n.t(key).to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_and_known_areas_are_named_by_the_portal() {
        assert_eq!(
            portal_name("recharges:write"),
            Some(Key::Roles(RolesKey::PermissionWrite))
        );
        assert_eq!(
            portal_name("security"),
            Some(Key::Shell(ShellKey::NavIpWhitelist))
        );
        assert_eq!(portal_name("recharges:approve"), None);
        assert_eq!(portal_name("something_new"), None);
    }
}
