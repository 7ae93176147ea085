//! Letter case of people's text (names, searches) by the browser's own Unicode tables.

// The browser already knows every script's case; Rust's tables would add about 10 KB brotli to
// the download (docs/decisions.md). Native builds (the unit tests) use the standard library.

/// `text` in lower case, for comparing what people typed.
pub fn lower(text: &str) -> String {
    #[cfg(target_arch = "wasm32")]
    {
        js_sys::JsString::from(text).to_lower_case().into()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        text.to_lowercase()
    }
}

/// `text` in upper case.
pub fn upper(text: &str) -> String {
    #[cfg(target_arch = "wasm32")]
    {
        js_sys::JsString::from(text).to_upper_case().into()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        text.to_uppercase()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_script_not_only_ascii() {
        assert_eq!(lower("Đà NẴNG Straße"), "đà nẵng straße");
        assert_eq!(upper("élodie"), "ÉLODIE");
    }
}
