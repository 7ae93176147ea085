//! Letter case of people's text (names, searches) by the browser's own Unicode tables.

// The browser already knows every script's case; Rust's tables would add about 10 KB brotli to
// the download (docs/decisions/download-size.md). Native builds (the unit tests) use the standard library.

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

/// `text` in lower case without its accents ("Xuất" and "xuat" alike; Vietnamese đ is d),
/// for searches people type without them. Other scripts pass as they are.
pub fn folded(text: &str) -> String {
    #[cfg(target_arch = "wasm32")]
    let decomposed: String = js_sys::JsString::from(text).normalize("NFD").into();
    #[cfg(not(target_arch = "wasm32"))]
    let decomposed = text.to_owned();
    without_marks(&lower(&decomposed))
}

/// `text` without the combining accents a decomposed text carries, and with đ as d.
fn without_marks(text: &str) -> String {
    text.chars()
        .filter(|c| !('\u{0300}'..='\u{036f}').contains(c))
        .map(|c| if c == 'đ' { 'd' } else { c })
        .collect()
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
    fn accents_fold_away_from_a_decomposed_text() {
        // As the browser decomposes "Xuất dữ liệu" and "Tệp" before the accents go.
        let xuat = "Xua\u{0302}\u{0301}t du\u{031b}\u{0303} lie\u{0323}\u{0302}u";
        assert_eq!(without_marks(&lower(xuat)), "xuat du lieu");
        assert_eq!(folded("ĐI"), "di");
        assert_eq!(folded("充值"), "充值");
    }

    #[test]
    fn every_script_not_only_ascii() {
        assert_eq!(lower("Đà NẴNG Straße"), "đà nẵng straße");
        assert_eq!(upper("élodie"), "ÉLODIE");
    }
}
