//! The release build served as a CDN serves it: every file brotli-compressed at quality 11,
//! hashed files cached for good, `index.html` and `config.json` revalidated, and app paths
//! answered with `index.html`; the API's paths forwarded to a sandbox, as one origin.

use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;

use anyhow::Result;
use axum::body::{to_bytes, Body};
use axum::extract::Request;
use axum::http::{header, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::Router;
use tokio::net::TcpListener;

/// One file as the CDN holds it.
struct Held {
    brotli: Vec<u8>,
    content_type: &'static str,
    immutable: bool,
}

fn content_type(name: &str) -> &'static str {
    match name.rsplit('.').next().unwrap_or_default() {
        "html" => "text/html; charset=utf-8",
        "js" => "text/javascript",
        "wasm" => "application/wasm",
        "css" => "text/css",
        "json" => "application/json",
        "svg" => "image/svg+xml",
        _ => "application/octet-stream",
    }
}

fn compress(bytes: &[u8]) -> Result<Vec<u8>> {
    let mut out = Vec::new();
    {
        let mut writer = brotli::CompressorWriter::new(&mut out, 4096, 11, 22);
        std::io::Write::write_all(&mut writer, bytes)?;
    }
    Ok(out)
}

fn hold_folder(root: &Path, folder: &Path, files: &mut HashMap<String, Held>) -> Result<()> {
    for entry in std::fs::read_dir(folder)? {
        let path = entry?.path();
        if path.is_dir() {
            hold_folder(root, &path, files)?;
            continue;
        }
        let name = path
            .strip_prefix(root)?
            .to_string_lossy()
            .replace('\\', "/");
        // Trunk's hashed names ("portal-0123abcd….js") never change content: the sandbox's rule.
        let immutable = portal_sandbox::is_hashed(name.rsplit('/').next().unwrap_or_default());
        let held = Held {
            brotli: compress(&std::fs::read(&path)?)?,
            content_type: content_type(&name),
            immutable,
        };
        files.insert(format!("/{name}"), held);
    }
    Ok(())
}

fn answer(files: &HashMap<String, Held>, uri: &Uri) -> Response {
    let path = uri.path();
    let looks_like_a_file = path
        .rsplit('/')
        .next()
        .is_some_and(|last| last.contains('.'));
    let held = match files.get(path) {
        Some(held) => held,
        None if !looks_like_a_file => match files.get("/index.html") {
            Some(index) => index,
            None => return StatusCode::NOT_FOUND.into_response(),
        },
        None => return StatusCode::NOT_FOUND.into_response(),
    };
    let cache = if held.immutable {
        "public, max-age=31536000, immutable"
    } else {
        "no-cache"
    };
    (
        [
            (header::CONTENT_TYPE, held.content_type),
            (header::CONTENT_ENCODING, "br"),
            (header::CACHE_CONTROL, cache),
        ],
        held.brotli.clone(),
    )
        .into_response()
}

/// The API's own paths (the portal's `apiBaseUrl` is its own origin).
fn is_api(path: &str) -> bool {
    path.starts_with("/web/") || path.starts_with("/__sandbox/")
}

/// `request` as the sandbox at `api` answers it: method, headers and body both ways.
async fn forward(client: &reqwest::Client, api: &str, request: Request) -> Response {
    let (parts, body) = request.into_parts();
    let query = parts
        .uri
        .query()
        .map(|q| format!("?{q}"))
        .unwrap_or_default();
    let url = format!("{api}{}{query}", parts.uri.path());
    let Ok(body) = to_bytes(body, usize::MAX).await else {
        return StatusCode::BAD_REQUEST.into_response();
    };
    let mut headers = parts.headers;
    headers.remove(header::HOST);
    let sent = client
        .request(parts.method, url)
        .headers(headers)
        .body(body)
        .send()
        .await;
    let Ok(answer) = sent else {
        return StatusCode::BAD_GATEWAY.into_response();
    };
    let mut response = Response::builder().status(answer.status());
    for (name, value) in answer.headers() {
        response = response.header(name, value);
    }
    let bytes = answer.bytes().await.unwrap_or_default();
    response
        .body(Body::from(bytes))
        .unwrap_or_else(|_| StatusCode::BAD_GATEWAY.into_response())
}

/// Serves `dist` on a free local port, the API's paths forwarded to the sandbox at `api` if
/// any; returns its base URL.
pub async fn serve(dist: &Path, api: Option<&str>) -> Result<String> {
    let mut files = HashMap::new();
    hold_folder(dist, dist, &mut files)?;
    let files = Arc::new(files);
    let api = api.map(|url| url.trim_end_matches('/').to_owned());
    let client = reqwest::Client::new();
    let listener = TcpListener::bind("127.0.0.1:0").await?;
    let url = format!("http://{}", listener.local_addr()?);
    let app = Router::new().fallback(move |request: Request| {
        let files = files.clone();
        let api = api.clone();
        let client = client.clone();
        async move {
            match api {
                Some(api) if is_api(request.uri().path()) => forward(&client, &api, request).await,
                _ => answer(&files, request.uri()),
            }
        }
    });
    tokio::spawn(async move { axum::serve(listener, app).await });
    Ok(url)
}
