//! Invitations: list, accept (joins the workspace), decline.

mod common;

use portal_api::paths;
use portal_sandbox::demo;
use serde_json::json;

async fn visible_institutions(sb: &common::Sandbox, token: &str) -> Vec<String> {
    let r = sb
        .post(
            paths::INSTITUTIONS_QUERY,
            json!({"page": 0, "size": 100}),
            Some(token),
        )
        .await;
    r.ok()["institutions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["bizId"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn list_shows_open_invitations() {
    let sb = common::start().await;
    let token = sb.tenant_admin().await;
    let r = sb.get(paths::INVITATIONS, Some(&token)).await;
    let list = r.ok().as_array().unwrap().clone();
    assert_eq!(list.len(), 1);
    let v = &list[0];
    assert_eq!(v["bizId"], demo::INVITATION_TENANT_ADMIN);
    assert_eq!(v["institutionBizId"], demo::INSTITUTION_INITECH);
    assert_eq!(v["institutionName"], "Initech Card Services");
    assert!(v["roleName"].is_string());
    assert_eq!(v["invitedBy"], demo::ADMIN_EMAIL);
    assert!(v["invitedAt"].as_str().is_some_and(|t| t.ends_with('Z')));
    assert!(v["expiresAt"].as_str().is_some_and(|t| t.ends_with('Z')));
    sb.get(paths::INVITATIONS, None)
        .await
        .assert_error(401, "ACCESS.TOKEN_MISSING");
    // Ops has none: an empty array.
    let (ops, _) = sb.sign_in(demo::OPS_EMAIL, demo::OPS_PASSWORD).await;
    assert_eq!(
        sb.get(paths::INVITATIONS, Some(&ops)).await.ok(),
        &json!([])
    );
}

#[tokio::test]
async fn accept_joins_the_institution() {
    let sb = common::start().await;
    let token = sb.tenant_admin().await;
    let before = visible_institutions(&sb, &token).await;
    assert!(!before.contains(&demo::INSTITUTION_INITECH.to_owned()));
    let r = sb
        .post(
            paths::INVITATION_ACCEPT,
            json!({"invitationBizId": demo::INVITATION_TENANT_ADMIN}),
            Some(&token),
        )
        .await;
    assert!(r.ok().is_null());
    let after = visible_institutions(&sb, &token).await;
    assert!(after.contains(&demo::INSTITUTION_INITECH.to_owned()));
    assert_eq!(
        sb.get(paths::INVITATIONS, Some(&token)).await.ok(),
        &json!([])
    );
    // Accepting twice, or someone else's invitation, is refused.
    sb.post(
        paths::INVITATION_ACCEPT,
        json!({"invitationBizId": demo::INVITATION_TENANT_ADMIN}),
        Some(&token),
    )
    .await
    .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    sb.post(
        paths::INVITATION_ACCEPT,
        json!({"invitationBizId": demo::INVITATION_ADMIN}),
        Some(&token),
    )
    .await
    .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    sb.post(paths::INVITATION_ACCEPT, json!({}), Some(&token))
        .await
        .assert_error(400, "VALIDATION.INVALID_PARAMETER");
}

#[tokio::test]
async fn decline_needs_a_reason() {
    let sb = common::start().await;
    let token = sb.admin().await;
    let id = demo::INVITATION_ADMIN;
    for body in [
        json!({"invitationBizId": id}),
        json!({"invitationBizId": id, "reason": ""}),
        json!({"invitationBizId": id, "reason": "x".repeat(256)}),
        json!({"invitationBizId": "inv_unknown", "reason": "no"}),
    ] {
        sb.post(paths::INVITATION_DECLINE, body, Some(&token))
            .await
            .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    }
    let r = sb
        .post(
            paths::INVITATION_DECLINE,
            json!({"invitationBizId": id, "reason": "Not my team"}),
            Some(&token),
        )
        .await;
    assert!(r.ok().is_null());
    assert_eq!(
        sb.get(paths::INVITATIONS, Some(&token)).await.ok(),
        &json!([])
    );
}
