//! Single-flight token refresh: concurrent 401s share one refresh; only a refusal signs out.

use std::cell::RefCell;

use futures::future::{FutureExt, LocalBoxFuture, Shared};
use portal_api::auth::{RefreshRequest, TokenPair};
use portal_api::paths;

use super::{core, session, ApiError};

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
    let result: Result<TokenPair, ApiError> =
        core::post_public(paths::TOKEN_REFRESH, &RefreshRequest { refresh_token }).await;
    match result {
        Ok(tokens) => {
            session::store_tokens(&tokens);
            Outcome::Renewed
        }
        // Outages never sign anyone out; only the server's refusal does.
        Err(e) if e.is_transient() => Outcome::Failed(e),
        Err(ApiError::Server { .. }) => {
            session::end();
            Outcome::Refused
        }
        Err(e) => Outcome::Failed(e),
    }
}
