//! The portal's own names for the permission codes it knows, so the tree reads in the chosen
//! language and names areas as the side navigation does.

use super::tree_model::FlatNode;
use crate::i18n::{I18n, Key, RolesKey};
use crate::registry::{Area, NavGroup};

/// The portal's name of a permission code: the contract's actions (`<group>:read`,
/// `<group>:write`), the navigation's groups, and the areas of the registry by their
/// navigation names. `None` leaves the server's name.
pub fn portal_name(code: &str) -> Option<Key> {
    match code.rsplit_once(':') {
        Some((_, "read")) => Some(Key::Roles(RolesKey::PermissionRead)),
        Some((_, "write")) => Some(Key::Roles(RolesKey::PermissionWrite)),
        Some(_) => None,
        None => group_name(code),
    }
}

/// The name of a group of the tree: a navigation group's heading, the one area it grants,
/// or, where one group grants several areas, the group's own name.
fn group_name(code: &str) -> Option<Key> {
    if let Some(group) = NavGroup::ALL.iter().find(|g| g.permission() == Some(code)) {
        return Some(Key::Shell(group.heading()));
    }
    let mut areas = Area::of_permission(code);
    match (areas.next(), areas.next()) {
        (Some(only), None) => Some(Key::Shell(only.row().label)),
        // Exchange fees and rates share the tree's `exchange_config`.
        (Some(_), Some(_)) if code == "exchange_config" => {
            Some(Key::Roles(RolesKey::PermissionExchangeConfig))
        }
        _ => None,
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
    use crate::i18n::ShellKey;

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
        assert_eq!(
            portal_name("exchange_config"),
            Some(Key::Roles(RolesKey::PermissionExchangeConfig))
        );
        assert_eq!(
            portal_name("operations"),
            Some(Key::Shell(ShellKey::NavOperations))
        );
        assert_eq!(portal_name("recharges:approve"), None);
        assert_eq!(portal_name("something_new"), None);
    }
}
