//! Secure channel: known-answer vectors, tamper tests, plain-body rules and redacted `Debug`.
//!
//! The expected ciphertexts, the SPKI and the wrapped keys below were computed once, independently
//! of this crate, by `tests/data/secure_channel_vectors.py` (Python `cryptography` 48: `AESGCM`,
//! RSA `OAEP(MGF1(SHA256), SHA256, label=None)`), written from `docs/secure-channel.md`. The RSA
//! test key `tests/data/secure_channel_test_key.pk8.b64` is a test-only key made with
//! `openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -outform DER |
//! openssl pkcs8 -topk8 -nocrypt -inform DER -outform DER | base64 -w0` (PKCS#8 DER, base64).

// A test states what it expects by unwrapping: a failure here is the test failing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use base64::engine::general_purpose::STANDARD;
use base64::Engine as _;
use portal_api::secure_channel::{
    request_aad, response_aad, AesKey, ClientChannel, PublicKeyInfo, Rejection, ReplayGuard,
    RequestContext, SealedRequest, SealedResponse, SecretBytes, SecureChannelError, ServerKeyPair,
    ServerSession, SessionCreated, SessionKeys, SessionRequest, DEFAULT_MAX_SKEW_MS,
    INVALID_PAYLOAD_CODE,
};
use rand_core::{CryptoRng, RngCore};

const REQ_KEY: [u8; 32] = seq(0x00);
const RESP_KEY: [u8; 32] = seq(0x20);
const REQ_IV: [u8; 12] = [
    0xa0, 0xa1, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7, 0xa8, 0xa9, 0xaa, 0xab,
];
const RESP_IV: [u8; 12] = [
    0xb0, 0xb1, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6, 0xb7, 0xb8, 0xb9, 0xba, 0xbb,
];
const METHOD: &str = "POST";
const PATH: &str = "/web/v1/tenant/auth/login/initiate";
const SESSION_ID: &str = "9b1d6a0e-5c3f-4e8a-b2d7-1f4c8e2a6b90";
const REQUEST_ID: &str = "2f1e4c8a-7b3d-4e5f-9a6b-0c1d2e3f4a5b";
const OTHER_REQUEST_ID: &str = "2f1e4c8a-7b3d-4e5f-9a6b-0c1d2e3f4a5c";
const TIMESTAMP_MS: i64 = 1_767_225_600_000;
const REQ_PLAINTEXT: &[u8] = br#"{"email":"admin@portal.test","password":"Admin-Pass-1"}"#;
const RESP_PLAINTEXT: &[u8] = br#"{"version":"2.0.0","timestamp":1767225600123,"success":true,"code":2000,"message":"Success","data":{"sessionId":"ls-0001","mfaMethods":[],"expiresIn":300,"accountStatus":null,"pendingApproval":false}}"#;

const REQ_IV_B64: &str = "oKGio6Slpqeoqaqr";
const REQ_CIPHERTEXT_B64: &str = "nToZQCSibp1YR+a3ahOungDDK2Tz22wY+X1SpFOJBWChBTCQ3UZxB33dYKVgFK6pJmg1ZVPyZ6IP+PBuS6mbVFV7Mrwa7JM=";
const RESP_IV_B64: &str = "sLGys7S1tre4ubq7";
const RESP_CIPHERTEXT_B64: &str = "TdhcIuBQoWFcLyfYMROtGKYRjrn+IflUkzDONaUFN+4j+2bG58ggFvFVKT7wg+9VtJqDDFgvMGwqaQD9c9gwDHf7mv985PVaOf7lfTI3eu1Xny5rI94PHaJV6pyKvDVJLvOrEVGe9jhzhV0zv7JtOlnRtj4l2OPFXACJGmHFRzTQE7HrVthFjToDAMoK2kqHnIS0rPpwrPbQmH52Mxm7Xk74Nq2Ne8gQRsFDivKgfHjINn1NgKquux5j8BYKiMpfmZM/6d13vn+vL3XVahuz8V4ugHPQi/zP";

