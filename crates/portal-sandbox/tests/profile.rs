//! The profile, its update, and how every JSON body error is answered.

mod common;

use portal_api::paths;
use portal_sandbox::demo;
use serde_json::json;

fn is_iso_millis(value: &serde_json::Value) -> bool {
    let Some(text) = value.as_str() else {
        return false;
    };
    let b = text.as_bytes();
    b.len() == 24
        && b[4] == b'-'
        && b[10] == b'T'
        && b[19] == b'.'
        && b[23] == b'Z'
        && text[20..23].bytes().all(|c| c.is_ascii_digit())
}

#[tokio::test]
async fn profile_is_the_signed_in_account() {
    let sb = common::start().await;
    let token = sb.admin().await;
    let r = sb.get(paths::PROFILE, Some(&token)).await;
    let a = r.ok();
    assert_eq!(a["bizId"], demo::ADMIN_BIZ_ID);
    assert_eq!(a["institutionBizId"], demo::INSTITUTION_PORTAL_OPS);
    assert_eq!(a["accountEmail"], demo::ADMIN_EMAIL);
    assert_eq!(a["accountPhone"], "");
    assert!(a["accountName"].is_string());
    assert!(a["accountRemark"].is_null());
    assert_eq!(a["accountPortal"]["code"], "SERVICE");
    assert_eq!(a["accountPortal"]["value"], 10010101);
    assert!(a["accountPortal"]["label"].is_string());
    assert_eq!(a["accountStatus"]["code"], "ACTIVE");
    assert_eq!(a["accountStatus"]["value"], 10010202);
    assert!(is_iso_millis(&a["createdAt"]), "{}", a["createdAt"]);
    assert!(is_iso_millis(&a["updatedAt"]), "{}", a["updatedAt"]);
    assert_eq!(a["defaultLanguage"], "en");
    assert_eq!(a["defaultTimezone"], "Asia/Singapore");
    assert_eq!(a["defaultCountry"], "SG");
    let tenant = sb.tenant_admin().await;
    let r = sb.get(paths::PROFILE, Some(&tenant)).await;
    assert_eq!(r.ok()["accountPortal"]["value"], 10010102);
}

#[tokio::test]
async fn update_changes_name_and_zone() {
    let sb = common::start().await;
    let token = sb.tenant_admin().await;
    let r = sb
        .post(
            paths::PROFILE_UPDATE,
            json!({"displayName": "  Ada Admin ", "timezone": "Asia/Kolkata"}),
            Some(&token),
        )
        .await;
    let a = r.ok();
    assert_eq!(a["accountName"], "Ada Admin");
    assert_eq!(a["defaultTimezone"], "Asia/Kolkata");
    let r = sb.get(paths::PROFILE, Some(&token)).await;
    assert_eq!(r.ok()["accountName"], "Ada Admin");
    for body in [
        json!({"displayName": "   ", "timezone": "Asia/Kolkata"}),
        json!({"displayName": "x".repeat(101), "timezone": "Asia/Kolkata"}),
        json!({"displayName": "Ada", "timezone": "Asia/Atlantis"}),
        json!({"displayName": "Ada"}),
    ] {
        sb.post(paths::PROFILE_UPDATE, body, Some(&token))
            .await
            .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    }
    sb.post(
        paths::PROFILE_UPDATE,
        json!({"displayName": "Ada", "timezone": "UTC"}),
        None,
    )
    .await
    .assert_error(401, "ACCESS.TOKEN_MISSING");
}

#[tokio::test]
async fn malformed_bodies_are_validation_envelopes() {
    let sb = common::start().await;
    let token = sb.tenant_admin().await;
    let path = paths::PROFILE_UPDATE;
    let json_type = Some("application/json");
    for (content_type, body) in [
        (json_type, "{\"displayName\": "),
        (json_type, ""),
        (json_type, "   "),
        (json_type, "null"),
        (json_type, "[1, 2]"),
        (json_type, "{\"displayName\": 5, \"timezone\": \"UTC\"}"),
        (
            Some("text/plain"),
            "{\"displayName\": \"A\", \"timezone\": \"UTC\"}",
        ),
        (None, "{\"displayName\": \"A\", \"timezone\": \"UTC\"}"),
    ] {
        let r = sb.post_raw(path, content_type, body, Some(&token)).await;
        assert_eq!(r.header("content-type"), "application/json", "{body:?}");
        r.assert_error(400, "VALIDATION.INVALID_PARAMETER");
    }
    let r = sb
        .post_raw(
            path,
            Some("application/json; charset=utf-8"),
            "{\"displayName\": \"A\", \"timezone\": \"UTC\"}",
            Some(&token),
        )
        .await;
    r.ok();
}

#[tokio::test]
async fn unknown_paths_and_methods_are_envelopes() {
    let sb = common::start().await;
    let r = sb.get("/web/v1/tenant/no-such-thing", None).await;
    r.assert_error(404, "RESOURCE.NOT_FOUND");
    let r = sb.get_plain("/web/v2/anything").await;
    r.assert_error(404, "RESOURCE.NOT_FOUND");
    let r = sb.get_plain("/__sandbox/nothing").await;
    r.assert_error(404, "RESOURCE.NOT_FOUND");
    let r = sb.post(paths::PROFILE, json!({}), None).await;
    r.assert_error(405, "REQUEST.METHOD_NOT_ALLOWED");
    let r = sb.get(paths::PROFILE_UPDATE, None).await;
    r.assert_error(405, "REQUEST.METHOD_NOT_ALLOWED");
}
