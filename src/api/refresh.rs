//! Single-flight token refresh: concurrent 401s share one refresh; only a refusal signs out.

use std::cell::RefCell;

use futures::future::{FutureExt, LocalBoxFuture, Shared};
use portal_api::auth::{RefreshRequest, TokenPair};
use portal_api::paths;
use portal_api::ErrorCode;

use super::tab_sync::{self, Turn};
use super::{core, session, ApiError};

/// How long a refused refresh waits for another tab's news of the renewal that beat it.
const RENEWAL_NEWS_WAIT_MS: u32 = 1_000;
/// How long a tab waits for the news of a renewal another tab claimed, before renewing itself
/// (that tab may have failed to reach the server, or closed).
const CLAIMED_RENEWAL_WAIT_MS: u32 = 5_000;
const POLL_MS: u32 = 50;

#[derive(Clone)]
enum Outcome {
    Renewed,
    Refused,
    Failed(ApiError),
}

type InFlight = Shared<LocalBoxFuture<'static, Outcome>>;

thread_local! {
    static IN_FLIGHT: RefCell<Option<InFlight>> = const { RefCell::new(None) };
}

/// Renews the session now through the refresh token ("Stay signed in").
pub async fn renew_now() -> Result<(), ApiError> {
    renew(session::access_token()).await
}

/// Makes sure the access token is newer than `token_used`, refreshing at most once at a time.
pub(crate) async fn renew(token_used: Option<String>) -> Result<(), ApiError> {
    let current = session::access_token();
    if current.is_some() && current != token_used {
        // Another caller already renewed the token this request was sent with.
        return Ok(());
    }
    let flight = IN_FLIGHT.with(|slot| {
        let mut slot = slot.borrow_mut();
        match slot.as_ref() {
            Some(flight) => flight.clone(),
            None => {
                let flight = refresh().boxed_local().shared();
                *slot = Some(flight.clone());
                flight
            }
        }
    });
    let outcome = flight.clone().await;
    IN_FLIGHT.with(|slot| {
        let mut slot = slot.borrow_mut();
        if slot.as_ref().is_some_and(|f| f.ptr_eq(&flight)) {
            *slot = None;
        }
    });
    match outcome {
        Outcome::Renewed => Ok(()),
        Outcome::Refused => Err(ApiError::SignedOut),
        Outcome::Failed(e) => Err(e),
    }
}

async fn refresh() -> Outcome {
    let Some(refresh_token) = session::refresh_token() else {
        return Outcome::Refused;
    };
    let turn = tab_sync::take_renewal_turn(&refresh_token).await;
    // A tab that renewed this pair before this one listened tells it again during the claim.
    let replaced = session::refresh_token().is_some_and(|now| now != refresh_token);
    if replaced
        || (turn == Turn::Theirs && replaced_within(&refresh_token, CLAIMED_RENEWAL_WAIT_MS).await)
    {
        return Outcome::Renewed;
    }
    let sent = RefreshRequest {
        refresh_token: refresh_token.clone(),
    };
    let result: Result<TokenPair, ApiError> = core::post_public(paths::TOKEN_REFRESH, &sent).await;
    match result {
        Ok(tokens) => {
            session::store_tokens(&tokens);
            tab_sync::tell_renewed(refresh_token);
            Outcome::Renewed
        }
        Err(e) if is_refusal(&e) && renewed_elsewhere(&refresh_token).await => Outcome::Renewed,
        // Only a definite refusal of the refresh token ends the session; outages, throttling
        // and anything else leave it for the next try.
        Err(e) if is_refusal(&e) => {
            session::end();
            Outcome::Refused
        }
        Err(e) => Outcome::Failed(e),
    }
}

/// Whether a tab sharing this session renewed it first (the server then refuses the token this
/// tab sent): its news may still be on the way, so it is given a moment to arrive.
async fn renewed_elsewhere(sent: &str) -> bool {
    replaced_within(sent, RENEWAL_NEWS_WAIT_MS).await
}

/// Whether the refresh token `sent` is replaced by another tab's news within `wait_ms`.
async fn replaced_within(sent: &str, wait_ms: u32) -> bool {
    let replaced = || session::refresh_token().is_some_and(|now| now != sent);
    let mut waited = 0;
    while !replaced() && waited < wait_ms {
        gloo_timers::future::TimeoutFuture::new(POLL_MS).await;
        waited += POLL_MS;
    }
    replaced()
}

/// The server says the refresh token itself is no good: an unknown session, a missing or
/// invalid token, or HTTP 401/404.
fn is_refusal(error: &ApiError) -> bool {
    match error {
        ApiError::Server { status, code, .. } => {
            matches!(status, 401 | 404)
                || *code == ErrorCode::SessionNotFound
                || code.is_token_problem()
        }
        _ => false,
    }
}
