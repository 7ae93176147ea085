//! Self-registration: initiate, verify, complete, password init, then sign-in.

mod common;

use std::time::Duration;

use portal_api::paths;
use portal_sandbox::demo;
use serde_json::{json, Value};

const NEW_EMAIL: &str = "new.user@portal.test";

async fn initiate(sb: &common::Sandbox, ch: &common::Channel) -> (Value, String) {
    let r = sb
        .sealed(
            ch,
            paths::REGISTER_INITIATE,
            json!({"email": NEW_EMAIL, "accountName": "New User"}),
        )
        .await;
    let data = r.ok().clone();
    let code = sb.latest_code(NEW_EMAIL, "REGISTRATION").await;
    (data["sessionId"].clone(), code)
}

async fn complete(sb: &common::Sandbox, ch: &common::Channel, session: &Value) -> common::Resp {
    sb.sealed(ch, paths::REGISTER_COMPLETE, complete_body(session))
        .await
}

fn complete_body(session: &Value) -> Value {
    json!({
        "sessionId": session,
        "accountName": "New User",
        "defaultLanguage": "zh-Hant",
        "defaultTimezone": "Asia/Taipei",
    })
}

#[tokio::test]
async fn registration_happy_path_then_sign_in() {
    let sb = common::start().await;
    let ch = sb.channel().await;
    let r = sb
        .sealed(
            &ch,
            paths::REGISTER_INITIATE,
            json!({"email": NEW_EMAIL, "accountName": "New User"}),
        )
        .await;
    let data = r.ok().clone();
    assert_eq!(data["email"], NEW_EMAIL);
    assert_eq!(data["expiresIn"], 600);
    let session = data["sessionId"].clone();
    let code = sb.latest_code(NEW_EMAIL, "REGISTRATION").await;
    assert_eq!(code.len(), 6);

    let r = sb.register_verify(&ch, &session, &code).await;
    let data = r.ok();
    assert_eq!(data["sessionId"], session);
    assert_eq!(data["verified"], true);
    assert!(data["verifiedAt"]
        .as_str()
        .is_some_and(|t| t.ends_with('Z')));

    let r = complete(&sb, &ch, &session).await;
    let data = r.ok().clone();
    assert_eq!(data["email"], NEW_EMAIL);
    assert_eq!(data["status"], "ACTIVE");
    assert_eq!(data["passwordInitialized"], false);
    let biz_id = data["accountBizId"].as_str().unwrap().to_owned();

    // No password yet: sign-in is refused.
    sb.initiate(&ch, NEW_EMAIL, "Fresh-Pass-9")
        .await
        .assert_error(401, "AUTH.INVALID_CREDENTIALS");

    let r = sb.password_init(&ch, &session, "Fresh-Pass-9").await;
    assert_eq!(
        r.ok(),
        &json!({"bizId": biz_id, "email": NEW_EMAIL, "status": 10010202})
    );
    // The session is used up.
    sb.password_init(&ch, &session, "Other-Pass-9")
        .await
        .assert_error(404, "AUTH.SESSION_NOT_FOUND");

    let (token, _) = sb.sign_in(NEW_EMAIL, "Fresh-Pass-9").await;
    let profile = sb.get(paths::PROFILE, Some(&token)).await;
    let account = profile.ok();
    assert_eq!(account["bizId"], biz_id.as_str());
    assert_eq!(account["accountName"], "New User");
    assert_eq!(account["accountPortal"]["code"], "TENANT");
    assert_eq!(account["defaultLanguage"], "zh-Hant");
    assert_eq!(account["defaultTimezone"], "Asia/Taipei");
    assert!(account["institutionBizId"].is_null());
    // No workspace of its own, so no workspace permission (tests/permissions.rs).
    sb.get(paths::INSTITUTION_SELF, Some(&token))
        .await
        .assert_error(403, "ACCESS.PERMISSION_DENIED");
}

#[tokio::test]
async fn duplicate_email_is_409() {
    let sb = common::start().await;
    let ch = sb.channel().await;
    let r = sb
        .sealed(
            &ch,
            paths::REGISTER_INITIATE,
            json!({"email": demo::OPS_EMAIL.to_uppercase(), "accountName": "Again"}),
        )
        .await;
    r.assert_error(409, "AUTH.EMAIL_ALREADY_REGISTERED");
    let r = sb
        .sealed(
            &ch,
            paths::REGISTER_INITIATE,
            json!({"email": "bad-address", "accountName": "X"}),
        )
        .await;
    r.assert_error(400, "VALIDATION.INVALID_PARAMETER");
    let r = sb
        .sealed(
            &ch,
            paths::REGISTER_INITIATE,
            json!({"email": NEW_EMAIL, "accountName": "x".repeat(101)}),
        )
        .await;
    r.assert_error(400, "VALIDATION.INVALID_PARAMETER");
}

