//! A response to a sealed request as a hostile network returns it: it opens, passes as a plain
//! error unchanged, or is rejected; whatever opens is then read as an envelope. Never panics.

#![no_main]

use libfuzzer_sys::fuzz_target;
use portal_api::envelope::AnyEnvelope;
use portal_api::secure_channel::{read_response, ResponseBody};
use portal_fuzz::{client, context};
use serde_json::Value;

fuzz_target!(|data: &[u8]| {
    match client().open_response(&context(), data) {
        Ok(opened) => {
            if let Ok(ResponseBody::PlainError) = read_response(data) {
                assert_eq!(opened, data, "a plain error passes unchanged");
            }
            let _ = AnyEnvelope::decode::<Value>(&opened);
        }
        Err(error) => assert!(error.is_invalid_payload(), "{error:?}"),
    }
});
