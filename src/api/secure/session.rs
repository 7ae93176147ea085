//! One secure-channel session in the browser, sealed and opened by `portal-api`'s Rust client
//! (RSA-OAEP SHA-256 key wrap, AES-256-GCM) compiled to WebAssembly: no Web Crypto, so it works
//! in every context. The AES keys live in `portal-api`'s key holders, which never show them in
//! `Debug` and overwrite them when the session is dropped.

use portal_api::secure_channel::{
    ClientChannel, PublicKeyInfo, RequestContext, SealedRequest, SecureChannelError, SessionRequest,
};
use rand_core::OsRng;

use crate::api::{ApiError, Cause};

fn failed(what: &str) -> ApiError {
    ApiError::Malformed(Cause::described(format!("secure channel: {what}")))
}

/// Fresh request and response keys, wrapped for the server but not yet bound to a session id.
#[derive(Debug)]
pub(super) struct Keys(ClientChannel);

/// A session the server has accepted. `Debug` shows its id, never its keys.
#[derive(Debug)]
pub(super) struct Session {
    id: String,
    channel: ClientChannel,
}

impl Keys {
    /// Draws two fresh AES-256 keys and wraps them with the server's public key.
    pub(super) fn wrap_for(info: &PublicKeyInfo) -> Result<(Self, SessionRequest), ApiError> {
        match ClientChannel::establish_with_info(info, &mut OsRng) {
            Ok((channel, request)) => Ok((Self(channel), request)),
            Err(SecureChannelError::InvalidKey) => Err(failed("the server's key is not usable")),
            Err(_) => Err(failed("the browser could not make a key")),
        }
    }

    /// The session the server created for these keys.
    pub(super) fn bind(self, id: String) -> Session {
        let mut channel = self.0;
        channel.bind(id.clone());
        Session { id, channel }
    }
}

impl Session {
    /// The value of the `X-Secure-Channel-Session-Id` header.
    pub(super) fn id(&self) -> &str {
        &self.id
    }

    /// Seals a request body, bound to method, path, session, request id and time; the context
    /// it returns opens the answer.
    pub(super) fn seal(
        &self,
        path: &str,
        request_id: &str,
        timestamp_ms: i64,
        plaintext: &[u8],
    ) -> Result<(SealedRequest, RequestContext), ApiError> {
        self.channel
            .seal_request(
                "POST",
                path,
                request_id,
                timestamp_ms,
                plaintext,
                &mut OsRng,
            )
            .map_err(|_| failed("the request could not be sealed"))
    }

    /// Opens the answer to the request `context`: a sealed body, or a plain error envelope
    /// the server sent before it could open the request. A plain success is refused.
    pub(super) fn open(&self, context: &RequestContext, body: &[u8]) -> Result<Vec<u8>, ApiError> {
        self.channel
            .open_response(context, body)
            .map_err(|_| failed("the answer could not be opened"))
    }
}

#[cfg(test)]
mod tests {
    use portal_api::secure_channel::{ServerKeyPair, SessionKeys};

    use super::*;

    const PATH: &str = "/web/v1/tenant/auth/login/initiate";
    const REQUEST_ID: &str = "2f1e4c8a-7b3d-4e5f-9a6b-0c1d2e3f4a5b";

    #[test]
    fn seals_for_the_server_and_opens_its_answer() {
        let server_key = ServerKeyPair::generate(&mut OsRng).unwrap();
        let info = server_key
            .public_key_info("k-test", "2026-01-01T00:00:00Z")
            .unwrap();
        let (keys, request) = Keys::wrap_for(&info).unwrap();
        let server = server_key.open_session(&request, &mut OsRng).unwrap();
        let session = keys.bind("s-1".to_owned());

        let now = 1_767_225_600_000;
        let (sealed, context) = session.seal(PATH, REQUEST_ID, now, b"{\"a\":1}").unwrap();
        let (opened, server_context) = server
            .open_request("POST", PATH, "s-1", &sealed, now, 60_000)
            .unwrap();
        assert_eq!(opened, b"{\"a\":1}");

        let answer = server
            .seal_response(&server_context, b"{\"success\":true}", &mut OsRng)
            .unwrap();
        let answer = serde_json::to_vec(&answer).unwrap();
        assert_eq!(
            session.open(&context, &answer).unwrap(),
            b"{\"success\":true}"
        );
        // An answer to another request does not open.
        let other = RequestContext::new("s-1", "00000000-0000-4000-8000-000000000000", now);
        assert!(session.open(&other, &answer).is_err());
    }

    #[test]
    fn debug_never_shows_the_keys() {
        let keys = Keys(ClientChannel::from_keys(SessionKeys::from_bytes(
            [0xa7; 32], [0x5c; 32],
        )));
        let session = keys.bind("s-1".to_owned());
        let debug = format!("{session:?} {session:#?}");
        assert!(debug.contains("[redacted]"), "{debug}");
        assert!(debug.contains("s-1"), "{debug}");
        for secret in ["167", "a7", "A7", "92", "5c", "5C"] {
            assert!(!debug.contains(secret), "{secret} in {debug}");
        }
    }
}
