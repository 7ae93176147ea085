//! Looks a key up in the catalogue of a locale: English is built in, the others are loaded.

use portal_api::Locale;

use super::{loaded, Key};

include!(concat!(env!("OUT_DIR"), "/catalog_index.rs"));

/// The text of `key` in `locale`, in English while that locale's catalogue is not loaded.
pub fn text(locale: Locale, key: Key) -> &'static str {
    let at = index(key);
    loaded::texts(locale).map_or_else(|| english()[at], |texts| texts[at])
}

/// The built-in English texts by index, split once.
fn english() -> &'static [&'static str] {
    static TEXTS: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
    TEXTS.get_or_init(|| EN_JOINED.split('\0').collect())
}

#[cfg(test)]
mod tests {
    use super::{english, COUNT};

    #[test]
    fn the_built_in_english_splits_into_one_text_per_key() {
        assert_eq!(english().len(), COUNT);
        assert!(english().iter().all(|text| !text.is_empty()));
    }
}
