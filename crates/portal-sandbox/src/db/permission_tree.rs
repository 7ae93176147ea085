//! The permission tree: sections of groups, each group with a read and a write permission.

use portal_api::roles::PermissionNode;

/// One group: code, name, what read allows, what write allows, whether write can be granted.
type Group = (&'static str, &'static str, &'static str, &'static str, bool);

/// Sections (code, name, groups), in the order shown. The codes follow the contract's areas.
const SECTIONS: &[(&str, &str, &[Group])] = &[
    (
        "operations",
        "Operations",
        &[
            (
                "recharges",
                "Recharges",
                "See recharges and their statistics",
                "Confirm and reject recharges",
                true,
            ),
            (
                "transfers",
                "Transfers",
                "See transfer orders",
                "Create and cancel transfer orders",
                true,
            ),
            (
                "exchanges",
                "Exchanges",
                "See exchanges",
                "Run and settle exchanges",
                true,
            ),
            (
                "referrals",
                "Referrals",
                "See referrals and referral codes",
                "Issue and revoke referral codes",
                true,
            ),
        ],
    ),
    (
        "configuration",
        "Configuration",
        &[
            (
                "recharge_channels",
                "Recharge channels",
                "See recharge channels and assignments",
                "Create, change and assign recharge channels",
                true,
            ),
            (
                "withdrawal_channels",
                "Withdrawal channels",
                "See withdrawal channels",
                "Create and change withdrawal channels",
                true,
            ),
            (
                "exchange_config",
                "Exchange configuration",
                "See exchange fees and rates",
                "Change exchange fees and rates",
                true,
            ),
            (
                "tariffs",
                "Tariffs",
                "See tariff templates and wallet tariffs",
                "Create, change and delete tariff templates",
                true,
            ),
            (
                "wallet_currencies",
                "Wallet currencies",
                "See wallet currencies",
                "Enable and disable wallet currencies",
                true,
            ),
            (
                "notification_channels",
                "Notification channels",
                "See notification channels",
                "Configure and activate notification channels",
                true,
            ),
        ],
    ),
    (
        "administration",
        "Administration",
        &[
            (
                "accounts",
                "Accounts",
                "See accounts",
                "Create, change and disable accounts",
                true,
            ),
            (
                "pending_users",
                "Pending users",
                "See users waiting for approval",
                "Approve and reject pending users",
                true,
            ),
            (
                "institutions",
                "Institutions",
                "See institutions",
                "Create and change institutions",
                true,
            ),
            (
                "roles",
                "Roles",
                "See roles and their permissions",
                "Create, change and delete roles",
                true,
            ),
            (
                "security",
                "Security",
                "See the IP whitelist",
                "Change the IP whitelist",
                true,
            ),
        ],
    ),
    (
        "data",
        "Data and integrations",
        &[
            (
                "exports",
                "Exports",
                "See and download exports",
                "Start exports",
                true,
            ),
            (
                "files",
                "Files",
                "See uploaded files",
                "Upload and delete files (switched off)",
                false,
            ),
            (
                "provider_connections",
                "Provider connections",
                "See cards, virtual accounts and transactions",
                "Freeze, unfreeze and cancel cards (switched off)",
                false,
            ),
        ],
    ),
];

fn node(
    code: String,
    name: &str,
    description: Option<&str>,
    parent: Option<&str>,
    group: &str,
    order: usize,
    enabled: bool,
) -> PermissionNode {
    PermissionNode {
        biz_id: format!("perm_{}", code.replace(':', "_")),
        permission_code: code,
        permission_name: name.to_owned(),
        permission_description: description.map(str::to_owned),
        parent_biz_id: parent.map(str::to_owned),
        permission_group: group.to_owned(),
        portal_visibility: None,
        sort_order: i64::try_from(order + 1).unwrap_or(i64::MAX),
        is_enabled: enabled,
        children: Vec::new(),
    }
}

/// The whole tree, sections at the top.
pub fn tree() -> Vec<PermissionNode> {
    SECTIONS
        .iter()
        .enumerate()
        .map(|(i, (code, name, groups))| {
            let mut section = node((*code).to_owned(), name, None, None, code, i, true);
            let parent = section.biz_id.clone();
            section.children = groups
                .iter()
                .enumerate()
                .map(|(j, (group, group_name, read, write, write_enabled))| {
                    let mut g = node(
                        (*group).to_owned(),
                        group_name,
                        None,
                        Some(&parent),
                        group,
                        j,
                        true,
                    );
                    let id = g.biz_id.clone();
                    g.children = vec![
                        node(
                            format!("{group}:read"),
                            "Read",
                            Some(*read),
                            Some(&id),
                            group,
                            0,
                            true,
                        ),
                        node(
                            format!("{group}:write"),
                            "Write",
                            Some(*write),
                            Some(&id),
                            group,
                            1,
                            *write_enabled,
                        ),
                    ];
                    g
                })
                .collect();
            section
        })
        .collect()
}

/// Every code a role can hold (the leaves), in tree order.
pub fn grantable_codes() -> Vec<String> {
    let mut codes = Vec::new();
    for section in tree() {
        section.leaf_codes(&mut codes);
    }
    codes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_group_reads_and_writes() {
        let codes = grantable_codes();
        assert_eq!(codes.len(), 18 * 2);
        assert!(codes.contains(&"roles:write".to_owned()));
        let mut unique = codes.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), codes.len());
    }
}
