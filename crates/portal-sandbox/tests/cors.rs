//! CORS for a portal served from another origin (a CDN): the configured origin only.

mod common;

use portal_api::{headers as h, paths};
use reqwest::Method;

const ALLOWED: &str = "https://cdn.example";

/// Every request header the portal sends, as a browser lists them in a preflight.
fn portal_headers() -> String {
    [
        "authorization",
        "content-type",
        "accept-language",
        h::PORTAL_ACCESS_CODE,
        h::WORKSPACE_ID,
        h::REQUEST_ID,
        h::CLIENT_HASH,
        h::LOCALE,
        h::SECURE_CHANNEL_SESSION_ID,
    ]
    .map(str::to_ascii_lowercase)
    .join(",")
}

async fn preflight(sb: &common::Sandbox, origin: &str, path: &str) -> reqwest::Response {
    sb.http
        .request(Method::OPTIONS, sb.url(path))
        .header("Origin", origin)
        .header("Access-Control-Request-Method", "POST")
        .header("Access-Control-Request-Headers", portal_headers())
        .send()
        .await
        .expect("preflight")
}

async fn countries_from(sb: &common::Sandbox, origin: &str) -> reqwest::Response {
    sb.http
        .get(sb.url(paths::COUNTRIES))
        .header("Origin", origin)
        .header(
            h::PORTAL_ACCESS_CODE,
            portal_sandbox::demo::TENANT_ACCESS_CODE,
        )
        .send()
        .await
        .expect("request")
}

fn header<'a>(r: &'a reqwest::Response, name: &str) -> Option<&'a str> {
    r.headers().get(name).map(|v| v.to_str().expect("ascii"))
}

#[tokio::test]
async fn the_allowed_origin_passes_preflight_for_every_portal_header() {
    let sb = common::start_with(|c| c.cors_origins = vec![ALLOWED.to_owned()]).await;
    for path in [paths::LOGIN_INITIATE, paths::COUNTRIES] {
        let r = preflight(&sb, ALLOWED, path).await;
        assert!(r.status().is_success(), "{path}: {}", r.status());
        assert_eq!(header(&r, "access-control-allow-origin"), Some(ALLOWED));
        let methods = header(&r, "access-control-allow-methods").unwrap_or_default();
        assert!(
            methods.contains("POST") && methods.contains("GET"),
            "{methods}"
        );
        let allowed = header(&r, "access-control-allow-headers")
            .unwrap_or_default()
            .to_ascii_lowercase();
        for wanted in portal_headers().split(',') {
            assert!(allowed.contains(wanted), "{wanted} not in {allowed}");
        }
        assert!(header(&r, "access-control-allow-credentials").is_none());
    }
    let r = countries_from(&sb, ALLOWED).await;
    assert!(r.status().is_success(), "{}", r.status());
    assert_eq!(header(&r, "access-control-allow-origin"), Some(ALLOWED));
    let exposed = header(&r, "access-control-expose-headers").unwrap_or_default();
    assert!(exposed.contains("content-disposition"), "{exposed}");
}

#[tokio::test]
async fn other_origins_get_no_cors_headers() {
    let sb = common::start_with(|c| c.cors_origins = vec![ALLOWED.to_owned()]).await;
    for origin in [
        "https://evil.example",
        "https://cdn.example:8443",
        "http://cdn.example",
    ] {
        let r = preflight(&sb, origin, paths::LOGIN_INITIATE).await;
        assert!(
            header(&r, "access-control-allow-origin").is_none(),
            "{origin}"
        );
        assert!(
            header(&r, "access-control-allow-headers").is_none(),
            "{origin}"
        );
        let r = countries_from(&sb, origin).await;
        assert!(
            header(&r, "access-control-allow-origin").is_none(),
            "{origin}"
        );
    }
}

#[tokio::test]
async fn no_origin_is_allowed_by_default() {
    let sb = common::start().await;
    let r = preflight(&sb, ALLOWED, paths::LOGIN_INITIATE).await;
    assert!(header(&r, "access-control-allow-origin").is_none());
    let r = countries_from(&sb, ALLOWED).await;
    assert!(header(&r, "access-control-allow-origin").is_none());
}
