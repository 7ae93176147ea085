//! Limits on guessing: wrong passwords per account and per client in a sliding window (in
//! memory), and the number of wrong codes a login or registration session survives.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::Duration;

use portal_api::ErrorCode;

use crate::clock::millis;
use crate::envelope::ApiError;

/// At most `max` failures within `window`; one more attempt is refused until the oldest of
/// them leaves the window.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AttemptLimit {
    /// Failures allowed in the window.
    pub max: u32,
    /// The sliding window.
    pub window: Duration,
}

/// Keys one throttle remembers at most (distinct emails or clients); past it, keys whose
/// failures left the window go first, then the least recently failed.
const MAX_KEYS: usize = 10_000;

/// Failure times per key, at most `limit.max` of them (the older ones cannot matter).
#[derive(Debug)]
struct Throttle {
    limit: AttemptLimit,
    failures: Mutex<HashMap<String, VecDeque<i64>>>,
}

impl Throttle {
    fn new(limit: AttemptLimit) -> Self {
        Self {
            limit,
            failures: Mutex::new(HashMap::new()),
        }
    }

    fn window_ms(&self) -> i64 {
        millis(self.limit.window)
    }

    /// Milliseconds to wait when `key` already failed `max` times within the window.
    fn wait_ms(&self, key: &str, now: i64) -> Option<i64> {
        let max = usize::try_from(self.limit.max).unwrap_or(usize::MAX);
        let failures = self.failures.lock().unwrap_or_else(|e| e.into_inner());
        let times = failures.get(key)?;
        if times.len() < max {
            return None;
        }
        let oldest = *times.front()?;
        let wait = oldest.saturating_add(self.window_ms()) - now;
        (wait > 0).then_some(wait)
    }

    fn fail(&self, key: &str, now: i64) {
        let max = usize::try_from(self.limit.max).unwrap_or(usize::MAX);
        if max == 0 {
            return;
        }
        let window = self.window_ms();
        let mut failures = self.failures.lock().unwrap_or_else(|e| e.into_inner());
        if !failures.contains_key(key) && failures.len() >= MAX_KEYS {
            failures.retain(|_, times| times.back().is_some_and(|t| t + window > now));
            if failures.len() >= MAX_KEYS {
                let stalest = failures
                    .iter()
                    .min_by_key(|(_, times)| times.back().copied().unwrap_or(i64::MIN))
                    .map(|(k, _)| k.clone());
                if let Some(stalest) = stalest {
                    failures.remove(&stalest);
                }
            }
        }
        let times = failures.entry(key.to_owned()).or_default();
        times.push_back(now);
        while times.len() > max {
            times.pop_front();
        }
    }

    fn clear(&self, key: &str) {
        self.failures
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(key);
    }
}

/// Wrong passwords at `login/initiate`, counted per account (the email as typed, trimmed and
/// lower-cased, whether or not it has an account) and per client (the peer's IP address).
#[derive(Debug)]
pub struct PasswordGuard {
    account: Throttle,
    client: Throttle,
}

impl PasswordGuard {
    /// A guard with these limits.
    pub fn new(per_account: AttemptLimit, per_client: AttemptLimit) -> Self {
        Self {
            account: Throttle::new(per_account),
            client: Throttle::new(per_client),
        }
    }

    fn account_key(email: &str) -> String {
        email.trim().to_lowercase()
    }

    fn client_key(client: IpAddr) -> String {
        client.to_string()
    }

    /// 429 `AUTH.MFA_SEND_COOLDOWN` with `Retry-After` when the account or the client has used
    /// up its wrong passwords; the password is then not even checked.
    pub fn check(&self, email: &str, client: IpAddr, now: i64) -> Result<(), ApiError> {
        let wait = [
            self.account.wait_ms(&Self::account_key(email), now),
            self.client.wait_ms(&Self::client_key(client), now),
        ]
        .into_iter()
        .flatten()
        .max();
        match wait {
            Some(ms) => Err(too_many_passwords(ms)),
            None => Ok(()),
        }
    }

    /// Counts a wrong password (or an unknown email) against both.
    pub fn failed(&self, email: &str, client: IpAddr, now: i64) {
        self.account.fail(&Self::account_key(email), now);
        self.client.fail(&Self::client_key(client), now);
    }

    /// A right password clears the account's count (not the client's: one's own account
    /// must not reset a client that guesses at others).
    pub fn succeeded(&self, email: &str) {
        self.account.clear(&Self::account_key(email));
    }
}

/// The refusal: whole seconds to wait in `Retry-After` and in the message.
fn too_many_passwords(wait_ms: i64) -> ApiError {
    let seconds = u64::try_from((wait_ms + 999) / 1000).unwrap_or(1).max(1);
    let minutes = seconds.div_ceil(60);
    let when = if seconds < 60 {
        format!("{seconds} seconds")
    } else if minutes == 1 {
        "1 minute".to_owned()
    } else {
        format!("{minutes} minutes")
    };
    ApiError::new(ErrorCode::MfaSendCooldown)
        .with_message(format!(
            "Too many failed sign-in attempts. Try again in {when} ({seconds} seconds)"
        ))
        .with_retry_after(seconds)
}

/// The answer to the wrong code that used up a login or registration session: 404
/// `AUTH.SESSION_NOT_FOUND`, the session has ended.
pub fn session_ended_by_wrong_codes() -> ApiError {
    ApiError::new(ErrorCode::SessionNotFound)
        .with_message("Too many wrong codes: this session has ended. Start again.")
}

#[cfg(test)]
mod tests {
    use super::*;

    const IP: IpAddr = IpAddr::V4(std::net::Ipv4Addr::LOCALHOST);

    fn guard(account: u32, client: u32) -> PasswordGuard {
        let window = Duration::from_secs(900);
        PasswordGuard::new(
            AttemptLimit {
                max: account,
                window,
            },
            AttemptLimit {
                max: client,
                window,
            },
        )
    }

    #[test]
    fn the_account_limit_refuses_until_the_oldest_failure_leaves_the_window() {
        let g = guard(3, 100);
        for t in 0..3 {
            assert!(g.check("A@x.io", IP, t * 1000).is_ok());
            g.failed("a@x.io ", IP, t * 1000);
        }
        let refused = g.check("a@X.io", IP, 10_000).unwrap_err();
        assert_eq!(refused.status().as_u16(), 429);
        assert_eq!(refused.retry_after(), Some(890));
        assert!(g.check("a@x.io", IP, 900_000).is_ok());
        assert!(g.check("b@x.io", IP, 10_000).is_ok());
    }

    #[test]
    fn the_client_limit_spans_accounts_and_success_clears_only_the_account() {
        let g = guard(100, 2);
        g.failed("a@x.io", IP, 0);
        g.failed("b@x.io", IP, 0);
        assert!(g.check("c@x.io", IP, 1).is_err());
        let other: IpAddr = "10.0.0.1".parse().unwrap();
        assert!(g.check("c@x.io", other, 1).is_ok());
        g.succeeded("b@x.io");
        assert!(g.check("c@x.io", IP, 1).is_err());
    }

    #[test]
    fn keys_are_bounded() {
        let g = guard(1, 1_000_000);
        for i in 0..(MAX_KEYS + 10) {
            g.failed(&format!("{i}@x.io"), IP, i as i64);
        }
        let kept = g.account.failures.lock().unwrap().len();
        assert!(kept <= MAX_KEYS, "{kept}");
    }
}
