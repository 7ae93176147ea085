//! The one request core: URL, headers, transport, envelope decoding and refresh-and-retry.

use gloo_net::http::{Method, RequestBuilder};
use portal_api::envelope::{AnyEnvelope, Decoded};
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

use super::disposition::file_name;
use crate::api::{headers, refresh, refusal, session, ApiError, Cause};
use crate::config::config;

/// A raw answer: HTTP status, body bytes, and the headers that describe a file.
pub(crate) struct Answer {
    pub status: u16,
    pub body: Vec<u8>,
    /// `Content-Type`, when sent.
    pub content_type: Option<String>,
    /// `Content-Disposition`, when sent (a file's name).
    pub disposition: Option<String>,
}

/// A request body: none, JSON text, or a file's bytes with their media type and an optional
/// upload-progress observer (bytes sent, bytes in all).
#[derive(Clone)]
pub(crate) enum Body {
    Empty,
    Json(String),
    File {
        blob: web_sys::Blob,
        content_type: String,
        progress: Option<Progress>,
    },
}

/// Observes an upload: `(sent, total)` bytes.
pub(crate) type Progress = std::rc::Rc<dyn Fn(f64, f64)>;

use crate::web::save::Download;

thread_local! {
    /// The streak, and when (ms since the epoch) it last grew.
    static UNREACHABLE: std::cell::Cell<(u32, f64)> = const { std::cell::Cell::new((0, 0.0)) };
}

/// Failures closer together than this are one moment of unreachability: the reads a page
/// sends at once all fail together, and counting each would stretch the first wait to 30 s.
const SAME_MOMENT_MS: f64 = 1_000.0;

/// How many moments in a row found the server unreachable (0 after any answer); automatic
/// retries wait longer the higher it is.
pub fn unreachable_streak() -> u32 {
    UNREACHABLE.with(|cell| cell.get().0)
}

/// The streak after a request that found the server unreachable at `now_ms`.
fn grown((streak, last_ms): (u32, f64), now_ms: f64) -> (u32, f64) {
    if streak > 0 && now_ms - last_ms < SAME_MOMENT_MS {
        (streak, last_ms)
    } else {
        (streak.saturating_add(1), now_ms)
    }
}

/// Counts an unreachable server, or clears the count on any answer.
fn note_reach<T>(result: Result<T, ApiError>) -> Result<T, ApiError> {
    let unreachable = matches!(
        &result,
        Err(ApiError::Network(_) | ApiError::NoAnswer { .. } | ApiError::TimedOut)
    );
    UNREACHABLE.with(|cell| {
        cell.set(if unreachable {
            grown(cell.get(), js_sys::Date::now())
        } else {
            (0, 0.0)
        });
    });
    result
}

/// A fresh request id (UUID v4), also used by the secure channel.
pub(crate) fn request_id() -> String {
    crate::api::secure::random_uuid()
}

