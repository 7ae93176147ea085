//! Roles (list, record, create, rename, permissions, delete, OWNER fixed, per workspace) and
//! the permission tree.

mod common;

use common::Sandbox;
use portal_api::paths;
use portal_api::roles::{PermissionNode, Role};
use portal_sandbox::demo;
use serde_json::{json, Value};

const INVALID: &str = "VALIDATION.INVALID_PARAMETER";
const NOT_FOUND: &str = "RESOURCE.NOT_FOUND";

async fn roles(sb: &Sandbox, token: &str) -> Vec<Role> {
    let r = sb.get(paths::ROLES, Some(token)).await;
    serde_json::from_value(r.ok().clone()).expect("roles")
}

async fn create(sb: &Sandbox, token: &str, name: &str) -> Value {
    let body = json!({"roleName": name, "description": "Reads reports"});
    let r = sb.post(paths::ROLES, body, Some(token)).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    assert_eq!(r.body["code"], "2001");
    assert_eq!(r.body["success"], true);
    assert_eq!(r.body["version"], "2.0.0");
    r.data().clone()
}

#[tokio::test]
async fn a_workspace_starts_with_owner_and_examples() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let list = roles(&sb, &admin).await;
    assert_eq!(list.len(), 3);
    assert!(list[0].is_owner());
    assert_eq!(list[0].workspace_biz_id, demo::INSTITUTION_PORTAL_OPS);
    assert_eq!(
        list[0].permission_codes.len(),
        36,
        "the owner holds every code"
    );
    assert!(list[1..].iter().all(|r| !r.is_owner()));
    let again = roles(&sb, &admin).await;
    assert_eq!(again, list, "seeded once");
}

#[tokio::test]
async fn create_read_rename_and_delete() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let created = create(&sb, &admin, "Reporting").await;
    assert_eq!(created["roleType"]["code"], "CUSTOM");
    assert_eq!(created["roleType"]["value"], 10010902);
    assert_eq!(created["permissionCodes"], json!([]));
    assert!(created["createdAt"].as_str().unwrap().ends_with('Z'));
    let id = created["bizId"].as_str().unwrap();
    let path = paths::fill(paths::ROLE, &[id]);
    assert_eq!(sb.get(&path, Some(&admin)).await.ok(), &created);
    let codes = paths::fill(paths::ROLE_PERMISSIONS, &[id]);
    assert_eq!(sb.get(&codes, Some(&admin)).await.ok(), &json!([]));

    let taken = sb
        .post(paths::ROLES, json!({"roleName": "reporting"}), Some(&admin))
        .await;
    taken.assert_error(400, INVALID);
    let blank = sb
        .post(paths::ROLES, json!({"roleName": " "}), Some(&admin))
        .await;
    blank.assert_error(400, INVALID);

    let body = json!({"roleId": id, "roleName": "Reports", "description": "Monthly"});
    let r = sb.post(paths::ROLE_UPDATE, body, Some(&admin)).await;
    assert_eq!(r.ok()["roleName"], "Reports");
    assert_eq!(r.ok()["description"], "Monthly");
    assert_eq!(
        sb.get(&path, Some(&admin)).await.ok()["roleName"],
        "Reports"
    );

    let r = sb
        .post(paths::ROLE_DELETE, json!({"roleId": id}), Some(&admin))
        .await;
    assert_eq!(r.status, 200);
    assert_eq!(r.body, json!({"success": true, "data": null}));
    sb.get(&path, Some(&admin))
        .await
        .assert_error(404, NOT_FOUND);
    let again = sb
        .post(paths::ROLE_DELETE, json!({"roleId": id}), Some(&admin))
        .await;
    again.assert_error(404, NOT_FOUND);
}

