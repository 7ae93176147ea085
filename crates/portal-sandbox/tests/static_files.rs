//! Serving the built portal: files, SPA fallback, cache and security headers, CORS.

mod common;

use std::path::Path;

use base64::engine::general_purpose::STANDARD;
use base64::Engine as _;
use portal_api::paths;
use sha2::{Digest, Sha256};

const LOADER: &str =
    "import init from '/portal-1a2b3c4d5e6f7a8b.js'; init('/portal-1a2b3c4d5e6f7a8b_bg.wasm');";
const JS: &str = "portal-1a2b3c4d5e6f7a8b.js";
const WASM: &str = "portal-1a2b3c4d5e6f7a8b_bg.wasm";
const CSS: &str = "style-0011223344556677.css";

fn write_dist(dir: &Path) {
    let index = format!(
        "<!doctype html><html><head><link rel=\"stylesheet\" href=\"/{CSS}\">\
         <script type=\"module\">{LOADER}</script></head><body></body></html>"
    );
    std::fs::write(dir.join("index.html"), index).unwrap();
    std::fs::write(dir.join(JS), "export default function init() {}").unwrap();
    std::fs::write(dir.join(WASM), b"\0asm\x01\0\0\0").unwrap();
    std::fs::write(dir.join(CSS), "body { margin: 0 }").unwrap();
    std::fs::write(dir.join("config.json"), "{\"apiBase\": \"\"}").unwrap();
}

fn assert_security_headers(r: &common::Resp) {
    let csp = r.header("content-security-policy");
    assert!(
        csp.starts_with("default-src 'self'; script-src 'self' 'wasm-unsafe-eval'"),
        "{csp}"
    );
    for part in [
        "style-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        "form-action 'self'",
        "report-uri /__sandbox/csp-reports",
    ] {
        assert!(csp.contains(part), "{part} in {csp}");
    }
    assert!(!csp.contains("unsafe-inline"));
    assert_eq!(r.header("x-content-type-options"), "nosniff");
    assert_eq!(r.header("referrer-policy"), "no-referrer");
    assert_eq!(r.header("x-frame-options"), "DENY");
    assert_eq!(
        r.header("permissions-policy"),
        "camera=(), microphone=(), geolocation=()"
    );
}

#[tokio::test]
async fn dist_files_cache_headers_and_csp_hash() {
    let dist = tempfile::tempdir().unwrap();
    write_dist(dist.path());
    let dist_path = dist.path().to_owned();
    let sb = common::start_with(move |c| c.dist_dir = dist_path).await;

    let index = sb.get_plain("/").await;
    assert_eq!(index.status, 200);
    assert!(index.header("content-type").starts_with("text/html"));
    assert_eq!(index.header("cache-control"), "no-cache");
    assert!(String::from_utf8_lossy(&index.bytes).contains(LOADER));
    assert_security_headers(&index);
    let hash = STANDARD.encode(Sha256::digest(LOADER.as_bytes()));
    assert!(
        index
            .header("content-security-policy")
            .contains(&format!("'sha256-{hash}'")),
        "{}",
        index.header("content-security-policy")
    );

    let js = sb.get_plain(&format!("/{JS}")).await;
    assert_eq!(js.status, 200);
    assert_eq!(
        js.header("cache-control"),
        "public, max-age=31536000, immutable"
    );
    assert!(js.header("content-type").contains("javascript"));
    let wasm = sb.get_plain(&format!("/{WASM}")).await;
    assert_eq!(wasm.header("content-type"), "application/wasm");
    assert_eq!(
        wasm.header("cache-control"),
        "public, max-age=31536000, immutable"
    );
    let css = sb.get_plain(&format!("/{CSS}")).await;
    assert_eq!(
        css.header("cache-control"),
        "public, max-age=31536000, immutable"
    );
    let config = sb.get_plain("/config.json").await;
    assert_eq!(config.status, 200);
    assert_eq!(config.header("cache-control"), "no-cache");
    assert_eq!(config.body["apiBase"], "");
}

#[tokio::test]
async fn spa_fallback_serves_index_for_client_routes() {
    let dist = tempfile::tempdir().unwrap();
    write_dist(dist.path());
    let dist_path = dist.path().to_owned();
    let sb = common::start_with(move |c| c.dist_dir = dist_path).await;
    for route in ["/sign-in", "/w/abc/profile", "/w/abc/profile?tab=2"] {
        let r = sb.get_plain(route).await;
        assert_eq!(r.status, 200, "{route}");
        assert_eq!(r.header("cache-control"), "no-cache");
        assert!(
            String::from_utf8_lossy(&r.bytes).contains(LOADER),
            "{route}"
        );
        assert_security_headers(&r);
    }
    // API and dev paths never fall back to the page.
    sb.get_plain("/web/v1/tenant/unknown")
        .await
        .assert_error(404, "RESOURCE.NOT_FOUND");
    sb.get_plain("/__sandbox/unknown")
        .await
        .assert_error(404, "RESOURCE.NOT_FOUND");
    let r = sb.post_raw("/sign-in", None, "", None).await;
    assert_eq!(r.status, 405);
}

#[tokio::test]
async fn unbuilt_portal_gets_a_help_page_and_api_gets_headers() {
    let sb = common::start().await;
    let r = sb.get_plain("/").await;
    assert_eq!(r.status, 200);
    assert!(r.header("content-type").starts_with("text/html"));
    let page = String::from_utf8_lossy(&r.bytes);
    assert!(
        page.contains("not built") && page.contains("trunk build"),
        "{page}"
    );
    assert_security_headers(&r);
    let api = sb.get(paths::COUNTRIES, None).await;
    api.ok();
    assert_security_headers(&api);
}

