//! Return paths after sign-in: validated as same-origin paths, and the sign-in URL that carries them.

use leptos::prelude::GetUntracked;
use leptos_router::location::Location;
use portal_api::paths;

/// The path to continue at after sign-in: `raw` normalised, when it is a safe same-origin
/// path, else `/` (the workspace's home).
///
/// The path part is normalised first, as a browser would resolve it: `.` and `..` segments,
/// also written `%2e`, are resolved (never above the root), so `/.//evil.example` cannot pass
/// as a path and then be read as the host `evil.example`. Refused outright: a doubled slash in
/// the path (before or after resolving); anything not starting with `/`; a backslash, whitespace or control character
/// anywhere, written plainly or percent-encoded (browsers strip or reinterpret them, turning
/// `/\t/host` into `//host`); an encoded slash in the path (`%2f`, which a router may decode into
/// a separator); and a path that leads back to sign-in.
pub fn safe_return_path(raw: Option<&str>) -> String {
    raw.and_then(normalise).unwrap_or_else(|| "/".to_owned())
}

/// `path` resolved to one canonical same-origin path, or `None` when it is not safe.
fn normalise(path: &str) -> Option<String> {
    if !path.starts_with('/') || has_forbidden(path) {
        return None;
    }
    let split = path.find(['?', '#']).unwrap_or(path.len());
    let (route, rest) = path.split_at(split);
    let lowered = route.to_ascii_lowercase();
    if lowered.contains("%2f") || lowered.contains("%5c") || lowered.contains("%25") {
        return None;
    }
    // A doubled slash has no place in an app path, and is how a path turns into a host.
    if route.contains("//") {
        return None;
    }
    let mut segments: Vec<&str> = Vec::new();
    let pieces: Vec<&str> = route.split('/').skip(1).collect();
    let last = pieces.len().saturating_sub(1);
    for (i, piece) in pieces.iter().enumerate() {
        match dot_segment(piece) {
            Some(1) => {}
            Some(_) => {
                segments.pop();
            }
            None => segments.push(piece),
        }
        // A dot segment at the end leaves the path ending in a slash, as a browser does.
        if i == last && dot_segment(piece).is_some() {
            segments.push("");
        }
    }
    let mut normalised = String::with_capacity(path.len());
    for segment in &segments {
        normalised.push('/');
        normalised.push_str(segment);
    }
    if normalised.is_empty() {
        normalised.push('/');
    }
    normalised.push_str(rest);
    let leads_to_sign_in = normalised == "/sign-in"
        || normalised.starts_with("/sign-in/")
        || normalised.starts_with("/sign-in?")
        || normalised.starts_with("/sign-in#");
    (normalised.starts_with('/') && !normalised.starts_with("//") && !leads_to_sign_in)
        .then_some(normalised)
}

/// `1` for a `.` segment, `2` for `..`, also percent-encoded (`%2e`, `.%2E`, …).
fn dot_segment(piece: &str) -> Option<u8> {
    match piece.to_ascii_lowercase().as_str() {
        "." | "%2e" => Some(1),
        ".." | ".%2e" | "%2e." | "%2e%2e" => Some(2),
        _ => None,
    }
}

/// A backslash, whitespace or control character, written plainly or percent-encoded.
fn has_forbidden(path: &str) -> bool {
    let bad = |c: char| c == '\\' || c.is_whitespace() || c.is_control();
    if path.chars().any(bad) {
        return true;
    }
    let bytes = path.as_bytes();
    bytes.windows(3).any(|w| {
        w[0] == b'%'
            && std::str::from_utf8(&w[1..])
                .ok()
                .and_then(|hex| u8::from_str_radix(hex, 16).ok())
                .is_some_and(|b| b == b'\\' || b <= b' ' || b == 0x7f)
    })
}

/// The sign-in URL that returns to `return_to` afterwards, with an optional `reason` notice.
pub fn sign_in_path(return_to: &str, reason: Option<&str>) -> String {
    signed_out_path("/sign-in", return_to, reason)
}

/// A signed-out page's URL (sign-in, forgotten password, registration) carrying `return_to`
/// on to sign-in, with an optional `reason` notice.
pub fn signed_out_path(page: &str, return_to: &str, reason: Option<&str>) -> String {
    let return_to = safe_return_path(Some(return_to));
    let mut url = String::from(page);
    let mut sep = '?';
    if return_to != "/" {
        url.push(sep);
        url.push_str("return=");
        paths::encode_segment(&return_to, &mut url);
        sep = '&';
    }
    if let Some(reason) = reason {
        url.push(sep);
        url.push_str("reason=");
        paths::encode_segment(reason, &mut url);
    }
    url
}

/// `path` followed by the router's query string `search` (given with or without its "?").
pub fn with_query(path: String, search: &str) -> String {
    match search.trim_start_matches('?') {
        "" => path,
        query => format!("{path}?{query}"),
    }
}