#[tokio::test]
async fn permissions_must_exist_in_the_tree() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let id = create(&sb, &admin, "Clerk").await["bizId"]
        .as_str()
        .unwrap()
        .to_owned();
    let set = |codes: Value| json!({"roleId": id, "permissionCodes": codes});
    let r = sb
        .post(
            paths::ROLE_SET_PERMISSIONS,
            set(json!([
                "transfers:read",
                "recharges:write",
                "transfers:read"
            ])),
            Some(&admin),
        )
        .await;
    assert_eq!(
        r.ok()["permissionCodes"],
        json!(["recharges:write", "transfers:read"])
    );
    let r = sb
        .post(
            paths::ROLE_SET_PERMISSIONS,
            set(json!(["roles:read", "moon:write", "recharges:delete"])),
            Some(&admin),
        )
        .await;
    r.assert_error(400, INVALID);
    let message = r.body["message"].as_str().unwrap();
    assert!(message.contains("moon:write") && message.contains("recharges:delete"));
    assert!(!message.contains("roles:read"), "{message}");
    let path = paths::fill(paths::ROLE_PERMISSIONS, &[&id]);
    assert_eq!(
        sb.get(&path, Some(&admin)).await.ok(),
        &json!(["recharges:write", "transfers:read"]),
        "a refused set changes nothing"
    );
    let r = sb
        .post(
            paths::ROLE_SET_PERMISSIONS,
            set(json!(["recharges"])),
            Some(&admin),
        )
        .await;
    r.assert_error(400, INVALID);
}

#[tokio::test]
async fn the_owner_role_cannot_change() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let owner = roles(&sb, &admin).await.remove(0);
    let id = owner.biz_id.as_str();
    let r = sb
        .post(
            paths::ROLE_UPDATE,
            json!({"roleId": id, "roleName": "Boss"}),
            Some(&admin),
        )
        .await;
    r.assert_error(400, INVALID);
    let r = sb
        .post(
            paths::ROLE_SET_PERMISSIONS,
            json!({"roleId": id, "permissionCodes": []}),
            Some(&admin),
        )
        .await;
    r.assert_error(400, INVALID);
    let r = sb
        .post(paths::ROLE_DELETE, json!({"roleId": id}), Some(&admin))
        .await;
    r.assert_error(400, INVALID);
    assert_eq!(roles(&sb, &admin).await[0], owner);
}

#[tokio::test]
async fn roles_belong_to_their_workspace() {
    let sb = common::start().await;
    let tenant = sb.tenant_admin().await;
    let r = sb
        .get_in(paths::ROLES, &tenant, demo::INSTITUTION_GLOBEX)
        .await;
    let globex: Vec<Role> = serde_json::from_value(r.ok().clone()).unwrap();
    assert!(globex
        .iter()
        .all(|r| r.workspace_biz_id == demo::INSTITUTION_GLOBEX));
    let home = roles(&sb, &tenant).await;
    assert!(home
        .iter()
        .all(|r| r.workspace_biz_id == demo::INSTITUTION_ACME));
    let path = paths::fill(paths::ROLE, &[&globex[1].biz_id]);
    sb.get_in(&path, &tenant, demo::INSTITUTION_ACME)
        .await
        .assert_error(404, NOT_FOUND);
    sb.get_in(paths::ROLES, &tenant, demo::INSTITUTION_UMBRELLA)
        .await
        .assert_error(404, NOT_FOUND);
    sb.get(paths::ROLES, None)
        .await
        .assert_error(401, "ACCESS.TOKEN_MISSING");
    sb.get(&paths::fill(paths::ROLE, &["role_nope"]), Some(&tenant))
        .await
        .assert_error(404, NOT_FOUND);
}

#[tokio::test]
async fn the_tree_has_sections_groups_and_actions() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let r = sb.get(paths::PERMISSION_TREE, Some(&admin)).await;
    let raw = r.ok().clone();
    let first = &raw[0];
    for field in [
        "bizId",
        "permissionCode",
        "permissionName",
        "permissionDescription",
        "parentBizId",
        "permissionGroup",
        "portalVisibility",
        "sortOrder",
        "isEnabled",
        "children",
    ] {
        assert!(first.get(field).is_some(), "{field}");
    }
    let tree: Vec<PermissionNode> = serde_json::from_value(raw).unwrap();
    let groups: Vec<&PermissionNode> = tree.iter().flat_map(|s| &s.children).collect();
    assert!(groups.len() >= 12);
    for group in &groups {
        let codes: Vec<&str> = group
            .children
            .iter()
            .map(|c| c.permission_code.as_str())
            .collect();
        let code = &group.permission_code;
        assert_eq!(codes, [format!("{code}:read"), format!("{code}:write")]);
        assert_eq!(
            group.children[0].parent_biz_id.as_ref(),
            Some(&group.biz_id)
        );
    }
    let disabled = groups
        .iter()
        .flat_map(|g| &g.children)
        .filter(|c| !c.is_enabled)
        .count();
    assert!(disabled >= 1);
}
