//! The browser's own floor under the cold load: a fresh headless Chromium painting a static
//! sign-in form that needs no script, measured the same way as the portal's.

use std::sync::Arc;

use anyhow::Result;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpListener;

/// A sign-in form as plain HTML, marked like the portal's once it is painted.
const PAGE: &str = r#"<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in</title></head>
<body><main><h1>Sign in</h1>
<form><label>Email <input type="email" autofocus></label>
<label>Password <input type="password"></label><button>Sign in</button></form></main>
<script>requestAnimationFrame(() => setTimeout(() => performance.mark("signin-ready")));</script>
</body></html>"#;

/// Serves [`PAGE`] for every request on a free local port; returns its base URL.
pub async fn serve_page() -> Result<String> {
    let listener = TcpListener::bind("127.0.0.1:0").await?;
    let url = format!("http://{}", listener.local_addr()?);
    let response: Arc<[u8]> = format!(
        "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{PAGE}",
        PAGE.len()
    )
    .into_bytes()
    .into();
    tokio::spawn(async move {
        while let Ok((mut stream, _)) = listener.accept().await {
            let response = Arc::clone(&response);
            tokio::spawn(async move {
                // One request per connection: read its head, answer, close.
                let mut head = Vec::new();
                let mut buf = [0u8; 1024];
                while !head.windows(4).any(|w| w == b"\r\n\r\n") {
                    match stream.read(&mut buf).await {
                        Ok(0) | Err(_) => return,
                        Ok(n) => head.extend_from_slice(&buf[..n]),
                    }
                }
                let _ = stream.write_all(&response).await;
                let _ = stream.shutdown().await;
            });
        }
    });
    Ok(url)
}
