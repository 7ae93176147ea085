//! Return paths after sign-in: validated as same-origin paths, and the sign-in URL that carries them.

use leptos::prelude::GetUntracked;
use leptos_router::location::Location;
use portal_api::paths;

/// The path to continue at after sign-in: `raw` when it is a safe same-origin path, else `/`.
///
/// Safe means it starts with a single `/` (not `//` or `/\`, which browsers treat as another
/// host), contains no backslash, whitespace or control characters (browsers strip some of
/// them, turning `/\t/host` into `//host`), and does not lead back to sign-in.
pub fn safe_return_path(raw: Option<&str>) -> String {
    match raw {
        Some(path) if is_safe(path) => path.to_owned(),
        _ => "/".to_owned(),
    }
}

fn is_safe(path: &str) -> bool {
    let mut chars = path.chars();
    chars.next() == Some('/')
        && !matches!(chars.next(), Some('/') | Some('\\'))
        && !path
            .chars()
            .any(|c| c == '\\' || c.is_whitespace() || c.is_control())
        && !path.starts_with("/sign-in")
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
    }

    #[test]
    fn rejects_everything_else() {
        for bad in [
            "",
            "w/abc",
            "//evil.example",
            "/\\evil.example",
            "https://evil.example/",
            "javascript:alert(1)",
            "/\t/evil.example",
            "/a\\b",
            "/sign-in?return=/x",
        ] {
            assert_eq!(safe_return_path(Some(bad)), "/", "{bad:?}");
        }
        assert_eq!(safe_return_path(None), "/");
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
