//! Additional authenticated data: the exact bytes that bind a sealed body to its context.

/// First line of the request AAD.
pub const REQUEST_AAD_PREFIX: &str = "portal-sc/1 request";
/// First line of the response AAD.
pub const RESPONSE_AAD_PREFIX: &str = "portal-sc/1 response";

/// Longest accepted path, in bytes.
const MAX_PATH_LEN: usize = 2048;
/// Longest accepted session id, in bytes.
const MAX_SESSION_ID_LEN: usize = 128;
/// Longest accepted method, in bytes.
const MAX_METHOD_LEN: usize = 16;

/// Request AAD: prefix, METHOD, path, session id, request id, timestamp, joined by `\n`.
///
/// Returns `None` when a part could make the encoding ambiguous (see `docs/secure-channel.md`).
/// The method is upper-cased here, so `post` and `POST` bind the same.
pub fn request_aad(
    method: &str,
    path: &str,
    session_id: &str,
    request_id: &str,
    timestamp_ms: i64,
) -> Option<Vec<u8>> {
    if !valid_method(method)
        || !valid_path(path)
        || !valid_session_id(session_id)
        || !valid_request_id(request_id)
    {
        return None;
    }
    let text = format!(
        "{REQUEST_AAD_PREFIX}\n{}\n{path}\n{session_id}\n{request_id}\n{timestamp_ms}",
        method.to_ascii_uppercase()
    );
    Some(text.into_bytes())
}

/// Response AAD: prefix, session id, request id, joined by `\n`.
///
/// Returns `None` when the session id or request id is not valid.
pub fn response_aad(session_id: &str, request_id: &str) -> Option<Vec<u8>> {
    if !valid_session_id(session_id) || !valid_request_id(request_id) {
        return None;
    }
    Some(format!("{RESPONSE_AAD_PREFIX}\n{session_id}\n{request_id}").into_bytes())
}

/// 1 to 16 ASCII letters.
fn valid_method(method: &str) -> bool {
    (1..=MAX_METHOD_LEN).contains(&method.len()) && method.bytes().all(|b| b.is_ascii_alphabetic())
}

/// Starts with `/`, at most 2048 bytes of visible ASCII, without `?` or `#`.
fn valid_path(path: &str) -> bool {
    path.starts_with('/')
        && path.len() <= MAX_PATH_LEN
        && path
            .bytes()
            .all(|b| b.is_ascii_graphic() && b != b'?' && b != b'#')
}

/// 1 to 128 bytes of visible ASCII.
pub(super) fn valid_session_id(session_id: &str) -> bool {
    (1..=MAX_SESSION_ID_LEN).contains(&session_id.len())
        && session_id.bytes().all(|b| b.is_ascii_graphic())
}

/// Lower-case hyphenated UUID text: 8-4-4-4-12 hex digits.
pub(super) fn valid_request_id(request_id: &str) -> bool {
    let bytes = request_id.as_bytes();
    bytes.len() == 36
        && bytes.iter().enumerate().all(|(i, b)| match i {
            8 | 13 | 18 | 23 => *b == b'-',
            _ => b.is_ascii_digit() || (b'a'..=b'f').contains(b),
        })
}
