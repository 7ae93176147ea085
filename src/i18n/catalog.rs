//! Looks a key up in the catalogue of a locale: English is built in or comes with an area's
//! chunk, the other locales are loaded.

use std::cell::RefCell;

use portal_api::Locale;

use super::{loaded, Key};

include!(concat!(env!("OUT_DIR"), "/catalog_index.rs"));

/// The English texts of one area, separated by NUL: compiled into the chunk of the pages that
/// name them (`keep_english`), so the main module does not carry every area's words.
pub struct EnglishPart {
    part: usize,
    joined: &'static str,
}

thread_local! {
    /// The English of each part by its number once split: the built-in part at 0 from the start,
    /// an area's part from its chunk's first page on.
    static KEPT: RefCell<[Option<&'static [&'static str]>; PARTS]> = RefCell::new({
        let mut kept = [None; PARTS];
        kept[0] = Some(split(EN_BUILT_IN));
        kept
    });
}

/// The text of `key` in `locale`, in English while that locale's catalogue is not loaded.
pub fn text(locale: Locale, key: Key) -> &'static str {
    match loaded::texts(locale) {
        Some(texts) => texts[index(key)],
        None => english(key),
    }
}

/// Keeps the English of `parts` for every later look-up: called by an area's pages, from the
/// chunk those texts are compiled into, before they draw.
pub fn keep_english(parts: &[&'static EnglishPart]) {
    KEPT.with(|kept| {
        let mut kept = kept.borrow_mut();
        for part in parts {
            kept[part.part].get_or_insert_with(|| split(part.joined));
        }
    });
}

fn english(key: Key) -> &'static str {
    let (part, at) = english_place(key);
    if let Some(texts) = KEPT.with(|kept| kept.borrow()[part]) {
        return texts[at];
    }
    unkept(part, at)
}

/// In a build that is one module, every area's English is there to take.
#[cfg(not(portal_split))]
fn unkept(part: usize, at: usize) -> &'static str {
    keep_english(&[EVERY_PART[part - 1]]);
    KEPT.with(|kept| kept.borrow()[part].map_or("", |texts| texts[at]))
}

/// In a split build, an area's English before its chunk's pages ran is a defect of the page
/// that asked: it is said in the console, and the text stays empty rather than wrong.
#[cfg(portal_split)]
fn unkept(part: usize, at: usize) -> &'static str {
    leptos::logging::error!(
        "English text {at} of part {part} asked before its area's chunk kept it"
    );
    ""
}

/// The texts of a part, split once for the life of the page.
fn split(joined: &'static str) -> &'static [&'static str] {
    Box::leak(joined.split('\0').collect::<Vec<_>>().into_boxed_slice())
}

#[cfg(test)]
mod tests {
    use super::{english_place, split, COUNT, EN_BUILT_IN, EVERY_PART, PART_NAMES};

    #[test]
    fn every_part_splits_into_one_text_per_key() {
        let parts: Vec<_> = std::iter::once(EN_BUILT_IN)
            .chain(EVERY_PART.iter().map(|part| part.joined))
            .collect();
        let texts: Vec<_> = parts.iter().map(|joined| split(joined)).collect();
        assert_eq!(texts.iter().map(|t| t.len()).sum::<usize>(), COUNT);
        assert!(texts.iter().flat_map(|t| t.iter()).all(|t| !t.is_empty()));
        for (at, part) in EVERY_PART.iter().enumerate() {
            assert_eq!(part.part, at + 1);
        }
    }

    /// An area's English is there once a page of its chunk kept it, so a file that names an
    /// area's keys must be in the folder of a module whose `OWN_ENGLISH` keeps them.
    #[test]
    fn an_area_s_keys_are_named_only_where_its_chunk_keeps_their_english() {
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut files = vec![src.clone()];
        let mut misplaced = Vec::new();
        while let Some(path) = files.pop() {
            if path.is_dir() {
                if !path.ends_with("i18n") {
                    files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
                }
                continue;
            }
            let source = std::fs::read_to_string(&path).unwrap();
            let relative = path.strip_prefix(&src).unwrap();
            let module = relative.iter().next().unwrap().to_string_lossy();
            let module = module.trim_end_matches(".rs");
            let own = [format!("{module}/mod.rs"), format!("{module}.rs")]
                .iter()
                .find_map(|file| std::fs::read_to_string(src.join(file)).ok())
                .unwrap_or_default();
            for (name, part) in PART_NAMES {
                let kept = own.contains(&format!("english_part::{part}"));
                if source.contains(&format!("{name}Key")) && !kept {
                    misplaced.push(format!("{} names {name}Key", relative.display()));
                }
            }
        }
        assert!(misplaced.is_empty(), "{misplaced:#?}");
    }

    #[test]
    fn a_key_of_an_area_is_found_in_its_own_part() {
        use crate::i18n::{Key, RechargesKey, ShellKey};
        assert_eq!(english_place(Key::Shell(ShellKey::PageNotLoaded)).0, 0);
        assert_ne!(english_place(Key::Recharges(RechargesKey::Title)).0, 0);
    }
}
