//! Any response body: the envelope reader and the error-code parsers never panic and agree.

#![no_main]

use libfuzzer_sys::fuzz_target;
use portal_api::auth::LoginSession;
use portal_api::envelope::{AnyEnvelope, Decoded, ResponseCode};
use portal_api::error_code::ErrorCode;
use serde_json::Value;

fuzz_target!(|data: &[u8]| {
    if let Decoded::Failed(error) = AnyEnvelope::decode::<Value>(data) {
        check_code(&error.code);
    }
    // A typed payload takes the other branch of the data decoding.
    let _ = AnyEnvelope::decode::<LoginSession>(data);
    let _ = serde_json::from_slice::<ResponseCode>(data);
    if let Ok(text) = std::str::from_utf8(data) {
        if let ResponseCode::Error(code) = ResponseCode::parse(text) {
            check_code(&code);
        }
        let code = ErrorCode::parse(text);
        assert_eq!(code.as_str(), text, "a parsed code keeps its wire text");
        check_code(&code);
    }
});

fn check_code(code: &ErrorCode) {
    assert_eq!(&ErrorCode::parse(code.as_str()), code, "codes round-trip");
    assert!((400..=500).contains(&code.http_status()));
    let _ = code.default_message();
    let _ = code.is_token_problem();
}
