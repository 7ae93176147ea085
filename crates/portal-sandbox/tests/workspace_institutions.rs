//! The workspace institution query: numeric codes, short envelope, strict paging, filters.

mod common;

use portal_api::paths;
use portal_sandbox::demo;
use serde_json::{json, Value};

fn path(workspace: &str) -> String {
    paths::fill(paths::WORKSPACE_INSTITUTIONS_QUERY, &[workspace])
}

async fn query(
    sb: &common::Sandbox,
    workspace: &str,
    body: Value,
    token: Option<&str>,
) -> common::Resp {
    // Non-tenant endpoint: no access code.
    let mut request = sb.http.post(sb.url(&path(workspace))).json(&body);
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let r = request.send().await.unwrap();
    let status = r.status().as_u16();
    let headers = r.headers().clone();
    let bytes = r.bytes().await.unwrap().to_vec();
    common::Resp {
        status,
        headers,
        body: serde_json::from_slice(&bytes).unwrap_or(Value::Null),
        bytes,
    }
}

fn assert_short(r: &common::Resp, status: u16, code: &str) {
    assert_eq!(r.status, status, "{:?}", r.body);
    assert_eq!(r.body["code"], code, "{:?}", r.body);
    assert!(r.body["message"].is_string());
    // Key order depends on serde_json's features across the workspace; the set is what counts.
    let mut keys: Vec<_> = r.body.as_object().unwrap().keys().cloned().collect();
    keys.sort();
    assert_eq!(keys, ["code", "data", "message"], "short envelope");
}

fn names(r: &common::Resp) -> Vec<String> {
    r.body["data"]["institutions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["institutionName"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn short_envelope_plain_strings_and_filters() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let ws = demo::INSTITUTION_PORTAL_OPS;
    let r = query(&sb, ws, json!({}), Some(&admin)).await;
    assert_short(&r, 200, "2000");
    assert_eq!(r.body["message"], "Success");
    let data = &r.body["data"];
    assert_eq!(data["totalElements"], 6);
    assert_eq!(data["pageSize"], 20);
    assert_eq!(data["institutions"][0]["institutionType"], "SERVICE");
    assert_eq!(data["institutions"][0]["institutionStatus"], "ACTIVE");

    let r = query(&sb, ws, json!({"institutionType": "TENANT"}), Some(&admin)).await;
    assert_eq!(names(&r), ["Acme Payments", "Globex Wallet", "Hooli Pay"]);
    let r = query(
        &sb,
        ws,
        json!({"institutionStatus": "SUSPENDED"}),
        Some(&admin),
    )
    .await;
    assert_eq!(names(&r), ["Hooli Pay"]);
    let r = query(&sb, ws, json!({"institutionName": "wALLet"}), Some(&admin)).await;
    assert_eq!(names(&r), ["Globex Wallet"]);
    let r = query(
        &sb,
        ws,
        json!({"institutionBizId": demo::INSTITUTION_UMBRELLA}),
        Some(&admin),
    )
    .await;
    assert_eq!(names(&r), ["Umbrella Consumer Club"]);
    let r = query(
        &sb,
        ws,
        json!({"institutionType": "TENANT", "institutionStatus": "ACTIVE", "size": 1, "page": 1}),
        Some(&admin),
    )
    .await;
    assert_eq!(names(&r), ["Globex Wallet"]);
    assert_eq!(r.body["data"]["totalElements"], 2);
    assert_eq!(r.body["data"]["totalPages"], 2);
    let r = query(&sb, ws, json!({"institutionName": "100%_"}), Some(&admin)).await;
    assert!(names(&r).is_empty());
}

#[tokio::test]
async fn validation_is_4000() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let ws = demo::INSTITUTION_PORTAL_OPS;
    for body in [
        json!({"size": 0}),
        json!({"size": 101}),
        json!({"page": -1}),
        json!({"size": -3}),
        json!({"institutionType": "BANK"}),
        json!({"institutionStatus": "active"}),
        json!({"page": "first"}),
        json!([]),
    ] {
        let r = query(&sb, ws, body.clone(), Some(&admin)).await;
        assert_short(&r, 400, "4000");
        assert!(r.body["data"].is_null(), "{body}");
    }
    let r = sb
        .http
        .post(sb.url(&path(ws)))
        .bearer_auth(&admin)
        .header("content-type", "application/json")
        .body("{oops")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 400);
    let body: Value = r.json().await.unwrap();
    assert_eq!(body["code"], "4000");
}

#[tokio::test]
async fn unauthorized_is_4010() {
    let sb = common::start().await;
    let ws = demo::INSTITUTION_ACME;
    assert_short(&query(&sb, ws, json!({}), None).await, 401, "4010");
    assert_short(
        &query(&sb, ws, json!({}), Some("bad.token.here")).await,
        401,
        "4010",
    );
    let tenant = sb.tenant_admin().await;
    let r = query(&sb, ws, json!({}), Some(&tenant)).await;
    assert_short(&r, 200, "2000");
    assert_eq!(names(&r), ["Acme Payments", "Globex Wallet"]);
    // Not a member of Initech; an unknown workspace is no better.
    assert_short(
        &query(&sb, demo::INSTITUTION_INITECH, json!({}), Some(&tenant)).await,
        401,
        "4010",
    );
    let admin = sb.admin().await;
    assert_short(
        &query(&sb, "ins_nowhere", json!({}), Some(&admin)).await,
        401,
        "4010",
    );
    // Missing token wins over a bad body.
    assert_short(&query(&sb, ws, json!({"size": 0}), None).await, 401, "4010");
}