#[tokio::test]
async fn wrong_code_and_unverified_complete() {
    let sb = common::start().await;
    let ch = sb.channel().await;
    let (session, code) = initiate(&sb, &ch).await;
    let wrong = if code == "000000" { "111111" } else { "000000" };
    sb.register_verify(&ch, &session, wrong)
        .await
        .assert_error(400, "AUTH.MFA_CODE_INVALID");
    complete(&sb, &ch, &session)
        .await
        .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    sb.password_init(&ch, &session, "Fresh-Pass-9")
        .await
        .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    sb.register_verify(&ch, &json!("reg_nope"), &code)
        .await
        .assert_error(404, "AUTH.SESSION_NOT_FOUND");
    // The session is still usable with the right code.
    sb.register_verify(&ch, &session, &code).await.ok();
    let mut bad_language = complete_body(&session);
    bad_language["defaultLanguage"] = json!("fr");
    sb.sealed(&ch, paths::REGISTER_COMPLETE, bad_language)
        .await
        .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    let mut bad_zone = complete_body(&session);
    bad_zone["defaultTimezone"] = json!("Mars/Olympus_Mons");
    sb.sealed(&ch, paths::REGISTER_COMPLETE, bad_zone)
        .await
        .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    complete(&sb, &ch, &session).await.ok();
    complete(&sb, &ch, &session)
        .await
        .assert_error(400, "VALIDATION.INVALID_PARAMETER");
}

#[tokio::test]
async fn password_rules() {
    let sb = common::start().await;
    let ch = sb.channel().await;
    let (session, code) = initiate(&sb, &ch).await;
    sb.register_verify(&ch, &session, &code).await.ok();
    complete(&sb, &ch, &session).await.ok();
    let too_long = format!("a1{}", "b".repeat(127));
    for (password, needle) in [
        ("Short1", "8 to 128"),
        (too_long.as_str(), "8 to 128"),
        ("lettersonly", "letter and one digit"),
        ("1234567890", "letter and one digit"),
    ] {
        let r = sb.password_init(&ch, &session, password).await;
        r.assert_error(400, "VALIDATION.INVALID_PARAMETER");
        let message = r.body["message"].as_str().unwrap();
        assert!(message.contains(needle), "{message}");
    }
    sb.password_init(&ch, &session, "good-pass-1").await.ok();
}

#[tokio::test]
async fn expired_registration_session_is_404() {
    let sb = common::start_with(|c| c.registration_session_ttl = Duration::from_secs(1)).await;
    let ch = sb.channel().await;
    let (session, code) = initiate(&sb, &ch).await;
    tokio::time::sleep(Duration::from_millis(1200)).await;
    sb.register_verify(&ch, &session, &code)
        .await
        .assert_error(404, "AUTH.SESSION_NOT_FOUND");
    complete(&sb, &ch, &session)
        .await
        .assert_error(404, "AUTH.SESSION_NOT_FOUND");
}

#[tokio::test]
async fn a_registration_abandoned_before_its_password_can_start_again() {
    let sb = common::start().await;
    let ch = sb.channel().await;
    let (session, code) = initiate(&sb, &ch).await;
    sb.register_verify(&ch, &session, &code).await.ok();
    let first = complete(&sb, &ch, &session).await.ok()["accountBizId"].clone();

    // The password step never happened; the person starts over with the same email.
    let (again, code) = initiate(&sb, &ch).await;
    assert_ne!(again, session);
    sb.register_verify(&ch, &again, &code).await.ok();
    let second = complete(&sb, &ch, &again).await.ok()["accountBizId"].clone();
    assert_eq!(
        first, second,
        "the same account is completed, not a second one"
    );
    sb.password_init(&ch, &again, "Fresh-Pass-9").await.ok();

    // With a password set, the email is taken for good.
    sb.sealed(
        &ch,
        paths::REGISTER_INITIATE,
        json!({"email": NEW_EMAIL, "accountName": "Someone"}),
    )
    .await
    .assert_error(409, "AUTH.EMAIL_ALREADY_REGISTERED");
}

#[tokio::test]
async fn the_fifth_wrong_code_ends_the_registration_session_and_the_fourth_does_not() {
    let sb = common::start().await;
    let ch = sb.channel().await;
    let wrong_for = |code: &str| if code == "000000" { "111111" } else { "000000" };

    let (session, code) = initiate(&sb, &ch).await;
    for _ in 0..4 {
        sb.register_verify(&ch, &session, wrong_for(&code))
            .await
            .assert_error(400, "AUTH.MFA_CODE_INVALID");
    }
    assert_eq!(
        sb.register_verify(&ch, &session, &code).await.ok()["verified"],
        true
    );

    let (session, code) = initiate(&sb, &ch).await;
    for _ in 0..4 {
        sb.register_verify(&ch, &session, wrong_for(&code))
            .await
            .assert_error(400, "AUTH.MFA_CODE_INVALID");
    }
    let fifth = sb.register_verify(&ch, &session, wrong_for(&code)).await;
    fifth.assert_error(404, "AUTH.SESSION_NOT_FOUND");
    assert!(fifth.body["message"]
        .as_str()
        .is_some_and(|m| m.contains("Too many wrong codes")));
    sb.register_verify(&ch, &session, &code)
        .await
        .assert_error(404, "AUTH.SESSION_NOT_FOUND");
    complete(&sb, &ch, &session)
        .await
        .assert_error(404, "AUTH.SESSION_NOT_FOUND");
    // Registration starts again from initiate.
    let (session, code) = initiate(&sb, &ch).await;
    sb.register_verify(&ch, &session, &code).await.ok();
}
