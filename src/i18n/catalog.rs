//! Looks a key up in the catalogue of a locale: English is built in, the others are loaded.

use portal_api::Locale;

use super::{loaded, Key};

include!(concat!(env!("OUT_DIR"), "/catalog_index.rs"));

/// The text of `key` in `locale`, in English while that locale's catalogue is not loaded.
pub fn text(locale: Locale, key: Key) -> &'static str {
    let at = index(key);
    loaded::texts(locale).map_or(EN[at], |texts| texts[at])
}
