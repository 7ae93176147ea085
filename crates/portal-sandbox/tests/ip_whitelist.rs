//! The IP whitelist: off and empty at first, saved whole, entries checked, caller named.

mod common;

use portal_api::paths;
use portal_sandbox::demo;
use serde_json::json;

#[tokio::test]
async fn saved_whole_and_read_back() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let r = sb.get(paths::IP_WHITELIST, Some(&admin)).await;
    let first = r.ok().clone();
    assert_eq!(first["enabled"], false);
    assert_eq!(first["entries"], json!([]));
    assert_eq!(first["callerIp"], "127.0.0.1");
    assert!(first.get("updatedAt").is_none());

    let body = json!({"enabled": true, "entries": [" 127.0.0.1 ", "10.0.0.0/8", "2001:db8::/32"]});
    let r = sb.post(paths::IP_WHITELIST, body, Some(&admin)).await;
    let saved = r.ok().clone();
    assert_eq!(
        saved["entries"],
        json!(["127.0.0.1", "10.0.0.0/8", "2001:db8::/32"])
    );
    assert_eq!(saved["enabled"], true);
    assert!(saved["updatedAt"].as_str().unwrap().ends_with('Z'));
    assert_eq!(sb.get(paths::IP_WHITELIST, Some(&admin)).await.ok(), &saved);

    let tenant = sb.tenant_admin().await;
    let other = sb
        .get_in(paths::IP_WHITELIST, &tenant, demo::INSTITUTION_ACME)
        .await;
    assert_eq!(
        other.ok()["entries"],
        json!([]),
        "each workspace has its own"
    );
}

#[tokio::test]
async fn bad_entries_are_named() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let body =
        json!({"enabled": true, "entries": ["10.0.0.1", "10.0.0.300", "10.0.0.1/32", "::1/129"]});
    let r = sb.post(paths::IP_WHITELIST, body, Some(&admin)).await;
    r.assert_error(400, "VALIDATION.INVALID_PARAMETER");
    let message = r.body["message"].as_str().unwrap();
    for part in [
        "entries[1]",
        "entries[2]",
        "entries[3]",
        "repeats",
        "prefix",
    ] {
        assert!(message.contains(part), "{part} in {message}");
    }
    assert!(!message.contains("entries[0]"));
    let r = sb.get(paths::IP_WHITELIST, Some(&admin)).await;
    assert_eq!(r.ok()["entries"], json!([]), "nothing saved");
    let r = sb
        .post(paths::IP_WHITELIST, json!({"entries": []}), Some(&admin))
        .await;
    r.assert_error(400, "VALIDATION.INVALID_PARAMETER");
    sb.get(paths::IP_WHITELIST, None)
        .await
        .assert_error(401, "ACCESS.TOKEN_MISSING");
}