const TEST_KEY_PKCS8_B64: &str = include_str!("data/secure_channel_test_key.pk8.b64");
const TEST_KEY_SPKI_B64: &str = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAv3K5jdKf2y1+gOW+T3aIJJrvOlArMYl0dlVZSlLSNucSoW7aEpy4gIRvYdqt2SuD8qmBhbaZI71mELwY+lBVj39+PWIzH9A5io/CM7V4pJo6xHEYuECHA0MbR7SRRbdO8Mx4fVsluIJiQAIwBqcD2XB6bNKcF5qe2ngZXNhSB9oKAJC1MGN9jeKzXU38c5Y+gmAjJ0V3mJKZDlWizYvOzatnPEx/DBX3JKuoj9zF92gKwA2SnawsRwUCGRNnwTCDlmmKnrQEneRyHV9SWrSTIawP8CIRgfvk3k8bQIn0duaOY0OG++qZwSVsHx45Iz3YP35AatEGt0UIRUVa0uk7jQIDAQAB";
// Python's OAEP-SHA-256 encryptions of REQ_KEY and RESP_KEY under the test key.
const ENC_REQ_KEY_B64: &str = "S/ynjkM4UYRP91SlyfHe6ZRgkUuFRAiwcwB+SiPwhyU3m58fxDSgcLwA8pbOgZFsSMZBMw4vpTz5ElkjBq67NG+tmryGMS45ZRA9htqu5xjJEvHUmrjIc/sRbylD96/IgzkpYyv6T3PkLNg0t92U9aMKRdwL23ha/oQrbLjINFBvQHMMI9zsXMeY//LeFBMz7npQmVYGiZ3f0zqaOty4LWiqgyILg8drqMRX6y8ULZkkyC4Lu1c0vHAkNnVXIjyjkxBlknD+Jg3jw1HmWsFbIo1J5P8p8Bs7n/hPlKs6J0rbwnDo4s5K4Q/hytpcVMTTU+4/DB7+f9hTIK7AJlOYXw==";
const ENC_RESP_KEY_B64: &str = "bTl10h6nk8jYp8pSvuwtRr5WDb1AROQdu8JQ6LDHcgVrGcFGjn+FVOJw4PuyihAzrZMuJN2xcelWy7nbUncMAFJTmDW35uUb091P3hXgnT2VX2sn4UqPp7JfTMLLHF8mU/7tSAKzr17eqk3ZBjzFTb/X+CMamhQHMwablD61hsxjv+KIxaz7yWQ16HPUnaM02it6MMwUVKOEf5rIG7hBFvzM0UlixhPdq72yLnEk5Y3FI4ehsFIbhn/4eXvFPtOSFiU4oqQ4hbSFZW8xWAkE7APsXGGJLRjsmuNNy2/mYdWFDyUhqsqv9X7tiL3y2HxVQPvJs5OvwknrUUx7DWNRmg==";

const fn seq(start: u8) -> [u8; 32] {
    let mut out = [0u8; 32];
    let mut i = 0;
    while i < 32 {
        out[i] = start + i as u8;
        i += 1;
    }
    out
}

/// Deterministic test RNG (SplitMix64). Marked `CryptoRng` only so tests can be reproducible.
struct FixedRng(u64);

impl RngCore for FixedRng {
    fn next_u32(&mut self) -> u32 {
        (self.next_u64() >> 32) as u32
    }
    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn fill_bytes(&mut self, dest: &mut [u8]) {
        for chunk in dest.chunks_mut(8) {
            let bytes = self.next_u64().to_le_bytes();
            chunk.copy_from_slice(&bytes[..chunk.len()]);
        }
    }
    fn try_fill_bytes(&mut self, dest: &mut [u8]) -> Result<(), rand_core::Error> {
        self.fill_bytes(dest);
        Ok(())
    }
}

impl CryptoRng for FixedRng {}

fn kat_client() -> ClientChannel {
    let mut client = ClientChannel::from_keys(SessionKeys::from_bytes(REQ_KEY, RESP_KEY));
    client.bind(SESSION_ID);
    client
}

fn kat_server() -> ServerSession {
    ServerSession::from_keys(SessionKeys::from_bytes(REQ_KEY, RESP_KEY))
}

fn kat_sealed_request() -> SealedRequest {
    SealedRequest {
        v: 1,
        request_id: REQUEST_ID.to_owned(),
        timestamp: TIMESTAMP_MS,
        iv: REQ_IV_B64.to_owned(),
        ciphertext: REQ_CIPHERTEXT_B64.to_owned(),
    }
}

fn kat_sealed_response() -> SealedResponse {
    SealedResponse {
        v: 1,
        iv: RESP_IV_B64.to_owned(),
        ciphertext: RESP_CIPHERTEXT_B64.to_owned(),
    }
}

fn kat_context() -> RequestContext {
    RequestContext::new(SESSION_ID, REQUEST_ID, TIMESTAMP_MS)
}

fn test_key() -> ServerKeyPair {
    let der = STANDARD
        .decode(TEST_KEY_PKCS8_B64.trim())
        .expect("test key is base64");
    ServerKeyPair::from_pkcs8_der(&der).expect("test key is RSA-2048 PKCS#8")
}

