//! Institutions of the tenant API: query (PG-A), self, self update; pagination rules.

mod common;

use portal_api::paths;
use portal_sandbox::demo;
use serde_json::json;

#[tokio::test]
async fn service_accounts_see_all_tenants_see_theirs() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let r = sb
        .post(
            paths::INSTITUTIONS_QUERY,
            json!({"page": 0, "size": 20}),
            Some(&admin),
        )
        .await;
    let data = r.ok();
    assert_eq!(data["totalElements"], 6);
    assert_eq!(data["totalPages"], 1);
    assert_eq!(data["currentPage"], 0);
    assert_eq!(data["pageSize"], 20);
    let list = data["institutions"].as_array().unwrap();
    assert_eq!(list.len(), 6);
    let ops = &list[0];
    assert_eq!(ops["institutionName"], "Portal Operations");
    assert_eq!(ops["institutionType"]["code"], "SERVICE");
    assert_eq!(ops["institutionType"]["value"], 10010101);
    assert_eq!(ops["institutionStatus"]["code"], "ACTIVE");
    assert_eq!(ops["institutionStatus"]["value"], 10010403);
    assert!(list
        .iter()
        .any(|i| i["institutionStatus"]["code"] == "SUSPENDED"));

    let tenant = sb.tenant_admin().await;
    let r = sb
        .post(paths::INSTITUTIONS_QUERY, json!({}), Some(&tenant))
        .await;
    let data = r.ok();
    assert_eq!(data["totalElements"], 2);
    let names: Vec<_> = data["institutions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["institutionName"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Acme Payments", "Globex Wallet"]);
    sb.post(paths::INSTITUTIONS_QUERY, json!({}), None)
        .await
        .assert_error(401, "ACCESS.TOKEN_MISSING");
}

#[tokio::test]
async fn pagination_caps_refuses_negatives_and_empties_past_the_end() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let q = |page: i64, size: i64| json!({"page": page, "size": size});
    let r = sb
        .post(paths::INSTITUTIONS_QUERY, q(0, 500), Some(&admin))
        .await;
    assert_eq!(r.ok()["pageSize"], 100);
    let r = sb
        .post(paths::INSTITUTIONS_QUERY, q(1, 4), Some(&admin))
        .await;
    let data = r.ok();
    assert_eq!(data["institutions"].as_array().unwrap().len(), 2);
    assert_eq!(data["totalPages"], 2);
    assert_eq!(data["currentPage"], 1);
    let r = sb
        .post(paths::INSTITUTIONS_QUERY, q(7, 4), Some(&admin))
        .await;
    let data = r.ok();
    assert_eq!(data["institutions"], json!([]));
    assert_eq!(data["totalElements"], 6);
    assert_eq!(data["totalPages"], 2);
    for body in [q(-1, 10), q(0, -5), json!({"page": "zero"})] {
        sb.post(paths::INSTITUTIONS_QUERY, body, Some(&admin))
            .await
            .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    }
    sb.post_raw(
        paths::INSTITUTIONS_QUERY,
        Some("application/json"),
        "",
        Some(&admin),
    )
    .await
    .assert_error(400, "VALIDATION.INVALID_PARAMETER");
}

#[tokio::test]
async fn self_and_self_update() {
    let sb = common::start().await;
    let token = sb.tenant_admin().await;
    let r = sb.get(paths::INSTITUTION_SELF, Some(&token)).await;
    let data = r.ok();
    assert_eq!(data["bizId"], demo::INSTITUTION_ACME);
    assert_eq!(data["institutionType"]["code"], "TENANT");
    assert!(data["createdAt"].as_str().is_some_and(|t| t.ends_with('Z')));

    let r = sb
        .post(
            paths::INSTITUTION_SELF_UPDATE,
            json!({"institutionRemark": "Renewed contract"}),
            Some(&token),
        )
        .await;
    let data = r.ok();
    assert_eq!(data["institutionRemark"], "Renewed contract");
    assert_eq!(data["institutionName"], "Acme Payments");
    let r = sb
        .post(
            paths::INSTITUTION_SELF_UPDATE,
            json!({"institutionName": "Acme Pay", "institutionDescription": "d"}),
            Some(&token),
        )
        .await;
    assert_eq!(r.ok()["institutionName"], "Acme Pay");
    let r = sb.get(paths::INSTITUTION_SELF, Some(&token)).await;
    assert_eq!(r.ok()["institutionName"], "Acme Pay");
    assert_eq!(r.ok()["institutionRemark"], "Renewed contract");
    for body in [
        json!({}),
        json!({"institutionName": ""}),
        json!({"institutionName": "x".repeat(129)}),
        json!({"institutionDescription": "x".repeat(1001)}),
        json!({"institutionRemark": "x".repeat(256)}),
    ] {
        sb.post(paths::INSTITUTION_SELF_UPDATE, body, Some(&token))
            .await
            .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    }
    sb.post(
        paths::INSTITUTION_SELF_UPDATE,
        json!({"institutionName": "A"}),
        None,
    )
    .await
    .assert_error(401, "ACCESS.TOKEN_MISSING");
}

#[tokio::test]
async fn self_update_sets_country_and_time_zone_in_extra_config() {
    let sb = common::start().await;
    let token = sb.tenant_admin().await;
    let update = |body| sb.post(paths::INSTITUTION_SELF_UPDATE, body, Some(&token));
    let data = update(json!({"extraConfig": {"country": "SG", "timezone": "Asia/Singapore"}}))
        .await
        .ok()
        .clone();
    assert_eq!(data["extraConfig"]["country"], "SG");
    assert_eq!(data["extraConfig"]["timezone"], "Asia/Singapore");
    // Only the given keys change; the others stay.
    let data = update(json!({"extraConfig": {"timezone": "Europe/London"}}))
        .await
        .ok()
        .clone();
    assert_eq!(data["extraConfig"]["country"], "SG");
    assert_eq!(data["extraConfig"]["timezone"], "Europe/London");
    let own = sb.get(paths::INSTITUTION_SELF, Some(&token)).await;
    assert_eq!(own.ok()["extraConfig"]["timezone"], "Europe/London");
    for body in [
        json!({"extraConfig": {}}),
        json!({"extraConfig": {"country": "XX"}}),
        json!({"extraConfig": {"country": 65}}),
        json!({"extraConfig": {"timezone": "Mars/Olympus"}}),
    ] {
        update(body)
            .await
            .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    }
}
