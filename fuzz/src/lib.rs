//! What the fuzz targets share: the known-answer session of `portal-api`'s secure-channel tests.
//!
//! The seeds in `corpus/` are messages sealed under these keys and bindings, so the fuzzer starts
//! from bodies that open and mutates them field by field.

use portal_api::secure_channel::{ClientChannel, RequestContext, ServerSession, SessionKeys};

/// The request key of the known-answer session (bytes 0x00..0x1f).
pub const REQ_KEY: [u8; 32] = seq(0x00);
/// The response key of the known-answer session (bytes 0x20..0x3f).
pub const RESP_KEY: [u8; 32] = seq(0x20);
/// The method the sealed request seeds were bound to.
pub const METHOD: &str = "POST";
/// The path the sealed request seeds were bound to.
pub const PATH: &str = "/web/v1/tenant/auth/login/initiate";
/// The secure-channel session id of the seeds.
pub const SESSION_ID: &str = "9b1d6a0e-5c3f-4e8a-b2d7-1f4c8e2a6b90";
/// The request id of the seeds.
pub const REQUEST_ID: &str = "2f1e4c8a-7b3d-4e5f-9a6b-0c1d2e3f4a5b";
/// The seeds' timestamp, also the fuzzers' "now", so a seed is never stale.
pub const TIMESTAMP_MS: i64 = 1_767_225_600_000;
/// The skew window the sandbox uses.
pub const MAX_SKEW_MS: u64 = portal_api::secure_channel::DEFAULT_MAX_SKEW_MS;

const fn seq(start: u8) -> [u8; 32] {
    let mut out = [0u8; 32];
    let mut i = 0;
    while i < 32 {
        out[i] = start + i as u8;
        i += 1;
    }
    out
}

/// The server's end of the known-answer session.
pub fn server() -> ServerSession {
    ServerSession::from_keys(SessionKeys::from_bytes(REQ_KEY, RESP_KEY))
}

/// The client's end of the known-answer session, bound to [`SESSION_ID`].
pub fn client() -> ClientChannel {
    let mut client = ClientChannel::from_keys(SessionKeys::from_bytes(REQ_KEY, RESP_KEY));
    client.bind(SESSION_ID);
    client
}

/// The context of the seeds' request, needed to open its response.
pub fn context() -> RequestContext {
    RequestContext::new(SESSION_ID, REQUEST_ID, TIMESTAMP_MS)
}

/// Splits `data` into a header line and a body at the first newline; without one, the whole
/// input is the body and the header is `default`.
pub fn header_and_body<'a>(data: &'a [u8], default: &'a str) -> (&'a str, &'a [u8]) {
    match data.iter().position(|b| *b == b'\n') {
        Some(i) => match std::str::from_utf8(&data[..i]) {
            Ok(header) => (header, &data[i + 1..]),
            Err(_) => (default, &data[i + 1..]),
        },
        None => (default, data),
    }
}
