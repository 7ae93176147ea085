//! `Debug` of every wire type that holds a secret shows neither the secret nor a part of it.
//!
//! Tokens, the sign-in password and code are also checked in `golden.rs` against the contract's
//! fixtures; this file covers the remaining holders, so a log line or a panic message built
//! with `{:?}` cannot leak one.

// A test states what it expects by unwrapping: a failure here is the test failing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use portal_api::auth::{
    LoginCompleteRequest, LoginInitiateRequest, PasswordForgotRequest, PasswordInitRequest,
    RefreshRequest, RegisterVerifyRequest, TokenPair,
};
use portal_api::notification_channels::EmailConfig;

const SECRET: &str = "S3cr3t-Value-9876";

/// Neither the secret nor any 6-character piece of it appears, in plain or pretty form.
fn assert_hides(value: &impl std::fmt::Debug) {
    for debug in [format!("{value:?}"), format!("{value:#?}")] {
        for piece in SECRET.as_bytes().windows(6) {
            let piece = std::str::from_utf8(piece).expect("ASCII");
            assert!(!debug.contains(piece), "{piece:?} shows in {debug}");
        }
    }
}

#[test]
fn sign_in_secrets_are_hidden() {
    assert_hides(&LoginInitiateRequest {
        email: "a@portal.test".to_owned(),
        password: SECRET.to_owned(),
    });
    assert_hides(&LoginCompleteRequest {
        session_id: "ls-1".to_owned(),
        method: 10011002,
        code: SECRET.to_owned(),
    });
    assert_hides(&TokenPair {
        access_token: SECRET.to_owned(),
        refresh_token: SECRET.to_owned(),
        expires_in: 3600,
    });
    assert_hides(&RefreshRequest {
        refresh_token: SECRET.to_owned(),
    });
}

#[test]
fn registration_and_password_secrets_are_hidden() {
    assert_hides(&RegisterVerifyRequest {
        session_id: "rs-1".to_owned(),
        code: SECRET.to_owned(),
    });
    assert_hides(&PasswordInitRequest {
        session_id: "rs-1".to_owned(),
        password: SECRET.to_owned(),
    });
    assert_hides(&PasswordForgotRequest {
        email: "a@portal.test".to_owned(),
        turnstile_token: SECRET.to_owned(),
    });
}

#[test]
fn the_smtp_password_is_hidden_but_the_rest_shows() {
    let config = EmailConfig {
        smtp_host: Some("smtp.portal.test".to_owned()),
        password: Some(SECRET.to_owned()),
        ..EmailConfig::default()
    };
    assert_hides(&config);
    let debug = format!("{config:?}");
    assert!(debug.contains("smtp.portal.test"), "{debug}");
    assert!(debug.contains("[redacted]"), "{debug}");
    assert!(format!("{:?}", EmailConfig::default()).contains("password: None"));
}
