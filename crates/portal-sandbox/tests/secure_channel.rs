//! Secure channel: public key, sessions, and the sealing of pre-login calls.

mod common;

use base64::engine::general_purpose::STANDARD;
use base64::Engine as _;
use portal_api::paths;
use portal_api::secure_channel::{ClientChannel, SealedRequest};
use portal_sandbox::demo;
use rand::rngs::OsRng;
use serde_json::json;

const LOGIN: &str = paths::LOGIN_INITIATE;

fn credentials() -> serde_json::Value {
    json!({"email": demo::ADMIN_EMAIL, "password": demo::ADMIN_PASSWORD})
}

#[tokio::test]
async fn public_key_describes_an_rsa_2048_key() {
    let sb = common::start().await;
    let r = sb.get(paths::SECURE_CHANNEL_PUBLIC_KEY, None).await;
    let data = r.ok();
    assert_eq!(data["algorithm"], "RSA-OAEP-2048");
    assert_eq!(data["keySize"], 2048);
    assert!(data["expiresAt"].is_null());
    assert!(data["keyId"].as_str().is_some_and(|k| !k.is_empty()));
    assert!(data["createdAt"].as_str().is_some_and(|t| t.ends_with('Z')));
    let der = STANDARD
        .decode(data["publicKey"].as_str().unwrap())
        .unwrap();
    assert!(der.len() > 290, "SPKI DER of a 2048-bit key");
}

async fn close(
    sb: &common::Sandbox,
    session: Option<&str>,
    body: &serde_json::Value,
) -> common::Resp {
    let mut request = sb
        .http
        .post(sb.url(paths::SECURE_CHANNEL_SESSION_CLOSE))
        .header("X-PORTAL-ACCESS-CODE", demo::TENANT_ACCESS_CODE)
        .json(body);
    if let Some(session) = session {
        request = request.header("X-Secure-Channel-Session-Id", session);
    }
    let r = request.send().await.unwrap();
    let status = r.status().as_u16();
    let headers = r.headers().clone();
    let bytes = r.bytes().await.unwrap().to_vec();
    let body = serde_json::from_slice(&bytes).unwrap_or_default();
    common::Resp {
        status,
        headers,
        body,
        bytes,
    }
}

#[tokio::test]
async fn session_is_created_and_closed() {
    let sb = common::start().await;
    let ch = sb.channel().await;
    sb.initiate(&ch, demo::ADMIN_EMAIL, demo::ADMIN_PASSWORD)
        .await
        .ok();
    // Closing takes a sealed `{}`: a plain one is refused and leaves the session open.
    close(&sb, Some(&ch.session_id), &json!({}))
        .await
        .assert_error(400, "SECURE_CHANNEL.INVALID_PAYLOAD");
    let r = sb
        .sealed(&ch, paths::SECURE_CHANNEL_SESSION_CLOSE, json!({}))
        .await;
    assert!(r.ok().is_null());
    // A closed session opens nothing, and closing it again is the contract's 500.
    let (sealed, _) = sb.seal(&ch, LOGIN, &credentials());
    sb.send_sealed(&ch, LOGIN, &sealed)
        .await
        .assert_error(400, "SECURE_CHANNEL.INVALID_PAYLOAD");
    let (sealed, _) = sb.seal(&ch, paths::SECURE_CHANNEL_SESSION_CLOSE, &json!({}));
    close(&sb, Some(&ch.session_id), &json!(sealed))
        .await
        .assert_error(500, "SYSTEM.INTERNAL_ERROR");
    close(&sb, None, &json!({}))
        .await
        .assert_error(500, "SYSTEM.INTERNAL_ERROR");
}

#[tokio::test]
async fn session_creation_errors() {
    let sb = common::start().await;
    let info = sb.public_key().await;
    let (_, request) = ClientChannel::establish_with_info(&info, &mut OsRng).unwrap();
    let valid = serde_json::to_value(&request).unwrap();
    let with = |field: &str, value: serde_json::Value| {
        let mut body = valid.clone();
        body[field] = value;
        body
    };
    for body in [
        json!({"keyId": info.key_id}),
        with("encReqKey", json!("")),
        with("keyId", json!("")),
        with("encRespKey", json!(17)),
    ] {
        sb.post(paths::SECURE_CHANNEL_SESSION, body, None)
            .await
            .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    }
    for body in [
        with("keyId", json!("key_unknown")),
        with("encReqKey", json!(STANDARD.encode([7u8; 256]))),
        with("encReqKey", json!(STANDARD.encode([7u8; 255]))),
        with("encRespKey", json!("%%%")),
    ] {
        sb.post(paths::SECURE_CHANNEL_SESSION, body, None)
            .await
            .assert_error(400, "SECURE_CHANNEL.INVALID_PAYLOAD");
    }
    let r = sb.post(paths::SECURE_CHANNEL_SESSION, valid, None).await;
    assert_eq!(r.ok()["expiresIn"], 600);
}