#[tokio::test]
async fn cors_only_for_configured_origins() {
    let allowed = "http://localhost:3000";
    let sb = common::start_with(|c| c.cors_origins = vec![allowed.to_owned()]).await;
    let preflight = |origin: &'static str| {
        sb.http
            .request(reqwest::Method::OPTIONS, sb.url(paths::LOGIN_INITIATE))
            .header("Origin", origin)
            .header("Access-Control-Request-Method", "POST")
            .header(
                "Access-Control-Request-Headers",
                "content-type,x-portal-access-code,x-secure-channel-session-id",
            )
            .send()
    };
    let r = preflight(allowed).await.unwrap();
    assert!(r.status().is_success(), "{}", r.status());
    assert_eq!(r.headers()["access-control-allow-origin"], allowed);
    let headers = r.headers()["access-control-allow-headers"]
        .to_str()
        .unwrap();
    assert!(headers.contains("x-portal-access-code"), "{headers}");
    let r = preflight("http://evil.test").await.unwrap();
    assert!(r.headers().get("access-control-allow-origin").is_none());

    let sb = common::start().await;
    let r = sb
        .http
        .get(sb.url(paths::COUNTRIES))
        .header("Origin", allowed)
        .header(
            "X-PORTAL-ACCESS-CODE",
            portal_sandbox::demo::TENANT_ACCESS_CODE,
        )
        .send()
        .await
        .unwrap();
    assert!(r.headers().get("access-control-allow-origin").is_none());
}

#[tokio::test]
async fn unknown_assets_are_404_not_the_page() {
    let dist = tempfile::tempdir().unwrap();
    write_dist(dist.path());
    let dist_path = dist.path().to_owned();
    let sb = common::start_with(move |c| c.dist_dir = dist_path).await;
    for asset in [
        "/portal-0123abcd.js",
        "/portal-0123456789abcdef.js",
        "/portal-0123456789abcdef_bg.wasm",
        "/style-0123456789abcdef.css",
        "/snippets/portal-1/inline0.js",
    ] {
        let r = sb.get_plain(asset).await;
        r.assert_error(404, "RESOURCE.NOT_FOUND");
        assert!(
            !String::from_utf8_lossy(&r.bytes).contains(LOADER),
            "{asset}"
        );
        assert_ne!(
            r.header("cache-control"),
            "public, max-age=31536000, immutable",
            "{asset}"
        );
    }
    // Client-side routes still get the page.
    for route in ["/w/abc/recharges", "/w/abc/recharges?page=2", "/sign-in"] {
        let r = sb.get_plain(route).await;
        assert_eq!(r.status, 200, "{route}");
        assert!(
            String::from_utf8_lossy(&r.bytes).contains(LOADER),
            "{route}"
        );
    }
    // Existing assets are served as before.
    assert_eq!(sb.get_plain(&format!("/{JS}")).await.status, 200);
}

#[tokio::test]
async fn the_service_portal_is_served_under_its_own_folder_with_its_own_config() {
    let dist = tempfile::tempdir().unwrap();
    write_dist(dist.path());
    let html = std::fs::read_to_string(dist.path().join("index.html")).unwrap();
    let html = html.replace("<head>", "<head><base href=\"/\" />");
    std::fs::write(dist.path().join("index.html"), html).unwrap();
    let dist_path = dist.path().to_owned();
    let sb = common::start_with(move |c| c.dist_dir = dist_path).await;

    let config = sb.get_plain("/service/config.json").await;
    assert_eq!(config.status, 200);
    assert_eq!(config.header("cache-control"), "no-cache");
    assert_eq!(config.body["portalKind"], "service");
    assert_eq!(
        config.body["portalAccessCode"],
        portal_sandbox::demo::SERVICE_ACCESS_CODE
    );
    assert_eq!(config.body["apiBase"], "", "the rest is the build's own");
    // The root stays the tenant portal the build's config.json describes.
    assert!(sb.get_plain("/config.json").await.body["portalKind"].is_null());

    for route in [
        "/service",
        "/service/",
        "/service/sign-in",
        "/service/w/abc/roles?page=2",
    ] {
        let r = sb.get_plain(route).await;
        assert_eq!(r.status, 200, "{route}");
        let page = String::from_utf8_lossy(&r.bytes).into_owned();
        assert!(
            page.contains("<base href=\"/service/\" />"),
            "{route}: {page}"
        );
        assert!(page.contains(LOADER), "{route}");
        assert_eq!(r.header("cache-control"), "no-cache");
        assert_security_headers(&r);
    }
    let js = sb.get_plain(&format!("/service/{JS}")).await;
    assert_eq!(js.status, 200);
    assert_eq!(
        js.header("cache-control"),
        "public, max-age=31536000, immutable"
    );
    assert_eq!(
        sb.get_plain("/service/missing-0123456789abcdef.js")
            .await
            .status,
        404
    );
    let root = sb.get_plain("/sign-in").await;
    assert!(String::from_utf8_lossy(&root.bytes).contains("<base href=\"/\" />"));
}

#[tokio::test]
async fn the_tenant_portal_s_config_names_platform_configuration_read_only() {
    let sb = common::start().await;
    let tenant = sb.get_plain("/config.json").await;
    assert_eq!(
        tenant.body["readOnlyAreas"],
        serde_json::json!([
            "recharge-channels",
            "withdrawal-channels",
            "tariffs",
            "wallet-currencies",
            "exchange-fees",
            "exchange-rates"
        ])
    );
    // The service portal changes them: it names none.
    let service = sb.get_plain("/service/config.json").await;
    assert_eq!(service.body["readOnlyAreas"], serde_json::json!([]));
}
