//! The catalogues of locales other than English, fetched from the app's folder when first needed.

use std::cell::RefCell;

use portal_api::Locale;

use super::catalog::{COUNT, VERSION};
use crate::web::app_file;

thread_local! {
    /// Each loaded catalogue lives as long as the page: a handful of kilobytes per locale.
    static LOADED: RefCell<Vec<(Locale, &'static [&'static str])>> = const { RefCell::new(Vec::new()) };
}

/// The texts of `locale` by key index, once loaded (never for English, which is built in).
pub fn texts(locale: Locale) -> Option<&'static [&'static str]> {
    if locale == Locale::En {
        return None;
    }
    LOADED.with(|loaded| {
        loaded
            .borrow()
            .iter()
            .find(|(l, _)| *l == locale)
            .map(|(_, texts)| *texts)
    })
}

/// Whether text in `locale` can be shown now.
pub fn is_ready(locale: Locale) -> bool {
    locale == Locale::En || texts(locale).is_some()
}

/// Fetches and keeps the catalogue of `locale` unless it is ready already.
pub async fn load(locale: Locale) -> Result<(), String> {
    if is_ready(locale) {
        return Ok(());
    }
    let url = app_file(&format!("catalogs/{}.json?v={VERSION}", locale.tag()));
    let response = gloo_net::http::Request::get(&url)
        .send()
        .await
        .map_err(|e| e.to_string())?;
    if !response.ok() {
        return Err(format!("HTTP {}", response.status()));
    }
    let body = response.text().await.map_err(|e| e.to_string())?;
    // The catalogue is its texts in key order (scripts/bundle-catalogs.sh).
    let texts: Vec<String> = serde_json::from_str(&body).map_err(|e| e.to_string())?;
    if texts.len() != COUNT {
        return Err(format!("{} texts, expected {COUNT}", texts.len()));
    }
    let texts: Vec<&'static str> = texts
        .into_iter()
        .map(|t| &*Box::leak(t.into_boxed_str()))
        .collect();
    let texts: &'static [&'static str] = Box::leak(texts.into_boxed_slice());
    LOADED.with(|loaded| loaded.borrow_mut().push((locale, texts)));
    Ok(())
}

/// Loads the catalogue of `locale` before the first paint; on failure the portal shows English.
pub async fn preload(locale: Locale) {
    if let Err(reason) = load(locale).await {
        web_sys::console::warn_1(&format!("{} texts not loaded: {reason}", locale.tag()).into());
    }
}