/// The current in-app path (without the app's folder) with its query string, untracked.
pub fn location_path(location: &Location) -> String {
    let path = crate::web::without_base(&location.pathname.get_untracked());
    with_query(path, &location.search.get_untracked())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_query_is_joined_with_one_question_mark() {
        assert_eq!(with_query("/w/a/roles".into(), ""), "/w/a/roles");
        assert_eq!(
            with_query("/w/a/roles".into(), "page=2"),
            "/w/a/roles?page=2"
        );
        assert_eq!(
            with_query("/w/a/roles".into(), "?page=2"),
            "/w/a/roles?page=2"
        );
    }

    #[test]
    fn accepts_same_origin_paths() {
        assert_eq!(safe_return_path(Some("/w/abc/profile")), "/w/abc/profile");
        assert_eq!(safe_return_path(Some("/w/abc?tab=1")), "/w/abc?tab=1");
        assert_eq!(safe_return_path(Some("/")), "/");
        assert_eq!(safe_return_path(Some("/w/abc/")), "/w/abc/");
        assert_eq!(
            safe_return_path(Some("/w/abc/recharges?page=2#top")),
            "/w/abc/recharges?page=2#top"
        );
        // A query may hold anything a path may not: it never becomes the host.
        assert_eq!(
            safe_return_path(Some("/w/a?next=//evil.example")),
            "/w/a?next=//evil.example"
        );
    }

    #[test]
    fn resolves_dot_segments_before_checking() {
        for (raw, expected) in [
            ("/./evil.example", "/evil.example"),
            ("/../..", "/"),
            ("/..", "/"),
            ("/.", "/"),
            ("/w/a/./b", "/w/a/b"),
            ("/w/a/../b", "/w/b"),
            ("/w/a/..", "/w/"),
            ("/w/%2E%2E/x", "/x"),
            ("/w/a/.%2e/b", "/w/b"),
            ("/w/a/%2e./b", "/w/b"),
            ("/w/a/...", "/w/a/..."),
            ("/w/a/..b", "/w/a/..b"),
        ] {
            assert_eq!(safe_return_path(Some(raw)), expected, "{raw:?}");
        }
    }

    #[test]
    fn rejects_everything_else() {
        for bad in [
            "",
            "w/abc",
            ".",
            "./w",
            "//evil.example",
            "///evil.example",
            "/\\evil.example",
            "\\\\evil.example",
            "https://evil.example/",
            "http:/evil.example",
            "javascript:alert(1)",
            "JavaScript:alert(1)",
            " /w/a",
            "/\t/evil.example",
            "/\n/evil.example",
            "/\r//evil.example",
            "/w/a\u{0}",
            "/w/a\u{7f}",
            "/w\u{a0}/a",
            "/a\\b",
            "/%09/evil.example",
            "/%0a/evil.example",
            "/%0D%0A/evil.example",
            "/%00",
            "/%20/x",
            "/%5c/evil.example",
            "/%5C%5Cevil.example",
            "/%2f/evil.example",
            "/%2F%2Fevil.example",
            "/.%2f%2fevil.example",
            "/%252f%252fevil.example",
            "/.//evil.example",
            "/./%2e//evil.example",
            "/a/..//evil.example",
            "/../..//evil.example",
            "/%2e/%2e%2e//evil.example",
            "/w//a",
            "/w/a//",
            "/sign-in?return=/x",
            "/sign-in",
            "/./sign-in",
            "/w/../sign-in?return=/x",
            "//sign-in",
            "/sign-in/",
        ] {
            assert_eq!(safe_return_path(Some(bad)), "/", "{bad:?}");
        }
        assert_eq!(safe_return_path(None), "/");
    }

    #[test]
    fn a_normalised_path_is_stable_and_never_names_a_host() {
        let shapes = [
            "/", "//", "/./", "/../", "/%2e/", "/%2e%2e/", "/a/", "x", ".", "",
        ];
        for a in shapes {
            for b in shapes {
                for c in shapes {
                    let raw = format!("{a}{b}{c}evil.example");
                    let once = safe_return_path(Some(&raw));
                    assert!(once.starts_with('/') && !once.starts_with("//"), "{raw:?}");
                    assert_eq!(safe_return_path(Some(&once)), once, "{raw:?}");
                }
            }
        }
    }

    #[test]
    fn builds_sign_in_urls() {
        assert_eq!(sign_in_path("/", None), "/sign-in");
        assert_eq!(
            sign_in_path("/w/a?x=1&y=2", Some("expired")),
            "/sign-in?return=%2Fw%2Fa%3Fx%3D1%26y%3D2&reason=expired"
        );
        assert_eq!(sign_in_path("//evil", None), "/sign-in");
        assert_eq!(
            signed_out_path("/register", "/w/a", None),
            "/register?return=%2Fw%2Fa"
        );
    }
}
