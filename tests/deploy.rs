//! Deployment from a CDN: the release build served by a plain static file server under
//! `/portal/`, talking to the sandbox API on another origin that allows this one only.

use std::net::{Ipv4Addr, SocketAddr};
use std::path::Path;

use anyhow::{ensure, Result};
use axum::http::header::{CONTENT_SECURITY_POLICY, X_CONTENT_TYPE_OPTIONS};
use axum::http::HeaderValue;
use axum::Router;
use portal_api::paths;
use portal_e2e::{flows, Browser, Sandbox};
use portal_sandbox::demo::*;
use tower_http::services::{ServeDir, ServeFile};
use tower_http::set_header::SetResponseHeaderLayer;

const SUB_PATH: &str = "/portal";

/// Sets a copy of the release build up under a sub-path as docs/deploy.md says: `<base href>`
/// names it (the copy's `config.json` already points at the API's origin).
fn under_sub_path(folder: &Path) -> Result<String> {
    let index = std::fs::read_to_string(folder.join("index.html"))?;
    ensure!(
        index.contains(r#"<base href="/" />"#),
        "index.html has no <base href=\"/\" />"
    );
    let index = index.replace(
        r#"<base href="/" />"#,
        &format!(r#"<base href="{SUB_PATH}/" />"#),
    );
    std::fs::write(folder.join("index.html"), &index)?;
    Ok(index)
}

/// The policy docs/deploy.md gives a CDN, from `scripts/csp.sh`, checked against the sandbox's
/// own hashing of the loader script.
fn policy(folder: &Path, index: &str, api_origin: &str) -> Result<String> {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/csp.sh");
    let out = std::process::Command::new("bash")
        .arg(script)
        .arg(api_origin)
        .arg(folder)
        .output()?;
    ensure!(
        out.status.success(),
        "csp.sh: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let printed = String::from_utf8(out.stdout)?.trim().to_owned();
    let hashes = portal_sandbox::inline_script_hashes(index);
    ensure!(!hashes.is_empty(), "index.html has no loader script");
    let expected = format!(
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' {}; style-src 'self'; \
         img-src 'self' data:; font-src 'self'; connect-src 'self' {api_origin}; \
         frame-src 'none'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; \
         form-action 'self'",
        hashes.join(" ")
    );
    ensure!(
        printed == expected,
        "csp.sh printed\n{printed}\nexpected\n{expected}"
    );
    // Violations go to the sandbox's collector, so the test can see there were none.
    Ok(format!(
        "{printed}; report-uri {api_origin}{}",
        portal_sandbox::CSP_REPORTS_PATH
    ))
}

/// A plain static server on `listener`: the folder under the sub-path, unknown paths there
/// get index.html, with the CDN's security headers.
fn serve_static(listener: tokio::net::TcpListener, folder: &Path, csp: &str) -> Result<()> {
    let files = ServeDir::new(folder).fallback(ServeFile::new(folder.join("index.html")));
    let app = Router::new()
        .nest_service(SUB_PATH, files)
        .layer(SetResponseHeaderLayer::overriding(
            CONTENT_SECURITY_POLICY,
            HeaderValue::from_str(csp)?,
        ))
        .layer(SetResponseHeaderLayer::overriding(
            X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ));
    tokio::spawn(async move { axum::serve(listener, app).await });
    Ok(())
}

/// The static server and the sandbox, the sandbox allowing `allowed(static origin)` only.
struct Deployment {
    origin: String,
    sandbox: Sandbox,
    _folder: tempfile::TempDir,
}

async fn deploy(allowed: impl FnOnce(&str) -> String) -> Result<Deployment> {
    let listener =
        tokio::net::TcpListener::bind(SocketAddr::from((Ipv4Addr::LOCALHOST, 0))).await?;
    let origin = format!("http://{}", listener.local_addr()?);
    let allow = allowed(&origin);
    let sandbox = Sandbox::start_with(|c| c.cors_origins = vec![allow]).await?;
    let api = sandbox.url().to_owned();
    ensure!(origin != api, "the portal and the API must be two origins");
    let folder = portal_e2e::sandbox::configured_portal(&[
        ("apiBaseUrl", api.as_str().into()),
        ("portalAccessCode", TENANT_ACCESS_CODE.into()),
    ])?;
    let index = under_sub_path(folder.path())?;
    serve_static(
        listener,
        folder.path(),
        &policy(folder.path(), &index, &api)?,
    )?;
    Ok(Deployment {
        origin,
        sandbox,
        _folder: folder,
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn signs_in_under_a_sub_path_against_an_api_on_another_origin() -> Result<()> {
    let Deployment {
        origin,
        sandbox,
        _folder,
    } = deploy(str::to_owned).await?;
    let home = format!("{origin}{SUB_PATH}");
    let profile = format!("/w/{INSTITUTION_ACME}/profile");
    let browser = Browser::launch(&home).await?;

    // A deep link while signed out goes to sign-in under the sub-path, and back afterwards.
    browser.open(&profile).await?;
    browser.wait_for_path("/sign-in?return=").await?;
    let address = browser.address().await?;
    ensure!(
        address.starts_with(&format!("{home}/sign-in?")),
        "sign-in at {address}"
    );
    flows::sign_in_here_with_email(
        &browser,
        &sandbox,
        TENANT_ADMIN_EMAIL,
        TENANT_ADMIN_PASSWORD,
    )
    .await?;
    browser.wait_for_path(&profile).await?;
    browser.heading("Profile").await?;
    browser.see(TENANT_ADMIN_EMAIL).await?;
    let address = browser.address().await?;
    ensure!(
        address == format!("{home}{profile}"),
        "signed in at {address}"
    );

    // In-app links keep the sub-path, and a reload of a deep link still works.
    browser.click_menu_item("Invitations").await?;
    browser.heading("Invitations").await?;
    let address = browser.address().await?;
    ensure!(
        address == format!("{home}/w/{INSTITUTION_ACME}/invitations"),
        "invitations at {address}"
    );
    browser.reload().await?;
    browser.heading("Invitations").await?;
    browser.open("/").await?;
    browser
        .wait_for_path(&format!("/w/{INSTITUTION_ACME}"))
        .await?;
    browser.see("Acme Payments").await?;

    ensure!(
        sandbox.served("POST", paths::LOGIN_INITIATE).await? > 0,
        "sign-in never reached the API"
    );
    ensure!(
        sandbox.served("GET", "(fallback)").await? == 0,
        "the sandbox served the portal's files"
    );
    sandbox.ensure_no_csp_violations().await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_api_allowing_another_origin_refuses_the_portal() -> Result<()> {
    let Deployment {
        origin,
        sandbox,
        _folder,
    } = deploy(|_| "https://elsewhere.example".to_owned()).await?;
    let browser = Browser::launch(&format!("{origin}{SUB_PATH}")).await?;
    flows::enter_credentials(&browser, TENANT_ADMIN_EMAIL, TENANT_ADMIN_PASSWORD).await?;
    browser.see("Cannot reach the server").await?;
    ensure!(browser.path().await?.starts_with("/sign-in"));
    ensure!(
        sandbox.served("POST", paths::LOGIN_INITIATE).await? == 0,
        "a refused preflight must keep the request from the API"
    );
    browser.quit().await
}
