use super::*;
use crate::db::permission_tree::grantable_codes;
use crate::permissions::{required, Need};
use portal_api::paths::area;

/// The area a path (or template) belongs to: the one whose prefix holding it is longest;
/// `None` for a path of no area.
pub fn of_path(path: &str) -> Option<&'static Area> {
    AREAS
        .iter()
        .flat_map(|a| a.prefixes.iter().map(move |prefix| (a, *prefix)))
        .filter(|(_, prefix)| area::holds(prefix, path))
        .max_by_key(|(_, prefix)| prefix.len())
        .map(|(a, _)| a)
}

/// The code of `need` and, for a command, its change code.
fn codes(need: Need) -> impl Iterator<Item = &'static str> {
    let write = match need {
        Need::Command(_, write) => Some(write),
        _ => None,
    };
    need.code().into_iter().chain(write)
}

#[test]
fn every_area_has_routes_and_rules_and_its_own_name() {
    for (i, area) in AREAS.iter().enumerate() {
        assert!((area.routes)().has_routes(), "{}", area.name);
        assert!(!area.rules.is_empty(), "{}", area.name);
        assert!(!area.prefixes.is_empty(), "{}", area.name);
        assert!(
            AREAS[i + 1..].iter().all(|other| other.name != area.name),
            "{} twice",
            area.name
        );
    }
}

#[test]
fn every_code_an_area_needs_is_of_its_group() {
    for area in AREAS {
        for (method, path, need) in area.rules {
            for code in codes(*need) {
                let (group, action) = code.split_once(':').unwrap_or((code, ""));
                assert_eq!(Some(group), area.permission, "{method} {path}: {code}");
                let expected = if *method == "GET" { "read" } else { action };
                assert!(
                    matches!(action, "read" | "write") && action == expected,
                    "{method} {path}: {code}"
                );
            }
        }
    }
}

#[test]
fn every_path_of_an_area_is_under_its_prefix_and_no_other_area_s() {
    for area in AREAS {
        for (method, path, _) in area.rules {
            assert_eq!(
                of_path(path).map(|a| a.name),
                Some(area.name),
                "{method} {path}"
            );
        }
    }
    for (method, path, _) in outside::RULES {
        assert_eq!(of_path(path).map(|a| a.name), None, "{method} {path}");
    }
    assert_eq!(
        of_path("/web/v1/tenant/recharges-elsewhere").map(|a| a.name),
        None
    );
    assert_eq!(
        of_path(paths::INVITATION_ACCEPT).map(|a| a.name),
        Some("invitations")
    );
}

#[test]
fn every_code_and_group_is_in_the_permission_tree() {
    let tree = grantable_codes();
    let held = |code: &str| tree.iter().any(|c| c == code);
    for (method, path, need) in rules() {
        for code in codes(*need) {
            assert!(held(code), "{method} {path}: {code}");
        }
    }
    for group in AREAS.iter().filter_map(|a| a.permission) {
        assert!(held(&format!("{group}:read")), "{group}");
        assert!(held(&format!("{group}:write")), "{group}");
    }
}

#[test]
fn each_route_has_one_rule() {
    let all: Vec<&Rule> = rules().collect();
    for (i, (method, path, _)) in all.iter().enumerate() {
        let again = all[i + 1..]
            .iter()
            .any(|(m, p, _)| m == method && p == path);
        assert!(!again, "{method} {path} twice");
    }
}

#[test]
fn platform_writes_are_platform_configuration_only() {
    for area in AREAS {
        for (method, path, need) in area.rules {
            if matches!(need, Need::Platform(_)) {
                assert!(area.platform, "{method} {path}");
            }
        }
    }
    assert_eq!(
        platform_configuration().collect::<Vec<_>>(),
        [
            "recharge-channels",
            "withdrawal-channels",
            "tariffs",
            "wallet-currencies",
            "exchange-fees",
            "exchange-rates",
        ]
    );
}

#[test]
fn writes_need_write_and_reads_need_read() {
    let all: Vec<Rule> = rules().copied().collect();
    assert_eq!(
        required(&all, "POST", paths::RECHARGE_CONFIRM),
        Some(Need::Workspace("recharges:write"))
    );
    assert_eq!(
        required(&all, "GET", paths::RECHARGES),
        Some(Need::Workspace("recharges:read"))
    );
    assert_eq!(
        required(&all, "POST", paths::WALLET_CURRENCY_DISABLE),
        Some(Need::Platform("wallet_currencies:write"))
    );
    assert_eq!(
        required(&all, "POST", paths::USER_APPROVE),
        Some(Need::Service("pending_users:write"))
    );
    assert_eq!(required(&all, "DELETE", paths::RECHARGES), None);
}
