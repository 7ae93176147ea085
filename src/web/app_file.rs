//! URLs of the files published beside index.html (config.json, locale catalogues).

/// The URL of `name` in the folder `<base href>` names (`/` or a sub-path), wherever the client
/// route (`/w/…/profile`) puts the address.
pub fn app_file_url(name: &str) -> Result<String, String> {
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or("no document")?;
    let base = document.base_uri().ok().flatten().ok_or("no base URL")?;
    web_sys::Url::new_with_base(name, &base)
        .map(|url| url.href())
        .map_err(|_| format!("bad URL for {name}"))
}
