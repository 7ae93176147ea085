//! The browser tab's title: the page's heading and the product's name, so tabs can be told
//! apart and a screen reader names the page it arrived on.

use leptos::prelude::*;

use crate::i18n::{use_i18n, CommonKey};

/// Keeps `document.title` as "`heading` · Portal" while `heading` changes (a record's name
/// arriving, another language).
pub fn use_page_title(heading: impl Fn() -> String + Send + Sync + 'static) {
    let i18n = use_i18n();
    crate::reactive::effect(move || {
        let heading = heading();
        let product = i18n.t(CommonKey::ProductName);
        let title = if heading.is_empty() {
            product.to_owned()
        } else {
            format!("{heading} · {product}")
        };
        document().set_title(&title);
    });
}
