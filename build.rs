//! Checks every locale catalogue against the i18n keys and generates the key index and English.
//!
//! The keys are the `XKey` enums in `src/i18n/keys/{shared,areas}/`; the texts are `src/i18n/catalogs/TAG.json`,
//! one object per area (`"Transfer"`) with one text per key (`"Title"`), in the enums' order.
//! A catalogue with a missing, extra or misordered key, an empty text, or placeholders that differ
//! from English fails the build with a list of what is wrong.

// A build script refuses a broken catalogue by panicking: that is how it fails the build.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

const KEYS: &str = "src/i18n/keys";
const CATALOGS: &str = "src/i18n/catalogs";
/// Every locale the portal ships, by file name (the API's locale tag).
const LOCALES: [&str; 5] = ["en", "zh", "zh-Hant", "ja", "vi"];

/// The areas under `keys/areas/` whose English the main module draws, built in with the shared
/// keys': the sign-in, the workspace home and the download button of lists. Every other area's
/// English comes with its chunk (docs/decisions/area-chunks.md).
const BUILT_IN_AREAS: [&str; 3] = ["Auth", "Workspace", "Files"];

/// One area's enum: its name without `Key`, its variants in declaration order, and whether its
/// English is built into the main module.
struct Area {
    name: String,
    keys: Vec<String>,
    built_in: bool,
}

fn main() {
    // Set by scripts/build.sh for a split build: each area its own chunk (src/app.rs, lazy_page!).
    println!("cargo::rustc-check-cfg=cfg(portal_split)");
    println!("cargo:rerun-if-changed={KEYS}");
    println!("cargo:rerun-if-changed={CATALOGS}");
    let areas = read_areas();
    let mut problems = Vec::new();
    let mut catalogs = BTreeMap::new();
    for tag in LOCALES {
        let path = format!("{CATALOGS}/{tag}.json");
        println!("cargo:rerun-if-changed={path}");
        match read_catalog(&path) {
            Ok(texts) => {
                catalogs.insert(tag, texts);
            }
            Err(e) => problems.push(format!("{path}: {e}")),
        }
    }
    if let Some(en) = catalogs.get("en") {
        for (tag, texts) in &catalogs {
            check(tag, texts, en, &areas, &mut problems);
        }
    }
    if !problems.is_empty() {
        let shown: Vec<&str> = problems.iter().take(40).map(String::as_str).collect();
        panic!(
            "\n{} problem(s) in the locale catalogues:\n  {}\n",
            problems.len(),
            shown.join("\n  ")
        );
    }
    let out = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("catalog_index.rs");
    std::fs::write(out, generate(&areas, &catalogs["en"])).expect("write catalog_index.rs");
}

/// The key enums of `keys/shared/` and `keys/areas/`, in file-name order whichever folder
/// holds them (the order of areas in every catalogue).
fn read_areas() -> Vec<Area> {
    let mut files: Vec<_> = ["shared", "areas"]
        .iter()
        .flat_map(|folder| std::fs::read_dir(Path::new(KEYS).join(folder)).expect("read i18n keys"))
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.file_name().is_some_and(|n| n != "mod.rs"))
        .collect();
    files.sort_by(|a, b| a.file_name().cmp(&b.file_name()));
    files.iter().map(|p| parse_enum(p)).collect()
}

fn parse_enum(path: &Path) -> Area {
    let source = std::fs::read_to_string(path).expect("read keys file");
    let start = source.find("pub enum ").expect("an enum in each keys file");
    let rest = &source[start + "pub enum ".len()..];
    let name = rest[..rest.find(' ').expect("enum name")]
        .strip_suffix("Key")
        .expect("key enums end in Key")
        .to_owned();
    let body =
        &rest[rest.find(" {\n").expect("enum body") + 3..rest.find("\n}").expect("enum end")];
    let keys = body
        .lines()
        .map(str::trim)
        .filter(|l| !l.starts_with("//") && !l.starts_with('#') && !l.is_empty())
        .map(|l| l.trim_end_matches(',').to_owned())
        .collect();
    let shared = path
        .parent()
        .is_some_and(|folder| folder.ends_with("shared"));
    let built_in = shared || BUILT_IN_AREAS.contains(&name.as_str());
    Area {
        name,
        keys,
        built_in,
    }
}

