//! Starting, stopping, restarting on the same file, and --reset.

mod common;

use portal_api::paths;
use portal_sandbox::demo;
use serde_json::json;

#[tokio::test]
async fn state_survives_a_restart_and_reset_reseeds() {
    let dir = tempfile::tempdir().unwrap();
    let config = common::config_in(dir.path());
    let mut sb = common::Sandbox {
        base: String::new(),
        running: None,
        http: reqwest::Client::new(),
        access_code: demo::TENANT_ACCESS_CODE.to_owned(),
        dir: tempfile::tempdir().unwrap(),
        service_tokens: Default::default(),
    };
    let start = |config: portal_sandbox::SandboxConfig| async move {
        portal_sandbox::start(config).await.expect("starts")
    };

    let running = start(config.clone()).await;
    sb.base = running.url();
    sb.running = Some(running);
    let key_before = sb.public_key().await;
    let token = sb.tenant_admin().await;
    sb.post(
        paths::PROFILE_UPDATE,
        json!({"displayName": "Renamed", "timezone": "Europe/Berlin"}),
        Some(&token),
    )
    .await
    .ok();
    sb.stop().await;

    let running = start(config.clone()).await;
    sb.base = running.url();
    sb.running = Some(running);
    // Same key, same data, and the session token is still valid.
    assert_eq!(sb.public_key().await, key_before);
    let r = sb.get(paths::PROFILE, Some(&token)).await;
    assert_eq!(r.ok()["accountName"], "Renamed");
    sb.stop().await;

    let mut reset = config.clone();
    reset.reset = true;
    let running = start(reset).await;
    sb.base = running.url();
    sb.running = Some(running);
    assert_ne!(sb.public_key().await.key_id, key_before.key_id);
    sb.get(paths::PROFILE, Some(&token))
        .await
        .assert_error(401, "ACCESS.TOKEN_INVALID");
    let token = sb.tenant_admin().await;
    let r = sb.get(paths::PROFILE, Some(&token)).await;
    assert_eq!(r.ok()["accountName"], "Acme Administrator");
    sb.stop().await;
    // Stopped means stopped.
    assert!(sb.http.get(sb.url("/")).send().await.is_err());
}

#[tokio::test]
async fn binding_a_taken_port_fails_cleanly() {
    let first = common::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut config = common::config_in(dir.path());
    config.listen = first.running.as_ref().unwrap().addr();
    let err = portal_sandbox::start(config)
        .await
        .expect_err("port is taken");
    assert!(
        matches!(err, portal_sandbox::StartError::Bind { .. }),
        "{err}"
    );
}
