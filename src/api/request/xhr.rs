//! The core's file-body transport: `XMLHttpRequest`, whose upload events report progress.

use js_sys::{Promise, Uint8Array};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{Blob, ProgressEvent, XmlHttpRequest, XmlHttpRequestResponseType};

use crate::api::core::{Answer, Progress};
use crate::api::{ApiError, Cause};

fn network(cause: impl std::fmt::Debug) -> ApiError {
    ApiError::Network(Cause::described(format!("{cause:?}")))
}

/// Sends `blob` as the body of `method url` with `headers`, calling `progress` as bytes
/// leave, and reads the whole answer.
pub(super) async fn send(
    method: &str,
    url: &str,
    headers: &[(&'static str, String)],
    blob: &Blob,
    progress: Option<Progress>,
) -> Result<Answer, ApiError> {
    let xhr = XmlHttpRequest::new().map_err(network)?;
    xhr.open_with_async(method, url, true).map_err(network)?;
    for (name, value) in headers {
        xhr.set_request_header(name, value).map_err(network)?;
    }
    xhr.set_response_type(XmlHttpRequestResponseType::Arraybuffer);
    // Kept alive until the answer is in; dropping it afterwards unhooks it.
    let on_progress = progress.map(|observe| {
        Closure::<dyn FnMut(ProgressEvent)>::new(move |e: ProgressEvent| {
            if e.length_computable() {
                observe(e.loaded(), e.total());
            }
        })
    });
    if let Some(handler) = &on_progress {
        let upload = xhr.upload().map_err(network)?;
        upload.set_onprogress(Some(handler.as_ref().unchecked_ref()));
    }
    let done = Promise::new(&mut |resolve, reject| {
        xhr.set_onload(Some(&resolve));
        xhr.set_onerror(Some(&reject));
        xhr.set_onabort(Some(&reject));
        xhr.set_ontimeout(Some(&reject));
    });
    xhr.send_with_opt_blob(Some(blob)).map_err(network)?;
    JsFuture::from(done)
        .await
        .map_err(|_| ApiError::Network(Cause::described("the upload did not reach the server")))?;
    drop(on_progress);
    let body = xhr
        .response()
        .map(|r| Uint8Array::new(&r).to_vec())
        .unwrap_or_default();
    let header = |name: &str| xhr.get_response_header(name).ok().flatten();
    Ok(Answer {
        status: xhr.status().map_err(network)?,
        body,
        content_type: header("content-type"),
        disposition: header("content-disposition"),
    })
}
