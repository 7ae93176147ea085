//! URLs of the files published beside the app's own (config.json, locale catalogues).

/// The URL of `name` in the app's folder. The CSP forbids `<base>`, and client routes
/// (`/w/…/profile`) are not the app's folder, so the folder comes from the script Trunk preloads.
pub fn app_file_url(name: &str) -> Result<String, String> {
    let window = web_sys::window().ok_or("no window")?;
    let page = window.location().href().map_err(|_| "no location")?;
    let script = window
        .document()
        .and_then(|d| d.query_selector("link[rel=modulepreload]").ok().flatten())
        .and_then(|link| link.get_attribute("href"))
        .unwrap_or_else(|| "/".to_owned());
    let folder = web_sys::Url::new_with_base(&script, &page).map_err(|_| "bad script URL")?;
    Ok(web_sys::Url::new_with_base(name, &folder.href())
        .map_err(|_| format!("bad URL for {name}"))?
        .href())
}
