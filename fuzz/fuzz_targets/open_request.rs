//! A sealed request as a hostile client sends it: the session-id header line, then the body.
//! Opening either rejects it as `SECURE_CHANNEL.INVALID_PAYLOAD` or yields a request whose id the
//! replay guard then refuses a second time; it never panics.

#![no_main]

use libfuzzer_sys::fuzz_target;
use portal_api::secure_channel::{ReplayGuard, SealedRequest};
use portal_fuzz::{header_and_body, server, MAX_SKEW_MS, METHOD, PATH, SESSION_ID, TIMESTAMP_MS};

fuzz_target!(|data: &[u8]| {
    let (session_id, body) = header_and_body(data, SESSION_ID);
    let sealed = match SealedRequest::from_json(body) {
        Ok(sealed) => sealed,
        Err(error) => {
            assert!(error.is_invalid_payload());
            return;
        }
    };
    let server = server();
    match server.open_request(METHOD, PATH, session_id, &sealed, TIMESTAMP_MS, MAX_SKEW_MS) {
        Ok((_, context)) => {
            let mut guard = ReplayGuard::new(MAX_SKEW_MS);
            assert!(guard.check_and_record(&context, TIMESTAMP_MS).is_ok());
            assert!(guard.check_and_record(&context, TIMESTAMP_MS).is_err());
        }
        Err(error) => assert!(error.is_invalid_payload(), "{error:?}"),
    }
    // The same body under another method is bound differently and must not open.
    if let Ok(opened) =
        server.open_request("PUT", PATH, session_id, &sealed, TIMESTAMP_MS, MAX_SKEW_MS)
    {
        panic!(
            "a request opened under another method: {} bytes",
            opened.0.len()
        );
    }
});
