//! The code keeps the shape `docs/architecture.md` draws: each layer of `src/` imports only the
//! layers below it, an area never imports another area, and every path the docs name exists.

use std::collections::BTreeSet;

use anyhow::{ensure, Result};
use std::fs;
use std::path::{Path, PathBuf};

/// The layers of `src/`, lowest first; a module may import its own layer and those below.
/// Every other folder of `src/` is an area, in the layer after `records`.
const LAYERS: &[&[&str]] = &[
    &["web", "config", "order", "reactive"],
    &["i18n"],
    &["registry"],
    &["api"],
    &["state"],
    &["components"],
    &["forms"],
    &["money"],
    &["lists"],
    &["records"],
    // The areas.
    &[],
    &["workspace"],
    &["shell"],
    &["app"],
];

/// The layer of the areas, whose modules may not import one another.
const AREAS: usize = 10;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The files under `dir` whose name ends with `.{extension}`.
fn files_under(dir: &Path, extension: &str, out: &mut Vec<PathBuf>) -> Result<()> {
    for entry in fs::read_dir(dir)?.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files_under(&path, extension, out)?;
        } else if path.extension().is_some_and(|e| e == extension) {
            out.push(path);
        }
    }
    Ok(())
}

/// The top module of `src/` a file belongs to (`src/lists/pager.rs` → `lists`).
fn module_of(file: &Path) -> String {
    let rest = file.strip_prefix(root().join("src")).unwrap_or(file);
    rest.components().next().map_or_else(String::new, |first| {
        let name = first.as_os_str().to_string_lossy();
        name.trim_end_matches(".rs").to_owned()
    })
}

fn layer_of(module: &str) -> Option<usize> {
    if module == "main" {
        return None;
    }
    let named = LAYERS.iter().position(|layer| layer.contains(&module));
    Some(named.unwrap_or(AREAS))
}

/// The top modules a file's code names as `crate::<module>`, its tests left out.
fn imports(source: &str) -> BTreeSet<String> {
    let code = source.split("#[cfg(test)]").next().unwrap_or_default();
    let mut found = BTreeSet::new();
    for (at, _) in code.match_indices("crate::") {
        let rest = &code[at + "crate::".len()..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        // `$crate::` in a macro names the crate itself, as `crate::` does.
        let line_start = code[..at].rfind('\n').map_or(0, |n| n + 1);
        let comment = code[line_start..at].trim_start().starts_with("//");
        if !name.is_empty() && !comment {
            found.insert(name);
        }
    }
    found
}

#[test]
fn every_shared_layer_is_a_module_of_src() {
    for module in LAYERS.iter().flat_map(|layer| layer.iter()) {
        let folder = root().join("src").join(module);
        let file = root().join("src").join(format!("{module}.rs"));
        assert!(
            folder.is_dir() || file.is_file(),
            "src/{module} is gone: update LAYERS"
        );
    }
}

#[test]
fn no_layer_imports_a_higher_one_and_no_area_another() -> Result<()> {
    let mut files = Vec::new();
    files_under(&root().join("src"), "rs", &mut files)?;
    let mut wrong = Vec::new();
    for file in &files {
        let module = module_of(file);
        let Some(own) = layer_of(&module) else {
            continue;
        };
        let source = fs::read_to_string(file)?;
        for imported in imports(&source) {
            let Some(theirs) = layer_of(&imported) else {
                continue;
            };
            let upward = theirs > own;
            let sideways = own == AREAS && theirs == AREAS && imported != module;
            if upward || sideways {
                let name = file
                    .strip_prefix(root())
                    .unwrap_or(file)
                    .display()
                    .to_string();
                wrong.push(format!("{name} imports crate::{imported}"));
            }
        }
    }
    ensure!(
        wrong.is_empty(),
        "imports against the layers of docs/architecture.md:\n{}",
        wrong.join("\n")
    );
    Ok(())
}

#[test]
fn the_layer_test_sees_an_upward_import() {
    let found = imports("use crate::app::AppState;\n// crate::shell in a comment\nfn f() {}");
    assert_eq!(found, BTreeSet::from(["app".to_owned()]));
    assert!(layer_of("app") > layer_of("components"));
    assert_eq!(layer_of("payouts"), Some(AREAS));
    assert_eq!(layer_of("recharges"), layer_of("transfers"));
}

/// Paths in backticks or links under `docs/`, README and the architecture page: each that
/// looks like a file or folder of this repository must exist.
#[test]
fn every_path_the_docs_name_exists() -> Result<()> {
    let mut pages = vec![root().join("README.md")];
    files_under(&root().join("docs"), "md", &mut pages)?;
    let ignored = ignored_folders()?;
    let mut missing = Vec::new();
    for page in &pages {
        let text = fs::read_to_string(page)?;
        for named in named_paths(&text) {
            if !exists(&named, page, &ignored) {
                let page = page
                    .strip_prefix(root())
                    .unwrap_or(page)
                    .display()
                    .to_string();
                missing.push(format!("{page} names {named}"));
            }
        }
    }
    ensure!(
        missing.is_empty(),
        "paths named in the docs that do not exist:\n{}",
        missing.join("\n")
    );
    Ok(())
}

/// The repository's top folders a named path may start with.
const TOPS: &[&str] = &[
    "src/", "crates/", "tests/", "scripts/", "style/", "public/", "docs/", "fuzz/", ".ci/",
];

/// The repository paths in `text`: in backticks, or the target of a Markdown link.
fn named_paths(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut candidates: Vec<&str> = text.split('`').skip(1).step_by(2).collect();
    candidates.extend(text.split("](").skip(1).filter_map(|s| s.split(')').next()));
    for candidate in candidates {
        let path = candidate.split(['#', ' ']).next().unwrap_or_default();
        let path = path.trim_start_matches("./");
        let repository = TOPS.iter().any(|top| path.starts_with(top))
            || (path.ends_with(".md") && !path.contains('/'))
            || path.starts_with("../");
        // Patterns and placeholders (`src/<area>/`, `*.json`, `{en,zh}`) name no one path.
        let pattern = path.contains(['<', '*', '{', '…']) || path.contains("...");
        if repository && !pattern && !path.is_empty() {
            out.push(path.to_owned());
        }
    }
    out
}

/// The area the architecture page's worked example adds: its files are to be written.
const EXAMPLE_AREA: &str = "payouts";

/// The contract and the design: kept beside the repository, not in it.
const SHARED: &[&str] = &["portal-web-api.md", "design.md"];

/// The folders of the repository's root that git ignores (`/dist`, `/fuzz/target`).
fn ignored_folders() -> Result<Vec<String>> {
    let text = fs::read_to_string(root().join(".gitignore"))?;
    Ok(text
        .lines()
        .filter_map(|line| line.strip_prefix('/'))
        .map(str::to_owned)
        .collect())
}

/// Whether `named` exists: from the repository's root, from the page naming it (a link), or
/// among the decisions; a build folder git ignores, or a shared document, is taken as named.
fn exists(named: &str, page: &Path, ignored_folders: &[String]) -> bool {
    let from_page = page.parent().map(|dir| dir.join(named));
    let ignored = ignored_folders
        .iter()
        .any(|folder| named.trim_end_matches('/') == folder);
    let shared = named.contains("shared/") || SHARED.contains(&named);
    shared
        || ignored
        || named.contains(EXAMPLE_AREA)
        || root().join(named).exists()
        || root().join("docs/decisions").join(named).exists()
        || from_page.is_some_and(|p| p.exists())
}
