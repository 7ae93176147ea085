//! The client end of the secure channel: pre-login bodies go sealed, answers come back sealed.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_net::http::Method;
use portal_api::headers as h;
use portal_api::paths;
use portal_api::secure_channel::{ClientChannel, PublicKeyInfo, SessionCreated};
use portal_api::ErrorCode;
use rand_core::OsRng;
use serde::de::DeserializeOwned;
use serde::Serialize;

use super::{core, headers, ApiError};

thread_local! {
    static CHANNEL: RefCell<Option<Rc<ClientChannel>>> = const { RefCell::new(None) };
}

fn sealing_failed(what: &str) -> ApiError {
    ApiError::Malformed(format!("secure channel: {what}"))
}

async fn establish() -> Result<Rc<ClientChannel>, ApiError> {
    let info: PublicKeyInfo = core::get_public(paths::SECURE_CHANNEL_PUBLIC_KEY).await?;
    let (mut channel, request) = ClientChannel::establish_with_info(&info, &mut OsRng)
        .map_err(|_| sealing_failed("the server's key is not usable"))?;
    let created: SessionCreated =
        core::post_public(paths::SECURE_CHANNEL_SESSION, &request).await?;
    channel.bind(created.session_id);
    let channel = Rc::new(channel);
    CHANNEL.with(|slot| *slot.borrow_mut() = Some(channel.clone()));
    Ok(channel)
}

async fn channel() -> Result<Rc<ClientChannel>, ApiError> {
    match CHANNEL.with(|slot| slot.borrow().clone()) {
        Some(channel) => Ok(channel),
        None => establish().await,
    }
}

fn forget() -> Option<Rc<ClientChannel>> {
    CHANNEL.with(|slot| slot.borrow_mut().take())
}

/// POSTs a pre-login body through the secure channel. A session the server no longer knows
/// (expired, or the server restarted) is replaced once.
pub(crate) async fn post<T: DeserializeOwned, B: Serialize>(
    path: &str,
    body: &B,
) -> Result<T, ApiError> {
    let plaintext = serde_json::to_vec(body).map_err(|e| ApiError::Malformed(e.to_string()))?;
    let mut retried = false;
    loop {
        let result = post_once(path, &plaintext).await;
        match result {
            Err(e) if !retried && e.is(&ErrorCode::SecureChannelInvalidPayload) => {
                forget();
                retried = true;
            }
            other => return other,
        }
    }
}

async fn post_once<T: DeserializeOwned>(path: &str, plaintext: &[u8]) -> Result<T, ApiError> {
    let channel = channel().await?;
    let session_id = channel
        .session_id()
        .ok_or_else(|| sealing_failed("no session"))?
        .to_owned();
    let request_id = core::request_id();
    let now = js_sys::Date::now() as i64;
    let (sealed, context) = channel
        .seal_request("POST", path, &request_id, now, plaintext, &mut OsRng)
        .map_err(|_| sealing_failed("the request could not be sealed"))?;
    let body = serde_json::to_string(&sealed).map_err(|e| ApiError::Malformed(e.to_string()))?;
    let mut headers = headers::for_request(path, &request_id, false);
    headers.push((h::SECURE_CHANNEL_SESSION_ID, session_id));
    let answer = core::transmit(Method::POST, path, &headers, Some(body)).await?;
    match channel.open_response(&context, &answer.body) {
        Ok(opened) => core::decode(&core::Answer {
            status: answer.status,
            body: opened,
        }),
        // A gateway's error page in front of the API is an outage, not a broken channel.
        Err(_) if answer.status >= 500 => core::decode(&answer),
        Err(_) => Err(sealing_failed("the answer could not be opened")),
    }
}

/// Ends the secure-channel session once sign-in no longer needs it.
pub(crate) fn close() {
    let Some(channel) = forget() else {
        return;
    };
    leptos::task::spawn_local(async move {
        let path = paths::SECURE_CHANNEL_SESSION_CLOSE;
        let request_id = core::request_id();
        let now = js_sys::Date::now() as i64;
        let Some(session_id) = channel.session_id().map(str::to_owned) else {
            return;
        };
        let Ok((sealed, _)) =
            channel.seal_request("POST", path, &request_id, now, b"{}", &mut OsRng)
        else {
            return;
        };
        let Ok(body) = serde_json::to_string(&sealed) else {
            return;
        };
        let mut headers = headers::for_request(path, &request_id, false);
        headers.push((h::SECURE_CHANNEL_SESSION_ID, session_id));
        // Closing is a courtesy: the server expires sessions anyway.
        let _ = core::transmit(Method::POST, path, &headers, Some(body)).await;
    });
}
