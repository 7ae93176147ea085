//! Tokens: refresh rotation, logout, missing and expired bearer tokens.

mod common;

use std::time::Duration;

use portal_api::paths;
use portal_sandbox::demo;
use serde_json::json;

#[tokio::test]
async fn refresh_rotates_and_refuses_the_old_token() {
    let sb = common::start().await;
    let (access, refresh) = sb.sign_in(demo::OPS_EMAIL, demo::OPS_PASSWORD).await;
    let r = sb
        .post(paths::TOKEN_REFRESH, json!({"refreshToken": refresh}), None)
        .await;
    let data = r.ok().clone();
    assert_eq!(data["expiresIn"], 3600);
    let new_access = data["accessToken"].as_str().unwrap();
    let new_refresh = data["refreshToken"].as_str().unwrap();
    assert_ne!(new_access, access);
    assert_ne!(new_refresh, refresh);
    sb.get(paths::PROFILE, Some(new_access)).await.ok();
    sb.get(paths::PROFILE, Some(&access))
        .await
        .assert_error(401, "ACCESS.TOKEN_INVALID");
    sb.post(paths::TOKEN_REFRESH, json!({"refreshToken": refresh}), None)
        .await
        .assert_error(404, "AUTH.SESSION_NOT_FOUND");
    sb.post(paths::TOKEN_REFRESH, json!({"refreshToken": "nope"}), None)
        .await
        .assert_error(404, "AUTH.SESSION_NOT_FOUND");
    sb.post(paths::TOKEN_REFRESH, json!({}), None)
        .await
        .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    let stats = sb.get_plain("/__sandbox/stats").await;
    assert_eq!(stats.body["refreshesServed"], 1);
}

#[tokio::test]
async fn logout_ends_every_session_of_the_account() {
    let sb = common::start().await;
    let (first, first_refresh) = sb.sign_in(demo::OPS_EMAIL, demo::OPS_PASSWORD).await;
    let (second, _) = sb.sign_in(demo::OPS_EMAIL, demo::OPS_PASSWORD).await;
    let other = sb.tenant_admin().await;
    sb.post(paths::LOGOUT, json!(null), None)
        .await
        .assert_error(401, "ACCESS.TOKEN_MISSING");
    let r = sb.post(paths::LOGOUT, json!(null), Some(&first)).await;
    assert_eq!(r.ok(), &json!({"success": true, "terminatedSessions": 2}));
    for token in [&first, &second] {
        sb.get(paths::PROFILE, Some(token))
            .await
            .assert_error(401, "ACCESS.TOKEN_INVALID");
        sb.post(paths::LOGOUT, json!({}), Some(token))
            .await
            .assert_error(401, "ACCESS.TOKEN_INVALID");
    }
    sb.post(
        paths::TOKEN_REFRESH,
        json!({"refreshToken": first_refresh}),
        None,
    )
    .await
    .assert_error(404, "AUTH.SESSION_NOT_FOUND");
    // Another account is untouched; `{}` and no body are accepted too.
    sb.get(paths::PROFILE, Some(&other)).await.ok();
    let r = sb.post_raw(paths::LOGOUT, None, "", Some(&other)).await;
    assert_eq!(r.ok()["terminatedSessions"], 1);
}

#[tokio::test]
async fn missing_and_expired_tokens_are_401() {
    let sb = common::start_with(|c| c.access_token_ttl = Duration::from_secs(2)).await;
    sb.get(paths::PROFILE, None)
        .await
        .assert_error(401, "ACCESS.TOKEN_MISSING");
    sb.get(paths::PROFILE, Some("not.a.token"))
        .await
        .assert_error(401, "ACCESS.TOKEN_INVALID");
    let (access, refresh) = sb.sign_in(demo::OPS_EMAIL, demo::OPS_PASSWORD).await;
    sb.get(paths::PROFILE, Some(&access)).await.ok();
    tokio::time::sleep(Duration::from_millis(2200)).await;
    sb.get(paths::PROFILE, Some(&access))
        .await
        .assert_error(401, "ACCESS.TOKEN_INVALID");
    // The refresh token outlives the access token.
    let r = sb
        .post(paths::TOKEN_REFRESH, json!({"refreshToken": refresh}), None)
        .await;
    assert_eq!(r.ok()["expiresIn"], 2);
}

#[tokio::test]
async fn a_rotated_out_refresh_token_presented_again_ends_its_session() {
    let sb = common::start().await;
    let (_, first_refresh) = sb.sign_in(demo::OPS_EMAIL, demo::OPS_PASSWORD).await;
    let (other_access, other_refresh) = sb.sign_in(demo::OPS_EMAIL, demo::OPS_PASSWORD).await;
    let refresh = |token: String| {
        let sb = &sb;
        async move {
            sb.post(paths::TOKEN_REFRESH, json!({"refreshToken": token}), None)
                .await
        }
    };
    let second = refresh(first_refresh.clone()).await.ok().clone();
    let third = refresh(second["refreshToken"].as_str().unwrap().to_owned())
        .await
        .ok()
        .clone();
    let newest_access = third["accessToken"].as_str().unwrap();
    let newest_refresh = third["refreshToken"].as_str().unwrap();
    sb.get(paths::PROFILE, Some(newest_access)).await.ok();

    // The first refresh token again (copied by someone): the session it came from ends.
    let reused = refresh(first_refresh).await;
    reused.assert_error(404, "AUTH.SESSION_NOT_FOUND");
    assert!(reused.body["message"]
        .as_str()
        .is_some_and(|m| m.contains("already used")));
    sb.get(paths::PROFILE, Some(newest_access))
        .await
        .assert_error(401, "ACCESS.TOKEN_INVALID");
    refresh(newest_refresh.to_owned())
        .await
        .assert_error(404, "AUTH.SESSION_NOT_FOUND");
    // Another session of the same account is untouched.
    sb.get(paths::PROFILE, Some(&other_access)).await.ok();
    refresh(other_refresh).await.ok();
}