#[tokio::test]
async fn plaintext_pre_login_calls_are_refused() {
    let sb = common::start().await;
    let ch = sb.channel().await;
    for path in [
        paths::LOGIN_INITIATE,
        paths::LOGIN_MFA_SEND,
        paths::LOGIN_COMPLETE,
        paths::PASSWORD_FORGOT,
        paths::REGISTER_INITIATE,
        paths::REGISTER_VERIFY,
        paths::REGISTER_COMPLETE,
        paths::PASSWORD_INIT,
    ] {
        // Plaintext without the session header, and plaintext with it.
        sb.post(path, credentials(), None)
            .await
            .assert_error(400, "SECURE_CHANNEL.INVALID_PAYLOAD");
        let r = sb
            .http
            .post(sb.url(path))
            .header("X-PORTAL-ACCESS-CODE", demo::TENANT_ACCESS_CODE)
            .header("X-Secure-Channel-Session-Id", &ch.session_id)
            .json(&credentials())
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 400, "{path}");
        let body: serde_json::Value = r.json().await.unwrap();
        assert_eq!(body["code"], "SECURE_CHANNEL.INVALID_PAYLOAD", "{path}");
    }
}

#[tokio::test]
async fn tampered_replayed_misbound_and_stale_bodies_are_refused() {
    let sb = common::start().await;
    let ch = sb.channel().await;

    let (mut sealed, _) = sb.seal(&ch, LOGIN, &credentials());
    let mut bytes = STANDARD.decode(&sealed.ciphertext).unwrap();
    bytes[0] ^= 1;
    sealed.ciphertext = STANDARD.encode(bytes);
    sb.send_sealed(&ch, LOGIN, &sealed)
        .await
        .assert_error(400, "SECURE_CHANNEL.INVALID_PAYLOAD");

    // The first delivery works, a replay of the same body does not.
    let (sealed, ctx) = sb.seal(&ch, LOGIN, &credentials());
    let first = sb.send_sealed(&ch, LOGIN, &sealed).await;
    assert_eq!(first.status, 200);
    ch.client.open_response(&ctx, &first.bytes).expect("opens");
    sb.send_sealed(&ch, LOGIN, &sealed)
        .await
        .assert_error(400, "SECURE_CHANNEL.INVALID_PAYLOAD");

    // Sealed for another path.
    let (sealed, _) = sb.seal(&ch, paths::PASSWORD_FORGOT, &credentials());
    sb.send_sealed(&ch, LOGIN, &sealed)
        .await
        .assert_error(400, "SECURE_CHANNEL.INVALID_PAYLOAD");

    // Sealed six minutes ago.
    let stale_ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64
        - 6 * 60 * 1000;
    let request_id = uuid::Uuid::new_v4().to_string();
    let plaintext = serde_json::to_vec(&credentials()).unwrap();
    let (sealed, _) = ch
        .client
        .seal_request("POST", LOGIN, &request_id, stale_ms, &plaintext, &mut OsRng)
        .unwrap();
    sb.send_sealed(&ch, LOGIN, &sealed)
        .await
        .assert_error(400, "SECURE_CHANNEL.INVALID_PAYLOAD");

    // A sealed body under an unknown session id.
    let other = common::Channel {
        client: ch.client,
        session_id: "scs_unknown".to_owned(),
    };
    let (sealed, _): (SealedRequest, _) = sb.seal(&other, LOGIN, &credentials());
    sb.send_sealed(&other, LOGIN, &sealed)
        .await
        .assert_error(400, "SECURE_CHANNEL.INVALID_PAYLOAD");
}

#[tokio::test]
async fn opened_but_invalid_bodies_get_a_sealed_validation_error() {
    let sb = common::start().await;
    let ch = sb.channel().await;
    let r = sb.sealed(&ch, LOGIN, json!({"email": 5})).await;
    r.assert_error(400, "VALIDATION.INVALID_PARAMETER");
    let r = sb.sealed(&ch, LOGIN, json!(null)).await;
    r.assert_error(400, "VALIDATION.INVALID_PARAMETER");
    let r = sb
        .sealed(&ch, LOGIN, json!([demo::ADMIN_EMAIL, demo::ADMIN_PASSWORD]))
        .await;
    r.assert_error(400, "VALIDATION.INVALID_PARAMETER");
}

#[tokio::test]
async fn tenant_endpoints_need_the_access_code() {
    let sb = common::start().await;
    let r = sb.get_plain(paths::SECURE_CHANNEL_PUBLIC_KEY).await;
    r.assert_error(403, "ACCESS.PORTAL_CODE_INVALID");
    assert_eq!(r.body["message"], "Portal access code is not valid");
    let r = sb
        .http
        .get(sb.url(paths::COUNTRIES))
        .header("X-PORTAL-ACCESS-CODE", "wrong")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 403);
    // The service portal's code works as well.
    let r = sb
        .http
        .get(sb.url(paths::SECURE_CHANNEL_PUBLIC_KEY))
        .header("X-PORTAL-ACCESS-CODE", demo::SERVICE_ACCESS_CODE)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
}
