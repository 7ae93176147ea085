//! An HTTP proxy before the sandbox that holds back the app's wasm until a test lets it through:
//! the page and its first view are there and the app is not, as on a slow link, in any browser;
//! or that refuses the app's chunks (all, or one), as a link lost after the app arrived
//! (test-only; nothing of it is in the portal or the sandbox).

use std::sync::Arc;

use anyhow::Result;
use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::header::{CONNECTION, TRANSFER_ENCODING};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Router;
use tokio::net::TcpListener;
use tokio::sync::watch;
use tokio::task::AbortHandle;

/// Which of the app's chunks are answered with 503.
#[derive(Clone, PartialEq)]
enum Refused {
    None,
    Every,
    /// Only the chunk of this split point's name (`portal-split_<name>-<hash>.wasm`).
    Named(String),
}

impl Refused {
    fn covers(&self, path: &str) -> bool {
        let chunk =
            (path.ends_with(".wasm") && !path.ends_with("_bg.wasm")) || path.ends_with(".bin");
        match self {
            Refused::None => false,
            Refused::Every => chunk,
            Refused::Named(name) => {
                chunk
                    && path
                        .rsplit('/')
                        .next()
                        .is_some_and(|file| file.starts_with(&format!("portal-split_{name}-")))
            }
        }
    }
}

struct Upstream {
    url: String,
    http: reqwest::Client,
    released: watch::Receiver<bool>,
    refusing: watch::Receiver<Refused>,
}

/// The proxy; the browser loads the portal from [`AppHold::url`]. It stops with the value.
pub struct AppHold {
    url: String,
    release: watch::Sender<bool>,
    refuse: watch::Sender<Refused>,
    serve: AbortHandle,
}

impl AppHold {
    /// Listens on a free loopback port and forwards every request to `upstream`, holding the
    /// wasm's until [`AppHold::release`].
    pub async fn start(upstream: &str) -> Result<Self> {
        let listener = TcpListener::bind("127.0.0.1:0").await?;
        let url = format!("http://{}", listener.local_addr()?);
        let (release, released) = watch::channel(false);
        let (refuse, refusing) = watch::channel(Refused::None);
        let state = Arc::new(Upstream {
            url: upstream.trim_end_matches('/').to_owned(),
            http: reqwest::Client::new(),
            released,
            refusing,
        });
        let app = Router::new().fallback(forward).with_state(state);
        let serve = tokio::spawn(async move { axum::serve(listener, app).await }).abort_handle();
        Ok(Self {
            url,
            release,
            refuse,
            serve,
        })
    }

    /// Where the browser loads the portal.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Lets the wasm through, now and from then on.
    pub fn release(&self) {
        self.release.send_replace(true);
    }

    /// While `on`, answers every request for a chunk of the app (a wasm file other than the
    /// main module, `…_bg.wasm`, or the shared chunks' `.bin`) with 503 Service Unavailable.
    pub fn refuse_chunks(&self, on: bool) {
        self.refuse
            .send_replace(if on { Refused::Every } else { Refused::None });
    }

    /// Until `refuse_chunks(false)`, answers only the requests for the chunk of the split point
    /// `name` (`portal-split_<name>-…wasm`) with 503; the shared chunks it needs still come.
    pub fn refuse_chunk(&self, name: &str) {
        self.refuse.send_replace(Refused::Named(name.to_owned()));
    }
}

impl Drop for AppHold {
    fn drop(&mut self) {
        self.serve.abort();
    }
}

async fn forward(State(upstream): State<Arc<Upstream>>, request: Request) -> Response {
    let path = request.uri().path();
    if upstream.refusing.borrow().covers(path) {
        return StatusCode::SERVICE_UNAVAILABLE.into_response();
    }
    if path.ends_with(".wasm") {
        let mut released = upstream.released.clone();
        let _ = released.wait_for(|released| *released).await;
    }
    match pass_on(&upstream, request).await {
        Ok(response) => response,
        Err(error) => (StatusCode::BAD_GATEWAY, error.to_string()).into_response(),
    }
}

async fn pass_on(upstream: &Upstream, request: Request) -> Result<Response> {
    let (parts, body) = request.into_parts();
    let target = match parts.uri.path_and_query() {
        Some(path) => format!("{}{path}", upstream.url),
        None => format!("{}/", upstream.url),
    };
    let body = axum::body::to_bytes(body, usize::MAX).await?;
    // The browser's own headers, its Host too: the sandbox sees the page's origin as its own.
    let answer = upstream
        .http
        .request(parts.method, target)
        .headers(parts.headers)
        .body(body)
        .send()
        .await?;
    let mut response = Response::builder().status(answer.status());
    for (name, value) in answer.headers() {
        if name != TRANSFER_ENCODING && name != CONNECTION {
            response = response.header(name, value);
        }
    }
    Ok(response.body(Body::from(answer.bytes().await?))?)
}