fn open_kat(
    session: &ServerSession,
    sealed: &SealedRequest,
) -> Result<Vec<u8>, SecureChannelError> {
    session
        .open_request(
            METHOD,
            PATH,
            SESSION_ID,
            sealed,
            TIMESTAMP_MS,
            DEFAULT_MAX_SKEW_MS,
        )
        .map(|(plaintext, _)| plaintext)
}

fn body(response: &SealedResponse) -> Vec<u8> {
    serde_json::to_vec(response).expect("serialise")
}

fn rejected(result: Result<impl std::fmt::Debug, SecureChannelError>, reason: Rejection) {
    match result {
        Err(error) => {
            assert!(error.is_invalid_payload(), "{error:?}");
            assert_eq!(error, SecureChannelError::InvalidPayload(reason));
        }
        Ok(value) => panic!("expected rejection {reason:?}, got {value:?}"),
    }
}

fn flip_b64(text: &str, index: usize) -> String {
    let mut bytes = STANDARD.decode(text).expect("base64");
    bytes[index] ^= 0x01;
    STANDARD.encode(bytes)
}

// ---- known answers -------------------------------------------------------------------------

#[test]
fn request_aad_is_exact() {
    let expected = "portal-sc/1 request\nPOST\n/web/v1/tenant/auth/login/initiate\n\
                    9b1d6a0e-5c3f-4e8a-b2d7-1f4c8e2a6b90\n2f1e4c8a-7b3d-4e5f-9a6b-0c1d2e3f4a5b\n\
                    1767225600000";
    let aad = request_aad(METHOD, PATH, SESSION_ID, REQUEST_ID, TIMESTAMP_MS);
    assert_eq!(aad.as_deref(), Some(expected.as_bytes()));
    assert_eq!(
        request_aad("post", PATH, SESSION_ID, REQUEST_ID, TIMESTAMP_MS),
        aad
    );
}

#[test]
fn response_aad_is_exact() {
    let expected = "portal-sc/1 response\n9b1d6a0e-5c3f-4e8a-b2d7-1f4c8e2a6b90\n\
                    2f1e4c8a-7b3d-4e5f-9a6b-0c1d2e3f4a5b";
    assert_eq!(
        response_aad(SESSION_ID, REQUEST_ID).as_deref(),
        Some(expected.as_bytes())
    );
}

#[test]
fn aad_refuses_ambiguous_parts() {
    let ts = TIMESTAMP_MS;
    assert!(request_aad("PO ST", PATH, SESSION_ID, REQUEST_ID, ts).is_none());
    assert!(request_aad(METHOD, "web/v1", SESSION_ID, REQUEST_ID, ts).is_none());
    assert!(request_aad(METHOD, "/web/v1?x=1", SESSION_ID, REQUEST_ID, ts).is_none());
    assert!(request_aad(METHOD, "/web\n/v1", SESSION_ID, REQUEST_ID, ts).is_none());
    assert!(request_aad(METHOD, PATH, "", REQUEST_ID, ts).is_none());
    assert!(request_aad(METHOD, PATH, "a\nb", REQUEST_ID, ts).is_none());
    assert!(request_aad(METHOD, PATH, SESSION_ID, "not-a-uuid", ts).is_none());
    let upper = REQUEST_ID.to_ascii_uppercase();
    assert!(request_aad(METHOD, PATH, SESSION_ID, &upper, ts).is_none());
}

#[test]
fn request_known_answer() {
    let (sealed, context) = kat_client()
        .seal_request_with_iv(
            METHOD,
            PATH,
            REQUEST_ID,
            TIMESTAMP_MS,
            REQ_PLAINTEXT,
            REQ_IV,
        )
        .expect("seal");
    assert_eq!(sealed, kat_sealed_request());
    assert_eq!(context, kat_context());
    let json = serde_json::to_string(&sealed).expect("serialise");
    let golden = format!(
        r#"{{"v":1,"requestId":"{REQUEST_ID}","timestamp":1767225600000,"iv":"{REQ_IV_B64}","ciphertext":"{REQ_CIPHERTEXT_B64}"}}"#
    );
    assert_eq!(json, golden);
    assert_eq!(SealedRequest::from_json(golden.as_bytes()), Ok(sealed));
}

#[test]
fn server_opens_known_request() {
    let (plaintext, context) = kat_server()
        .open_request(
            METHOD,
            PATH,
            SESSION_ID,
            &kat_sealed_request(),
            TIMESTAMP_MS,
            0,
        )
        .expect("open");
    assert_eq!(plaintext, REQ_PLAINTEXT);
    assert_eq!(context, kat_context());
}

