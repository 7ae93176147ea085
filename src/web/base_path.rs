//! The folder the app is served from (`<base href>` of index.html), prefixed to in-app paths.

use std::sync::OnceLock;

/// The app's folder without its trailing slash: `""` at the site root, `"/portal"` under a
/// sub-path. Read once from the document's base URL, which index.html's `<base>` sets.
pub fn app_base() -> &'static str {
    static BASE: OnceLock<String> = OnceLock::new();
    BASE.get_or_init(|| {
        let uri = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.base_uri().ok().flatten())
            .unwrap_or_default();
        let path = web_sys::Url::new(&uri)
            .map(|u| u.pathname())
            .unwrap_or_default();
        folder(&path).to_owned()
    })
}

/// The folder of a base URL's path: everything up to its last `/`, without that slash.
fn folder(path: &str) -> &str {
    path.rfind('/').map_or("", |end| &path[..end])
}

/// An in-app path (`/w/abc`) as a browser address under the app's folder.
pub fn with_base(path: &str) -> String {
    join(app_base(), path)
}

fn join(base: &str, path: &str) -> String {
    if path.starts_with('/') {
        format!("{base}{path}")
    } else {
        path.to_owned()
    }
}

/// The address of a file published beside index.html (`config.json`, a locale catalogue).
pub fn app_file(name: &str) -> String {
    with_base(&format!("/{name}"))
}

/// A browser address's path as an in-app path: the app's folder removed.
pub fn without_base(path: &str) -> String {
    strip(app_base(), path)
}

fn strip(base: &str, path: &str) -> String {
    match path.strip_prefix(base) {
        Some(rest) if rest.starts_with('/') => rest.to_owned(),
        Some("") => "/".to_owned(),
        _ => path.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folder_of_the_base_url() {
        assert_eq!(folder("/"), "");
        assert_eq!(folder("/portal/"), "/portal");
        assert_eq!(folder("/a/b/index.html"), "/a/b");
    }

    #[test]
    fn adds_and_removes_the_folder() {
        assert_eq!(join("", "/w/a"), "/w/a");
        assert_eq!(join("/portal", "/w/a"), "/portal/w/a");
        assert_eq!(join("/portal", "/"), "/portal/");
        assert_eq!(join("/portal", "#main"), "#main");
        assert_eq!(strip("/portal", "/portal/w/a"), "/w/a");
        assert_eq!(strip("/portal", "/portal"), "/");
        assert_eq!(strip("/portal", "/portalx/a"), "/portalx/a");
        assert_eq!(strip("", "/w/a"), "/w/a");
    }
}