/// A catalogue as (area, key, text) in file order.
fn read_catalog(path: &str) -> Result<Vec<(String, String, String)>, String> {
    let source = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let value: serde_json::Value = serde_json::from_str(&source).map_err(|e| e.to_string())?;
    let areas = value.as_object().ok_or("not an object of areas")?;
    let mut texts = Vec::new();
    for (area, keys) in areas {
        let keys = keys.as_object().ok_or(format!("{area} is not an object"))?;
        for (key, text) in keys {
            let text = text
                .as_str()
                .ok_or(format!("{area}.{key} is not a string"))?;
            texts.push((area.clone(), key.clone(), text.to_owned()));
        }
    }
    Ok(texts)
}

fn check(
    tag: &str,
    texts: &[(String, String, String)],
    en: &[(String, String, String)],
    areas: &[Area],
    problems: &mut Vec<String>,
) {
    let before = problems.len();
    let expected: Vec<(&str, &str)> = areas
        .iter()
        .flat_map(|a| a.keys.iter().map(|k| (a.name.as_str(), k.as_str())))
        .collect();
    let found: Vec<(&str, &str)> = texts
        .iter()
        .map(|(a, k, _)| (a.as_str(), k.as_str()))
        .collect();
    for (area, key) in &expected {
        if !found.contains(&(area, key)) {
            problems.push(format!("{tag}.json: missing {area}.{key}"));
        }
    }
    for (area, key) in &found {
        if !expected.contains(&(area, key)) {
            problems.push(format!("{tag}.json: unknown key {area}.{key}"));
        }
    }
    if problems.len() == before && found != expected {
        problems.push(format!(
            "{tag}.json: keys are not in the order of the key enums"
        ));
    }
    for (area, key, text) in texts {
        let english = en.iter().find(|(a, k, _)| a == area && k == key);
        if text.trim().is_empty() {
            problems.push(format!("{tag}.json: {area}.{key} is empty"));
        } else if let Some((_, _, english)) = english {
            if placeholders(text) != placeholders(english) {
                problems.push(format!(
                    "{tag}.json: {area}.{key} has placeholders {:?}, English has {:?}",
                    placeholders(text),
                    placeholders(english)
                ));
            }
        }
    }
}

/// The sorted `{name}` placeholders of a text (JSON examples such as `{"a": 1}` are not names).
fn placeholders(text: &str) -> Vec<&str> {
    let mut names: Vec<&str> = text
        .split('{')
        .skip(1)
        .filter_map(|part| part.split_once('}').map(|(name, _)| name))
        .filter(|name| {
            !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        })
        .collect();
    names.sort_unstable();
    // A singular and a plural form ("{count} file|{count} files") name the same ones twice.
    names.dedup();
    names
}

