//! The channel in use: one shared handshake, replaced once when the server forgets it, closed
//! when the flow that needed it ends.

use std::cell::RefCell;
use std::rc::Rc;

use futures::future::{FutureExt, LocalBoxFuture, Shared};

use gloo_net::http::Method;
use portal_api::headers as h;
use portal_api::paths;
use portal_api::secure_channel::{PublicKeyInfo, SessionCreated};
use portal_api::ErrorCode;
use serde::de::DeserializeOwned;
use serde::Serialize;

use super::session::{Keys, Session};
use crate::api::{core, headers, ApiError, Cause};

type Establishing = Shared<LocalBoxFuture<'static, Result<Rc<Session>, ApiError>>>;

/// The channel in use, or the one being set up (shared by every caller meanwhile).
#[derive(Clone)]
enum Slot {
    Ready(Rc<Session>),
    Establishing(Establishing),
}

thread_local! {
    static CHANNEL: RefCell<Option<Slot>> = const { RefCell::new(None) };
}

async fn establish() -> Result<Rc<Session>, ApiError> {
    let info: PublicKeyInfo = core::get_public(paths::SECURE_CHANNEL_PUBLIC_KEY).await?;
    let (keys, request) = Keys::wrap_for(&info)?;
    let created: SessionCreated =
        core::post_public(paths::SECURE_CHANNEL_SESSION, &request).await?;
    Ok(Rc::new(keys.bind(created.session_id)))
}

/// The current channel; concurrent first calls share one handshake.
async fn channel() -> Result<Rc<Session>, ApiError> {
    let establishing = CHANNEL.with(|slot| {
        let mut slot = slot.borrow_mut();
        match slot.as_ref() {
            Some(Slot::Ready(channel)) => Err(channel.clone()),
            Some(Slot::Establishing(flight)) => Ok(flight.clone()),
            None => {
                let flight = establish().boxed_local().shared();
                *slot = Some(Slot::Establishing(flight.clone()));
                Ok(flight)
            }
        }
    });
    let flight = match establishing {
        Err(ready) => return Ok(ready),
        Ok(flight) => flight,
    };
    let result = flight.clone().await;
    CHANNEL.with(|slot| {
        let mut slot = slot.borrow_mut();
        if let Some(Slot::Establishing(current)) = slot.as_ref() {
            if current.ptr_eq(&flight) {
                *slot = result.clone().ok().map(Slot::Ready);
            }
        }
    });
    result
}

/// Drops `stale` if it is still the channel in use (another call may have replaced it).
fn forget(stale: &Rc<Session>) {
    CHANNEL.with(|slot| {
        let mut slot = slot.borrow_mut();
        if matches!(slot.as_ref(), Some(Slot::Ready(current)) if Rc::ptr_eq(current, stale)) {
            *slot = None;
        }
    });
}

/// POSTs a pre-login body through the secure channel. A session the server no longer knows
/// (expired, or the server restarted) is replaced once.
pub(crate) async fn post<T: DeserializeOwned, B: Serialize>(
    path: &str,
    body: &B,
) -> Result<T, ApiError> {
    let plaintext = serde_json::to_vec(body).map_err(|e| ApiError::Malformed(Cause::new(e)))?;
    core::typed(post_plaintext(path, &plaintext).await)
}

/// The untyped half of `post`, kept out of the generic function so it exists once.
async fn post_plaintext(path: &str, plaintext: &[u8]) -> Result<serde_json::Value, ApiError> {
    let channel = channel().await?;
    match post_once(&channel, path, plaintext).await {
        // The server no longer knows the session (expired, or restarted): one new handshake.
        Err(e) if e.is(&ErrorCode::SecureChannelInvalidPayload) => {
            forget(&channel);
            let fresh = self::channel().await?;
            post_once(&fresh, path, plaintext).await
        }
        other => other,
    }
}

async fn post_once(
    session: &Session,
    path: &str,
    plaintext: &[u8],
) -> Result<serde_json::Value, ApiError> {
    let request_id = core::request_id();
    let now = js_sys::Date::now() as i64;
    let (sealed, context) = session.seal(path, &request_id, now, plaintext)?;
    let body = serde_json::to_string(&sealed).map_err(|e| ApiError::Malformed(Cause::new(e)))?;
    let mut headers = headers::for_request(path, &request_id, None, None);
    headers.push((h::SECURE_CHANNEL_SESSION_ID, session.id().to_owned()));
    // Pre-login calls may be made again (a new code, a new session): none is a lost write.
    let answer = core::transmit(Method::POST, path, &headers, Some(body))
        .await
        .map_err(core::as_read)?;
    match session.open(&context, &answer.body) {
        Ok(opened) => core::decode(&core::Answer {
            body: opened,
            ..answer
        }),
        // A gateway's error page in front of the API is an outage, not a broken channel.
        Err(_) if answer.status >= 500 => core::decode(&answer),
        Err(e) => Err(e),
    }
}

/// Ends the secure-channel session once the pre-login flow no longer needs it.
pub(crate) fn close() {
    let Some(Slot::Ready(channel)) = CHANNEL.with(|slot| slot.borrow_mut().take()) else {
        return;
    };
    leptos::task::spawn_local(async move {
        // Closing is a courtesy: the server expires sessions anyway.
        let _ = post_once(&channel, paths::SECURE_CHANNEL_SESSION_CLOSE, b"{}").await;
    });
}