/// Sends one request and reads the whole answer.
pub(crate) async fn transmit(
    method: Method,
    path: &str,
    headers: &[(&'static str, String)],
    body: Option<String>,
) -> Result<Answer, ApiError> {
    let url = format!("{}{path}", config().api_base_url.trim_end_matches('/'));
    send(method, &url, headers, body.map_or(Body::Empty, Body::Json)).await
}

/// The one transport, counting whether the server was reached.
async fn send(
    method: Method,
    url: &str,
    headers: &[(&'static str, String)],
    body: Body,
) -> Result<Answer, ApiError> {
    let _unanswered = super::answered::Unanswered::sent();
    note_reach(send_once(method, url, headers, body).await)
}

/// A file body goes through `XMLHttpRequest` (for its upload progress events, which `fetch`
/// lacks), everything else through `fetch`.
async fn send_once(
    method: Method,
    url: &str,
    headers: &[(&'static str, String)],
    body: Body,
) -> Result<Answer, ApiError> {
    let body = match body {
        Body::File {
            blob,
            content_type,
            progress,
        } => {
            let mut headers = headers.to_vec();
            for header in headers.iter_mut().filter(|(n, _)| *n == "Content-Type") {
                header.1 = content_type.clone();
            }
            return super::xhr::send(method.as_str(), url, &headers, &blob, progress).await;
        }
        Body::Json(text) => Some(text),
        Body::Empty => None,
    };
    let is_read = matches!(method, Method::GET | Method::HEAD);
    let deadline = Deadline::start();
    let mut builder = RequestBuilder::new(url)
        .method(method)
        .abort_signal(deadline.signal().as_ref());
    for (name, value) in headers {
        builder = builder.header(name, value);
    }
    let request = match body {
        Some(body) => builder.body(body),
        None => builder.build(),
    }
    .map_err(|e| ApiError::Network(Cause::new(e)))?;
    // A write that fails in transit may still have reached the server: not "not sent".
    let lost = |cause: gloo_net::Error| match (is_read, deadline.passed()) {
        (true, true) => ApiError::TimedOut,
        (true, false) => ApiError::Network(Cause::new(cause)),
        (false, timed_out) => ApiError::NoAnswer {
            cause: Cause::new(cause),
            timed_out,
        },
    };
    let response = request.send().await.map_err(lost)?;
    let status = response.status();
    let content_type = response.headers().get("content-type");
    let disposition = response.headers().get("content-disposition");
    // A file may take long to arrive once it has begun; an envelope may not.
    if !content_type.as_deref().is_none_or(|t| t.contains("json")) {
        deadline.lift();
    }
    let body = response.binary().await.map_err(lost)?;
    Ok(Answer {
        status,
        body,
        content_type,
        disposition,
    })
}

/// Gives a `fetch` up after the configured request timeout by aborting it.
struct Deadline {
    controller: Option<web_sys::AbortController>,
    timer: std::cell::Cell<Option<gloo_timers::callback::Timeout>>,
}

impl Deadline {
    fn start() -> Self {
        let controller = web_sys::AbortController::new().ok();
        let timer = controller.clone().map(|controller| {
            let millis = config().request_timeout_seconds.saturating_mul(1000);
            gloo_timers::callback::Timeout::new(millis, move || controller.abort())
        });
        Self {
            controller,
            timer: std::cell::Cell::new(timer),
        }
    }

    fn signal(&self) -> Option<web_sys::AbortSignal> {
        self.controller
            .as_ref()
            .map(web_sys::AbortController::signal)
    }

    /// Whether the time ran out (the request was aborted for it).
    fn passed(&self) -> bool {
        self.signal().is_some_and(|s| s.aborted())
    }

    /// No time limit from here on.
    fn lift(&self) {
        if let Some(timer) = self.timer.take() {
            timer.cancel();
        }
    }
}

/// Whether an answer is JSON (an envelope) rather than a file.
fn is_json(answer: &Answer) -> bool {
    answer
        .content_type
        .as_deref()
        .is_none_or(|t| t.contains("json"))
}

/// Decodes any envelope shape into its still untyped data, or the one error type. Not generic,
/// so the envelope logic and every await before it exist once in the bundle, not per record type.
pub(crate) fn decode(answer: &Answer) -> Result<Value, ApiError> {
    match AnyEnvelope::decode::<Value>(&answer.body) {
        Decoded::Ok(data) => Ok(data),
        Decoded::Failed(e) => Err(ApiError::Server {
            status: answer.status,
            code: e.code,
            message: e.message,
        }),
        // A gateway's HTML error page is an outage, not a contract breach.
        Decoded::Malformed(_) if answer.status >= 500 => Err(ApiError::Unavailable(answer.status)),
        Decoded::Malformed(cause) => Err(ApiError::Malformed(Cause::described(cause))),
    }
}

/// Reads an envelope's data as the record type the caller expects.
pub(crate) fn typed<T: DeserializeOwned>(data: Result<Value, ApiError>) -> Result<T, ApiError> {
    serde_json::from_value(data?).map_err(|e| ApiError::Malformed(Cause::new(e)))
}

fn encode<B: Serialize>(body: &B) -> Result<String, ApiError> {
    serde_json::to_string(body).map_err(|e| ApiError::Malformed(Cause::new(e)))
}

async fn once(
    method: Method,
    path: &str,
    body: Option<String>,
    token: Option<&str>,
) -> Result<Value, ApiError> {
    let headers = headers::for_request(path, &request_id(), token, None);
    decode(&transmit(method, path, &headers, body).await?)
}

/// Whether an answer says the token was refused: HTTP 401, or a token code under any status
/// (the contract gives no HTTP status for the numeric 4010).
fn token_refused(result: &Result<Value, ApiError>, status: u16) -> bool {
    status == 401
        || result
            .as_ref()
            .is_err_and(|e| e.code().is_some_and(|c| c.is_token_problem()))
}

/// An authenticated exchange in this tab's workspace (see [`exchange_in`]).
async fn exchange(method: Method, path: &str, body: Body) -> Result<Answer, ApiError> {
    exchange_in(method, path, body, None).await
}

/// An authenticated exchange in `workspace` (`None`: this tab's): when the token is refused
/// the session is renewed (one refresh for all concurrent callers) and the request is sent
/// once more.
async fn exchange_in(
    method: Method,
    path: &str,
    body: Body,
    workspace: Option<&str>,
) -> Result<Answer, ApiError> {
    let url = format!("{}{path}", config().api_base_url.trim_end_matches('/'));
    let token_used = session::access_token();
    let headers = headers::for_request(path, &request_id(), token_used.as_deref(), workspace);
    let answer = send(method.clone(), &url, &headers, body.clone()).await?;
    let refused = is_json(&answer) && token_refused(&decode(&answer), answer.status);
    if !refused || session::refresh_token().is_none() {
        return Ok(answer);
    }
    refresh::renew(token_used).await?;
    let token = session::access_token();
    let headers = headers::for_request(path, &request_id(), token.as_deref(), workspace);
    send(method, &url, &headers, body).await
}

/// An authenticated call whose answer is an envelope.
async fn authenticated(
    method: Method,
    path: &str,
    body: Option<String>,
) -> Result<Value, ApiError> {
    let is_get = matches!(method, Method::GET);
    let answer = exchange(method, path, body.map_or(Body::Empty, Body::Json)).await?;
    decode(&answer).map_err(|e| refused(e, is_get, path))
}

/// A refusal for lack of permission said as one, and a refused view remembered.
fn refused(error: ApiError, is_get: bool, path: &str) -> ApiError {
    let error = refusal::refine(error, is_get, path);
    refusal::note(&error);
    error
}

/// A read asked in `workspace` rather than this tab's, its data untyped: a GET, or a POST of
/// `body` that only reads. A refusal is said as one, but not remembered for the navigation:
/// the person did not ask for that area, only for a record by its identifier.
pub(crate) async fn read_in(
    workspace: &str,
    path: &str,
    body: Option<&Value>,
) -> Result<Value, ApiError> {
    let (method, body) = match body {
        Some(body) => (Method::POST, Body::Json(encode(body)?)),
        None => (Method::GET, Body::Empty),
    };
    let answer = exchange_in(method, path, body, Some(workspace))
        .await
        .map_err(as_read)?;
    decode(&answer).map_err(|e| refusal::refine(e, true, path))
}

/// GET a file with the bearer token: its bytes when the answer is not an envelope, else the
/// envelope's error.
pub(crate) async fn get_file(path: &str) -> Result<Download, ApiError> {
    let answer = exchange(Method::GET, path, Body::Empty).await?;
    if (200..300).contains(&answer.status) && !is_json(&answer) {
        let file_name = answer.disposition.as_deref().and_then(file_name);
        return Ok(Download {
            content_type: answer.content_type.unwrap_or_default(),
            bytes: answer.body,
            file_name,
        });
    }
    decode(&answer).map_err(|e| refused(e, true, path))?;
    Err(ApiError::Malformed(Cause::described(
        "expected a file, got an envelope",
    )))
}

/// POST a file's bytes with the bearer token, reporting upload progress; the answer is an
/// envelope.
pub(crate) async fn post_file<T: DeserializeOwned>(
    path: &str,
    blob: web_sys::Blob,
    content_type: String,
    progress: Option<Progress>,
) -> Result<T, ApiError> {
    let body = Body::File {
        blob,
        content_type,
        progress,
    };
    let answer = exchange(Method::POST, path, body).await?;
    typed(decode(&answer).map_err(|e| refused(e, false, path)))
}

/// POST with a token the session no longer holds (sign-out), without refresh or retry.
pub(crate) async fn post_with_token<B: Serialize>(
    path: &str,
    body: &B,
    token: &str,
) -> Result<(), ApiError> {
    once(Method::POST, path, Some(encode(body)?), Some(token))
        .await
        .map(|_| ())
}

/// GET with the bearer token.
pub(crate) async fn get<T: DeserializeOwned>(path: &str) -> Result<T, ApiError> {
    typed(authenticated(Method::GET, path, None).await)
}

/// POST a JSON body with the bearer token.
pub(crate) async fn post<T: DeserializeOwned, B: Serialize>(
    path: &str,
    body: &B,
) -> Result<T, ApiError> {
    let body = encode(body)?;
    typed(authenticated(Method::POST, path, Some(body)).await)
}

/// POST that only reads (a list's filters in a body): failing in transit, it is the server
/// unreachable, as for a GET, since asking again changes nothing.
pub(crate) async fn query<T: DeserializeOwned, B: Serialize>(
    path: &str,
    body: &B,
) -> Result<T, ApiError> {
    post(path, body).await.map_err(as_read)
}

/// A request that is safe to repeat: no answer is the server unreachable, not a write whose
/// outcome is unknown.
pub(crate) fn as_read(error: ApiError) -> ApiError {
    match error {
        ApiError::NoAnswer {
            timed_out: true, ..
        } => ApiError::TimedOut,
        ApiError::NoAnswer { cause, .. } => ApiError::Network(cause),
        other => other,
    }
}

/// GET without a token (constants, secure-channel key).
pub(crate) async fn get_public<T: DeserializeOwned>(path: &str) -> Result<T, ApiError> {
    typed(once(Method::GET, path, None, None).await)
}

/// POST without a token (token refresh, secure-channel session).
pub(crate) async fn post_public<T: DeserializeOwned, B: Serialize>(
    path: &str,
    body: &B,
) -> Result<T, ApiError> {
    let body = encode(body)?;
    typed(
        once(Method::POST, path, Some(body), None)
            .await
            .map_err(as_read),
    )
}

/// POST with the bearer token to an endpoint whose success data the contract does not show.
pub(crate) async fn post_unit<B: Serialize>(path: &str, body: &B) -> Result<(), ApiError> {
    let body = encode(body)?;
    authenticated(Method::POST, path, Some(body))
        .await
        .map(|_| ())
}

#[cfg(test)]
mod tests {
    use super::{as_read, grown, ApiError, Cause};

    #[test]
    fn failures_at_one_moment_count_once_and_each_later_moment_counts() {
        let first = grown((0, 0.0), 10_000.0);
        assert_eq!(first, (1, 10_000.0));
        assert_eq!(grown(first, 10_400.0), (1, 10_000.0));
        assert_eq!(grown(first, 12_000.0), (2, 12_000.0));
    }

    #[test]
    fn a_read_sent_as_a_write_without_answer_is_unreachable_or_slow_never_unknown() {
        let lost = |timed_out| ApiError::NoAnswer {
            cause: Cause::described("reset"),
            timed_out,
        };
        assert_eq!(
            as_read(lost(false)),
            ApiError::Network(Cause::described("reset"))
        );
        assert_eq!(as_read(lost(true)), ApiError::TimedOut);
        assert_eq!(as_read(ApiError::SignedOut), ApiError::SignedOut);
    }
}