/// The key index (area offset plus the key's position) and the English texts in that order.
fn generate(areas: &[Area], en: &[(String, String, String)]) -> String {
    let mut code = String::new();
    let mut offset = 0;
    code.push_str("/// Position of `key` in every catalogue.\npub(super) fn index(key: Key) -> usize {\n    match key {\n");
    for area in areas {
        let base = if offset == 0 {
            String::new()
        } else {
            format!("{offset} + ")
        };
        let _ = writeln!(code, "        Key::{}(k) => {base}k as usize,", area.name);
        offset += area.keys.len();
    }
    code.push_str("    }\n}\n\n");
    let _ = writeln!(
        code,
        "/// How many texts every catalogue holds.\npub(super) const COUNT: usize = {offset};\n"
    );
    // Each part's texts as one string separated by NUL, not an array of `&str`: a pointer and
    // a length per text cost about 2.5 KB brotli in the wasm (docs/decisions/download-size.md).
    if let Some((_, _, text)) = en.iter().find(|(_, _, text)| text.contains('\0')) {
        panic!("an English text holds NUL, the separator of the built-in texts: {text:?}");
    }
    let joined = |areas: &[&Area]| -> String {
        let names: Vec<&str> = areas.iter().map(|a| a.name.as_str()).collect();
        let texts: Vec<&str> = en
            .iter()
            .filter(|(area, _, _)| names.contains(&area.as_str()))
            .map(|(_, _, text)| text.as_str())
            .collect();
        texts.join("\0")
    };
    let built_in: Vec<&Area> = areas.iter().filter(|a| a.built_in).collect();
    let parts: Vec<&Area> = areas.iter().filter(|a| !a.built_in).collect();
    // Each part's name in `english_part`, written in the three lists below.
    let idents: Vec<String> = parts.iter().map(|a| screaming(&a.name)).collect();
    code.push_str("/// Where `key`'s English is: its part (0 is the built-in one) and its position there.\npub(super) fn english_place(key: Key) -> (usize, usize) {\n    match key {\n");
    let mut offset = 0;
    for area in &built_in {
        // `0 + k` would be clippy's identity_op in the generated code.
        let base = if offset == 0 {
            String::new()
        } else {
            format!("{offset} + ")
        };
        let _ = writeln!(
            code,
            "        Key::{}(k) => (0, {base}k as usize),",
            area.name
        );
        offset += area.keys.len();
    }
    for (at, area) in parts.iter().enumerate() {
        let _ = writeln!(
            code,
            "        Key::{}(k) => ({}, k as usize),",
            area.name,
            at + 1
        );
    }
    code.push_str("    }\n}\n\n");
    let _ = writeln!(
        code,
        "/// The built-in English texts in place order, separated by NUL.\npub(super) static EN_BUILT_IN: &str = {:?};\n",
        joined(&built_in)
    );
    let _ = writeln!(
        code,
        "/// How many parts the English texts are in, the built-in one included.\npub(super) const PARTS: usize = {};\n",
        parts.len() + 1
    );
    code.push_str("/// The English of each area that brings its own with its chunk.\npub mod english_part {\n    use super::EnglishPart;\n");
    for (at, area) in parts.iter().enumerate() {
        let _ = writeln!(
            code,
            "    /// The English texts of `{0}Key`.\n    pub static {1}: EnglishPart = EnglishPart {{ part: {2}, joined: {3:?} }};",
            area.name,
            idents[at],
            at + 1,
            joined(&[area])
        );
    }
    code.push_str("}\n\n");
    let names: Vec<String> = parts
        .iter()
        .zip(&idents)
        .map(|(a, ident)| format!("({:?}, {ident:?})", a.name))
        .collect();
    let _ = writeln!(
        code,
        "/// Each part after the built-in one: its key enum's name without `Key`, and its name in `english_part`.\n#[cfg(test)]\npub(super) const PART_NAMES: [(&str, &str); {}] = [{}];\n",
        parts.len(),
        names.join(", ")
    );
    let names: Vec<String> = idents
        .iter()
        .map(|ident| format!("&english_part::{ident}"))
        .collect();
    let _ = writeln!(
        code,
        "/// Every area's own English, for a build that is one module.\n#[cfg(not(portal_split))]\npub(super) static EVERY_PART: [&EnglishPart; {}] = [{}];\n",
        parts.len(),
        names.join(", ")
    );
    let version = catalogs_version();
    let _ = writeln!(
        code,
        "/// Changes whenever a catalogue changes, so a cached copy is never used for another build.\npub(super) const VERSION: &str = \"{version:016x}\";"
    );
    code
}

/// `ExchangeConfig` as `EXCHANGE_CONFIG`.
fn screaming(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            out.push('_');
        }
        out.push(c.to_ascii_uppercase());
    }
    out
}

/// FNV-1a over every catalogue file.
fn catalogs_version() -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for tag in LOCALES {
        let bytes = std::fs::read(format!("{CATALOGS}/{tag}.json")).expect("catalogue");
        for byte in bytes {
            hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    hash
}
