//! Waiting for a page or a server to catch up: read again until the reading is the one wanted.

use std::time::Duration;

use anyhow::Result;

/// How long a query waits for what a person would wait for.
pub const PATIENCE: Duration = Duration::from_secs(15);

/// Reads with `read` every `every` until `done` accepts the reading or `patience` has passed,
/// and returns the last reading either way, for the caller to check and describe. A failed
/// read ends the wait with its error (a read that may fail for a moment answers `Ok(Err(_))`).
pub async fn eventually_within<T>(
    patience: Duration,
    every: Duration,
    read: impl AsyncFn() -> Result<T>,
    done: impl Fn(&T) -> bool,
) -> Result<T> {
    let deadline = tokio::time::Instant::now() + patience;
    loop {
        let now = read().await?;
        if done(&now) || tokio::time::Instant::now() > deadline {
            return Ok(now);
        }
        tokio::time::sleep(every).await;
    }
}

/// [`eventually_within`] [`PATIENCE`], reading every 50 ms.
pub async fn eventually<T>(
    read: impl AsyncFn() -> Result<T>,
    done: impl Fn(&T) -> bool,
) -> Result<T> {
    eventually_within(PATIENCE, Duration::from_millis(50), read, done).await
}
