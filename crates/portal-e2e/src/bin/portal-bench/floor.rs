//! The browser's own floor under the cold load: a fresh headless Chromium painting a static
//! sign-in form that needs no script, measured the same way as the portal's.

use anyhow::Result;
use axum::response::Html;
use axum::Router;
use tokio::net::TcpListener;

/// A sign-in form as plain HTML, marked like the portal's once it is painted.
const PAGE: &str = r#"<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in</title></head>
<body><main><h1>Sign in</h1>
<form><label>Email <input type="email" autofocus></label>
<label>Password <input type="password"></label><button>Sign in</button></form></main>
<script>requestAnimationFrame(() => setTimeout(() => performance.mark("signin-ready")));</script>
</body></html>"#;

/// Serves [`PAGE`] for every path on a free local port; returns its base URL.
pub async fn serve_page() -> Result<String> {
    let listener = TcpListener::bind("127.0.0.1:0").await?;
    let url = format!("http://{}", listener.local_addr()?);
    let app = Router::new().fallback(|| async { Html(PAGE) });
    tokio::spawn(async move { axum::serve(listener, app).await });
    Ok(url)
}
