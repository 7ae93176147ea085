//! A TCP proxy between the browser and the sandbox that a test can take down, bring back, slow
//! down or stand in for with a gateway's error page, so the portal meets an API that goes away,
//! answers late or fails (test-only; nothing of it is in the portal or the sandbox).

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use anyhow::{Context, Result};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::task::AbortHandle;

#[derive(Default)]
struct Faults {
    down: AtomicBool,
    gateway_error: AtomicBool,
    delay_ms: AtomicU64,
    open: Mutex<Vec<AbortHandle>>,
}

/// The proxy; the browser loads the portal from [`FaultProxy::url`]. It stops with the value.
pub struct FaultProxy {
    url: String,
    faults: Arc<Faults>,
    accept: AbortHandle,
}

impl FaultProxy {
    /// Listens on a free loopback port and forwards to `upstream` (`http://127.0.0.1:PORT`).
    pub async fn start(upstream: &str) -> Result<Self> {
        let upstream = upstream
            .trim_start_matches("http://")
            .trim_end_matches('/')
            .to_owned();
        let listener = TcpListener::bind("127.0.0.1:0").await?;
        let url = format!("http://{}", listener.local_addr()?);
        let faults = Arc::new(Faults::default());
        let shared = faults.clone();
        let accept = tokio::spawn(async move {
            while let Ok((client, _)) = listener.accept().await {
                if shared.down.load(Ordering::SeqCst) {
                    // Closed at once: to the browser the server is not there.
                    drop(client);
                    continue;
                }
                let task = if shared.gateway_error.load(Ordering::SeqCst) {
                    tokio::spawn(gateway_error(client))
                } else {
                    tokio::spawn(forward(client, upstream.clone(), shared.clone()))
                };
                let mut open = shared.open.lock().expect("proxy lock");
                open.retain(|t| !t.is_finished());
                open.push(task.abort_handle());
            }
        })
        .abort_handle();
        Ok(Self {
            url,
            faults,
            accept,
        })
    }

    /// `http://127.0.0.1:PORT` of the proxy.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// The API goes away: open connections are cut and new ones closed at once.
    pub fn go_down(&self) {
        self.faults.down.store(true, Ordering::SeqCst);
        for task in self.faults.open.lock().expect("proxy lock").drain(..) {
            task.abort();
        }
    }

    /// The API is back.
    pub fn come_back(&self) {
        self.faults.down.store(false, Ordering::SeqCst);
    }

    /// While `on`, new connections are answered by a gateway in front of the API: HTTP 503 with
    /// an HTML page, as a load balancer sends when the API is down.
    pub fn answer_as_failing_gateway(&self, on: bool) {
        self.faults.gateway_error.store(on, Ordering::SeqCst);
        for task in self.faults.open.lock().expect("proxy lock").drain(..) {
            task.abort();
        }
    }

    /// Every request waits `delay` before it reaches the sandbox (zero: no wait).
    pub fn slow_down(&self, delay: Duration) {
        let ms = u64::try_from(delay.as_millis()).unwrap_or(u64::MAX);
        self.faults.delay_ms.store(ms, Ordering::SeqCst);
    }
}

impl Drop for FaultProxy {
    fn drop(&mut self) {
        self.accept.abort();
        self.go_down();
    }
}

/// Copies one connection both ways; what the browser sends waits out the current delay.
async fn forward(client: TcpStream, upstream: String, faults: Arc<Faults>) -> Result<()> {
    let server = TcpStream::connect(&upstream)
        .await
        .context("sandbox unreachable")?;
    let (mut client_read, mut client_write) = client.into_split();
    let (mut server_read, mut server_write) = server.into_split();
    let requests = async {
        let mut buf = vec![0u8; 16 * 1024];
        loop {
            let n = client_read.read(&mut buf).await?;
            if n == 0 {
                return server_write.shutdown().await;
            }
            let delay = faults.delay_ms.load(Ordering::SeqCst);
            if delay > 0 {
                tokio::time::sleep(Duration::from_millis(delay)).await;
            }
            server_write.write_all(&buf[..n]).await?;
        }
    };
    let answers = tokio::io::copy(&mut server_read, &mut client_write);
    let _ = tokio::try_join!(requests, answers);
    Ok(())
}

/// Reads each request (head and `Content-Length` body) and answers it with a 503 HTML page.
async fn gateway_error(mut client: TcpStream) -> Result<()> {
    const PAGE: &str = "<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>";
    let mut buf = Vec::new();
    let mut chunk = vec![0u8; 16 * 1024];
    loop {
        let head_end = buf.windows(4).position(|w| w == b"\r\n\r\n");
        if let Some(end) = head_end {
            let head = String::from_utf8_lossy(&buf[..end]).to_ascii_lowercase();
            let length = head
                .lines()
                .find_map(|l| l.strip_prefix("content-length:"))
                .and_then(|v| v.trim().parse::<usize>().ok())
                .unwrap_or(0);
            if buf.len() >= end + 4 + length {
                buf.drain(..end + 4 + length);
                let answer = format!(
                    "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/html\r\nContent-Length: {}\r\n\r\n{PAGE}",
                    PAGE.len()
                );
                client.write_all(answer.as_bytes()).await?;
                continue;
            }
        }
        let n = client.read(&mut chunk).await?;
        if n == 0 {
            return Ok(());
        }
        buf.extend_from_slice(&chunk[..n]);
    }
}