#[test]
fn response_known_answer() {
    let sealed = kat_server()
        .seal_response_with_iv(&kat_context(), RESP_PLAINTEXT, RESP_IV)
        .expect("seal");
    assert_eq!(sealed, kat_sealed_response());
    let golden = format!(r#"{{"v":1,"iv":"{RESP_IV_B64}","ciphertext":"{RESP_CIPHERTEXT_B64}"}}"#);
    assert_eq!(serde_json::to_string(&sealed).expect("serialise"), golden);
    let opened = kat_client().open_response(&kat_context(), golden.as_bytes());
    assert_eq!(opened.as_deref(), Ok(RESP_PLAINTEXT));
}

#[test]
fn rsa_oaep_known_answer() {
    let key = test_key();
    let info = key
        .public_key_info("k-1", "2026-01-01T00:00:00Z")
        .expect("info");
    assert_eq!(info.public_key, TEST_KEY_SPKI_B64);
    let request = SessionRequest {
        key_id: "k-1".to_owned(),
        enc_req_key: ENC_REQ_KEY_B64.to_owned(),
        enc_resp_key: ENC_RESP_KEY_B64.to_owned(),
    };
    let session = key
        .open_session(&request, &mut FixedRng(1))
        .expect("unwrap");
    // The unwrapped keys are exactly REQ_KEY and RESP_KEY: they reproduce the AES vectors.
    assert_eq!(
        open_kat(&session, &kat_sealed_request()).as_deref(),
        Ok(REQ_PLAINTEXT)
    );
    let sealed = session
        .seal_response_with_iv(&kat_context(), RESP_PLAINTEXT, RESP_IV)
        .expect("seal");
    assert_eq!(sealed, kat_sealed_response());
}

#[test]
fn pkcs8_round_trip_is_stable() {
    let key = test_key();
    let der = key.to_pkcs8_der().expect("encode");
    let expected = STANDARD.decode(TEST_KEY_PKCS8_B64.trim()).expect("base64");
    assert_eq!(der.as_bytes(), expected.as_slice());
    let again = ServerKeyPair::from_pkcs8_der(der.as_bytes()).expect("decode");
    assert_eq!(
        again.public_key_der().expect("spki"),
        key.public_key_der().expect("spki")
    );
}

#[test]
fn wire_json_matches_contract_names() {
    let info: PublicKeyInfo = serde_json::from_str(
        r#"{"keyId":"k-1","publicKey":"AAAA","algorithm":"RSA-OAEP-2048","keySize":2048,
            "createdAt":"2026-01-01T00:00:00Z","expiresAt":null}"#,
    )
    .expect("decode");
    assert_eq!(info.key_id, "k-1");
    assert_eq!(info.expires_at, None);
    let info = test_key().public_key_info("k-1", "now").expect("info");
    let json = serde_json::to_value(&info).expect("encode");
    assert_eq!(json["algorithm"], "RSA-OAEP-2048");
    assert_eq!(json["keySize"], 2048);
    assert_eq!(json["expiresAt"], serde_json::Value::Null);
    let request = SessionRequest {
        key_id: "k".into(),
        enc_req_key: "a".into(),
        enc_resp_key: "b".into(),
    };
    assert_eq!(
        serde_json::to_string(&request).expect("encode"),
        r#"{"keyId":"k","encReqKey":"a","encRespKey":"b"}"#
    );
    let created: SessionCreated =
        serde_json::from_str(r#"{"sessionId":"s-1","expiresIn":300}"#).expect("decode");
    assert_eq!(created.session_id, "s-1");
    assert_eq!(created.expires_in, 300);
}

// ---- full protocol -------------------------------------------------------------------------

#[test]
fn client_and_server_round_trip() {
    let key = test_key();
    let info = key
        .public_key_info("k-1", "2026-01-01T00:00:00Z")
        .expect("info");
    let mut rng = FixedRng(7);
    let (mut client, request) =
        ClientChannel::establish_with_info(&info, &mut rng).expect("establish");
    assert_eq!(request.key_id, "k-1");
    assert_eq!(
        STANDARD.decode(&request.enc_req_key).expect("b64").len(),
        256
    );
    let session = key.open_session(&request, &mut rng).expect("open session");
    client.bind(SESSION_ID);
    assert_eq!(client.session_id(), Some(SESSION_ID));

    let mut guard = ReplayGuard::new(DEFAULT_MAX_SKEW_MS);
    for request_id in [REQUEST_ID, OTHER_REQUEST_ID] {
        let (sealed, client_ctx) = client
            .seal_request(
                "post",
                PATH,
                request_id,
                TIMESTAMP_MS,
                REQ_PLAINTEXT,
                &mut rng,
            )
            .expect("seal");
        let wire = serde_json::to_vec(&sealed).expect("encode");
        let received = SealedRequest::from_json(&wire).expect("decode");
        let (plaintext, server_ctx) = session
            .open_request(
                "POST",
                PATH,
                SESSION_ID,
                &received,
                TIMESTAMP_MS + 1_000,
                DEFAULT_MAX_SKEW_MS,
            )
            .expect("open");
        assert_eq!(plaintext, REQ_PLAINTEXT);
        assert_eq!(server_ctx, client_ctx);
        guard
            .check_and_record(&server_ctx, TIMESTAMP_MS + 1_000)
            .expect("fresh id");
        let response = session
            .seal_response(&server_ctx, RESP_PLAINTEXT, &mut rng)
            .expect("seal");
        let opened = client
            .open_response(&client_ctx, &body(&response))
            .expect("open");
        assert_eq!(opened, RESP_PLAINTEXT);
    }
    assert_eq!(guard.len(), 2);
}

#[test]
fn fresh_ivs_differ() {
    let client = kat_client();
    let mut rng = FixedRng(3);
    let seal = |rng: &mut FixedRng| {
        client
            .seal_request(METHOD, PATH, REQUEST_ID, TIMESTAMP_MS, REQ_PLAINTEXT, rng)
            .expect("seal")
            .0
    };
    let (a, b) = (seal(&mut rng), seal(&mut rng));
    assert_ne!(a.iv, b.iv);
    assert_ne!(a.ciphertext, b.ciphertext);
}

#[test]
fn client_refuses_bad_public_keys_and_misuse() {
    let mut rng = FixedRng(5);
    let bad_key = |text: &str| ClientChannel::establish(text, &mut FixedRng(5)).map(|_| ());
    assert_eq!(bad_key("not base64!"), Err(SecureChannelError::InvalidKey));
    assert_eq!(bad_key("AAAA"), Err(SecureChannelError::InvalidKey));
    let mut info = test_key().public_key_info("k", "now").expect("info");
    info.algorithm = "RSA-OAEP-1024".into();
    assert_eq!(
        ClientChannel::establish_with_info(&info, &mut rng).map(|_| ()),
        Err(SecureChannelError::InvalidKey)
    );
    let unbound = ClientChannel::from_keys(SessionKeys::from_bytes(REQ_KEY, RESP_KEY));
    let sealed = unbound.seal_request(METHOD, PATH, REQUEST_ID, TIMESTAMP_MS, b"{}", &mut rng);
    assert_eq!(sealed.map(|_| ()), Err(SecureChannelError::NotBound));
    let sealed =
        kat_client().seal_request(METHOD, "/x?y", REQUEST_ID, TIMESTAMP_MS, b"{}", &mut rng);
    assert_eq!(sealed.map(|_| ()), Err(SecureChannelError::InvalidInput));
}

// ---- tampering: requests -------------------------------------------------------------------

#[test]
fn tampered_request_ciphertext_or_iv() {
    let server = kat_server();
    let mut sealed = kat_sealed_request();
    sealed.ciphertext = flip_b64(REQ_CIPHERTEXT_B64, 3);
    rejected(open_kat(&server, &sealed), Rejection::Tag);
    let mut sealed = kat_sealed_request();
    sealed.ciphertext = flip_b64(REQ_CIPHERTEXT_B64, REQ_PLAINTEXT.len() + 2); // inside the tag
    rejected(open_kat(&server, &sealed), Rejection::Tag);
    let mut sealed = kat_sealed_request();
    sealed.iv = flip_b64(REQ_IV_B64, 0);
    rejected(open_kat(&server, &sealed), Rejection::Tag);
}

#[test]
fn tampered_request_binding() {
    let server = kat_server();
    let sealed = kat_sealed_request();
    let open = |method: &str, path: &str, session: &str, sealed: &SealedRequest| {
        server.open_request(
            method,
            path,
            session,
            sealed,
            TIMESTAMP_MS,
            DEFAULT_MAX_SKEW_MS,
        )
    };
    rejected(open("PUT", PATH, SESSION_ID, &sealed), Rejection::Tag);
    rejected(
        open(
            METHOD,
            "/web/v1/tenant/auth/login/complete",
            SESSION_ID,
            &sealed,
        ),
        Rejection::Tag,
    );
    rejected(
        open(
            METHOD,
            PATH,
            "9b1d6a0e-5c3f-4e8a-b2d7-1f4c8e2a6b91",
            &sealed,
        ),
        Rejection::Tag,
    );
    let mut other = sealed.clone();
    other.request_id = OTHER_REQUEST_ID.to_owned();
    rejected(open(METHOD, PATH, SESSION_ID, &other), Rejection::Tag);
    let mut other = sealed.clone();
    other.timestamp += 1;
    rejected(open(METHOD, PATH, SESSION_ID, &other), Rejection::Tag);
    let mut other = sealed.clone();
    other.request_id = "x\ny".to_owned();
    rejected(open(METHOD, PATH, SESSION_ID, &other), Rejection::Binding);
    rejected(
        open(METHOD, "/a?b", SESSION_ID, &sealed),
        Rejection::Binding,
    );
}

#[test]
fn swapped_keys_fail() {
    let swapped = ServerSession::from_keys(SessionKeys::from_bytes(RESP_KEY, REQ_KEY));
    rejected(open_kat(&swapped, &kat_sealed_request()), Rejection::Tag);
    let response = swapped
        .seal_response_with_iv(&kat_context(), RESP_PLAINTEXT, RESP_IV)
        .expect("seal");
    rejected(
        kat_client().open_response(&kat_context(), &body(&response)),
        Rejection::Tag,
    );
    // A request replayed as a response (same key is never used both ways) fails too.
    let reflected = SealedResponse {
        v: 1,
        iv: REQ_IV_B64.into(),
        ciphertext: REQ_CIPHERTEXT_B64.into(),
    };
    rejected(
        kat_client().open_response(&kat_context(), &body(&reflected)),
        Rejection::Tag,
    );
}

#[test]
fn malformed_request_fields() {
    let server = kat_server();
    let bytes = STANDARD.decode(REQ_CIPHERTEXT_B64).expect("b64");
    let with = |edit: &dyn Fn(&mut SealedRequest)| {
        let mut sealed = kat_sealed_request();
        edit(&mut sealed);
        open_kat(&server, &sealed)
    };
    rejected(
        with(&|s| s.ciphertext = STANDARD.encode(&bytes[..15])),
        Rejection::Length,
    );
    rejected(
        with(&|s| s.ciphertext = STANDARD.encode(&bytes[..bytes.len() - 1])),
        Rejection::Tag,
    );
    rejected(with(&|s| s.ciphertext = String::new()), Rejection::Length);
    rejected(with(&|s| s.ciphertext = "!!!!".into()), Rejection::Base64);
    rejected(
        with(&|s| s.ciphertext = REQ_CIPHERTEXT_B64.trim_end_matches('=').into()),
        Rejection::Base64,
    );
    rejected(
        with(&|s| s.ciphertext = REQ_CIPHERTEXT_B64.replace('+', "-")),
        Rejection::Base64,
    );
    rejected(
        with(&|s| s.iv = STANDARD.encode([0u8; 16])),
        Rejection::Length,
    );
    rejected(
        with(&|s| s.iv = "oKGio6Slpqeoqaq".into()),
        Rejection::Base64,
    );
    rejected(with(&|s| s.v = 2), Rejection::Version);
    rejected(with(&|s| s.v = 0), Rejection::Version);
    rejected(SealedRequest::from_json(b"not json"), Rejection::Json);
    rejected(
        SealedRequest::from_json(
            br#"{"v":300,"requestId":"","timestamp":0,"iv":"","ciphertext":""}"#,
        ),
        Rejection::Json,
    );
}

#[test]
fn stale_or_future_timestamp() {
    let server = kat_server();
    let sealed = kat_sealed_request();
    let skew = 60_000;
    let open = |now: i64| server.open_request(METHOD, PATH, SESSION_ID, &sealed, now, skew);
    assert!(open(TIMESTAMP_MS + 60_000).is_ok());
    assert!(open(TIMESTAMP_MS - 60_000).is_ok());
    rejected(open(TIMESTAMP_MS + 60_001), Rejection::Stale);
    rejected(open(TIMESTAMP_MS - 60_001), Rejection::Stale);
    rejected(open(i64::MIN), Rejection::Stale);
}

#[test]
fn replayed_request_id() {
    let server = kat_server();
    let mut guard = ReplayGuard::new(DEFAULT_MAX_SKEW_MS);
    let (_, context) = server
        .open_request(
            METHOD,
            PATH,
            SESSION_ID,
            &kat_sealed_request(),
            TIMESTAMP_MS,
            DEFAULT_MAX_SKEW_MS,
        )
        .expect("open");
    assert_eq!(guard.check_and_record(&context, TIMESTAMP_MS), Ok(()));
    rejected(
        guard.check_and_record(&context, TIMESTAMP_MS + 10),
        Rejection::Replay,
    );
    // Once the window has passed the id is forgotten, and the request is stale anyway.
    let later = TIMESTAMP_MS + DEFAULT_MAX_SKEW_MS as i64 + 1;
    let fresh = RequestContext::new(SESSION_ID, OTHER_REQUEST_ID, later);
    assert_eq!(guard.check_and_record(&fresh, later), Ok(()));
    assert_eq!(guard.len(), 1);
    rejected(guard.check_and_record(&context, later), Rejection::Stale);
}

// ---- tampering: session creation -----------------------------------------------------------

#[test]
fn malformed_wrapped_keys() {
    let key = test_key();
    let open = |enc_req_key: String| {
        let request = SessionRequest {
            key_id: "k-1".into(),
            enc_req_key,
            enc_resp_key: ENC_RESP_KEY_B64.into(),
        };
        key.open_session(&request, &mut FixedRng(9))
    };
    rejected(open("%%%".into()), Rejection::Base64);
    rejected(open(STANDARD.encode([1u8; 255])), Rejection::Length);
    rejected(open(flip_b64(ENC_REQ_KEY_B64, 100)), Rejection::Unwrap);
    // A well-formed OAEP ciphertext of a 16-byte key is refused too.
    let public = rsa::RsaPublicKey::from(
        &<rsa::RsaPrivateKey as rsa::pkcs8::DecodePrivateKey>::from_pkcs8_der(
            &STANDARD.decode(TEST_KEY_PKCS8_B64.trim()).expect("b64"),
        )
        .expect("key"),
    );
    let short = public
        .encrypt(
            &mut FixedRng(2),
            rsa::Oaep::new::<sha2::Sha256>(),
            &[7u8; 16],
        )
        .expect("encrypt");
    rejected(open(STANDARD.encode(short)), Rejection::Length);
    // Swapping the two wrapped keys opens a session whose keys do not match the vectors.
    let swapped = SessionRequest {
        key_id: "k-1".into(),
        enc_req_key: ENC_RESP_KEY_B64.into(),
        enc_resp_key: ENC_REQ_KEY_B64.into(),
    };
    let session = key
        .open_session(&swapped, &mut FixedRng(9))
        .expect("unwrap");
    rejected(open_kat(&session, &kat_sealed_request()), Rejection::Tag);
}

#[test]
fn server_key_refuses_garbage() {
    assert_eq!(
        ServerKeyPair::from_pkcs8_der(b"not der").map(|_| ()),
        Err(SecureChannelError::InvalidKey)
    );
}

// ---- responses -----------------------------------------------------------------------------

#[test]
fn tampered_response() {
    let client = kat_client();
    let open =
        |sealed: &SealedResponse, ctx: &RequestContext| client.open_response(ctx, &body(sealed));
    let mut sealed = kat_sealed_response();
    sealed.ciphertext = flip_b64(RESP_CIPHERTEXT_B64, 10);
    rejected(open(&sealed, &kat_context()), Rejection::Tag);
    let mut sealed = kat_sealed_response();
    sealed.iv = flip_b64(RESP_IV_B64, 11);
    rejected(open(&sealed, &kat_context()), Rejection::Tag);
    let other_request = RequestContext::new(SESSION_ID, OTHER_REQUEST_ID, TIMESTAMP_MS);
    rejected(open(&kat_sealed_response(), &other_request), Rejection::Tag);
    let other_session = RequestContext::new("other-session", REQUEST_ID, TIMESTAMP_MS);
    rejected(open(&kat_sealed_response(), &other_session), Rejection::Tag);
    let mut sealed = kat_sealed_response();
    sealed.v = 2;
    rejected(open(&sealed, &kat_context()), Rejection::Version);
    let mut sealed = kat_sealed_response();
    sealed.ciphertext = "AAAA".into();
    rejected(open(&sealed, &kat_context()), Rejection::Length);
    rejected(
        client.open_response(&kat_context(), br#"{"v":1,"iv":"x"}"#),
        Rejection::Json,
    );
}

#[test]
fn plain_bodies() {
    let client = kat_client();
    let error = br#"{"version":"2.0.0","timestamp":1,"success":false,"code":"SECURE_CHANNEL.INVALID_PAYLOAD","message":"Invalid payload format","data":null}"#;
    assert_eq!(
        client.open_response(&kat_context(), error).as_deref(),
        Ok(&error[..])
    );
    let success = br#"{"version":"2.0.0","timestamp":1,"success":true,"code":2000,"message":"Success","data":{}}"#;
    rejected(
        client.open_response(&kat_context(), success),
        Rejection::PlainSuccess,
    );
    rejected(
        client.open_response(
            &kat_context(),
            br#"{"code":2000,"message":"Success","data":{}}"#,
        ),
        Rejection::PlainSuccess,
    );
    rejected(
        client.open_response(&kat_context(), br#"{"success":"false"}"#),
        Rejection::PlainSuccess,
    );
    rejected(
        client.open_response(&kat_context(), b"<html>bad gateway</html>"),
        Rejection::Json,
    );
    rejected(client.open_response(&kat_context(), b"[]"), Rejection::Json);
}

// ---- errors and Debug ----------------------------------------------------------------------

#[test]
fn every_rejection_looks_the_same() {
    assert_eq!(INVALID_PAYLOAD_CODE, "SECURE_CHANNEL.INVALID_PAYLOAD");
    let reasons = [
        Rejection::Json,
        Rejection::Tag,
        Rejection::Replay,
        Rejection::Stale,
        Rejection::Unwrap,
    ];
    for reason in reasons {
        let error = SecureChannelError::InvalidPayload(reason);
        assert_eq!(error.to_string(), "invalid secure-channel payload");
        assert_eq!(error.rejection(), Some(reason));
    }
    let boxed: Box<dyn std::error::Error> = Box::new(SecureChannelError::NotBound);
    assert!(!boxed.to_string().is_empty());
}

fn assert_redacted(debug: &str, secret: &[u8]) {
    assert!(debug.contains("[redacted]"), "{debug}");
    let hex: String = secret.iter().map(|b| format!("{b:02x}")).collect();
    let forms = [
        format!("{:?}", &secret[..4])
            .trim_end_matches(']')
            .to_owned(),
        format!("{:?}", &secret[4..8])
            .trim_start_matches('[')
            .trim_end_matches(']')
            .to_owned(),
        hex[..8].to_owned(),
        hex[8..16].to_ascii_uppercase(),
        STANDARD.encode(secret)[..8].to_owned(),
    ];
    for form in forms {
        assert!(!debug.contains(&form), "{debug} contains {form}");
    }
}

#[test]
fn debug_never_shows_keys() {
    let secret = seq(0x41);
    assert_redacted(&format!("{:?}", AesKey::from_bytes(secret)), &secret);
    assert_redacted(
        &format!("{:?}", SessionKeys::from_bytes(secret, secret)),
        &secret,
    );
    let client = ClientChannel::from_keys(SessionKeys::from_bytes(secret, secret));
    assert_redacted(&format!("{client:?}"), &secret);
    assert_redacted(&format!("{client:#?}"), &secret);
    let server = ServerSession::from_keys(SessionKeys::from_bytes(secret, secret));
    assert_redacted(&format!("{server:?}"), &secret);
    let key = test_key();
    let der = key.to_pkcs8_der().expect("encode");
    let debug = format!("{key:?} {der:?}");
    // The last 64 bytes of the PKCS#8 DER are private (CRT coefficient).
    assert_redacted(&debug, &der.as_bytes()[der.as_bytes().len() - 64..]);
    assert_eq!(
        format!("{:?}", SecretBytes::new(vec![1, 2, 3])),
        "SecretBytes([redacted])"
    );
}

#[test]
fn generated_key_pair_works() {
    let mut rng = FixedRng(11);
    let key = ServerKeyPair::generate(&mut rng).expect("generate");
    let restored = ServerKeyPair::from_pkcs8_der(key.to_pkcs8_der().expect("encode").as_bytes())
        .expect("decode");
    let info = restored.public_key_info("k-2", "now").expect("info");
    let (mut client, request) =
        ClientChannel::establish_with_info(&info, &mut rng).expect("establish");
    let session = key.open_session(&request, &mut rng).expect("open session");
    client.bind("s-2");
    let (sealed, ctx) = client
        .seal_request(
            METHOD,
            PATH,
            REQUEST_ID,
            TIMESTAMP_MS,
            REQ_PLAINTEXT,
            &mut rng,
        )
        .expect("seal");
    let (plaintext, _) = session
        .open_request(METHOD, PATH, "s-2", &sealed, TIMESTAMP_MS, 0)
        .expect("open");
    assert_eq!(plaintext, REQ_PLAINTEXT);
    assert_eq!(ctx.request_id(), REQUEST_ID);
}
