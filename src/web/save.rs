//! Hands downloaded bytes to the browser as a file to save.

use js_sys::{Array, Uint8Array};
use wasm_bindgen::JsCast;
use web_sys::{Blob, BlobPropertyBag, HtmlAnchorElement, Url};

/// A downloaded file: its bytes, media type and the name the server gave it.
#[derive(Debug, Clone)]
pub struct Download {
    /// The bytes, exactly as sent.
    pub bytes: Vec<u8>,
    /// The media type.
    pub content_type: String,
    /// The file name from `Content-Disposition`, if any.
    pub file_name: Option<String>,
}

/// Offers `file` for saving under its server-given name, else `fallback`. Returns whether
/// the browser took it.
pub fn save(file: &Download, fallback: &str) -> bool {
    let parts = Array::of1(&Uint8Array::from(file.bytes.as_slice()));
    let options = BlobPropertyBag::new();
    options.set_type(&file.content_type);
    let Ok(blob) = Blob::new_with_u8_array_sequence_and_options(&parts, &options) else {
        return false;
    };
    let Ok(url) = Url::create_object_url_with_blob(&blob) else {
        return false;
    };
    let anchor = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.create_element("a").ok())
        .and_then(|a| a.dyn_into::<HtmlAnchorElement>().ok());
    if let Some(anchor) = &anchor {
        anchor.set_href(&url);
        anchor.set_download(file.file_name.as_deref().unwrap_or(fallback));
        anchor.click();
    }
    // Freed once the browser has surely read it.
    gloo_timers::callback::Timeout::new(60_000, move || {
        let _ = Url::revoke_object_url(&url);
    })
    .forget();
    anchor.is_some()
}
