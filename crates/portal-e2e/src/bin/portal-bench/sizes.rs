//! The download's size, brotli: the main module (with its JS and stylesheet) that every first
//! visit fetches, and in a split build each area's chunk and the chunks the areas share.

use anyhow::Result;
use portal_e2e::measure::{bundle_sizes, FileSize};
use portal_e2e::sandbox::dist_dir;

/// The whole download's budget, main module and every chunk together.
pub const BUDGET_TOTAL_KB: f64 = 800.0;
/// The main module's budget, with its JS and stylesheet.
pub const BUDGET_MAIN_KB: f64 = 350.0;
/// Each area's own chunk's budget.
pub const BUDGET_AREA_KB: f64 = 40.0;

/// An area's own chunk: `portal-split_<area>-<hash>.wasm` (scripts/split/finish.sh).
const AREA_PREFIX: &str = "portal-split_";
/// The chunks that several areas share, in one file: `portal-shared-<hash>.bin`
/// (scripts/split/loader.mjs).
const SHARED_PREFIX: &str = "portal-shared-";

/// The sizes measured, in KB of 1,024 bytes.
pub struct Sizes {
    pub main: f64,
    pub total: f64,
    /// Each area chunk's name and size.
    pub areas: Vec<(String, f64)>,
}

fn kb(bytes: usize) -> f64 {
    bytes as f64 / 1024.0
}

fn row(name: &str, raw: usize, brotli: usize) {
    println!("  {name:<52} {:>10.1} {:>10.1}", kb(raw), kb(brotli));
}

fn sum(files: &[FileSize]) -> (usize, usize) {
    files
        .iter()
        .fold((0, 0), |(raw, brotli), f| (raw + f.raw, brotli + f.brotli))
}

/// Prints every file of the download and returns the sizes the budgets are checked on.
pub fn print() -> Result<Sizes> {
    let files = bundle_sizes(&dist_dir()?, &["wasm", "bin", "js", "css"])?;
    let (chunks, main): (Vec<_>, Vec<_>) = files
        .into_iter()
        .partition(|f| f.name.starts_with(AREA_PREFIX) || f.name.starts_with(SHARED_PREFIX));
    let (areas, shared): (Vec<_>, Vec<_>) = chunks
        .into_iter()
        .partition(|f| f.name.starts_with(AREA_PREFIX));

    println!("Download of the sign-in page (release build): the main module");
    println!("  {:<52} {:>10} {:>10}", "file", "raw KB", "brotli KB");
    for file in &main {
        row(&file.name, file.raw, file.brotli);
    }
    let (main_raw, main_brotli) = sum(&main);
    row(
        "main module, with its JS and stylesheet",
        main_raw,
        main_brotli,
    );
    let page = bundle_sizes(&dist_dir()?, &["html"])?;
    if let Some(index) = page.first() {
        println!(
            "  plus the page, its sign-in drawn in every language ({}): {:.1} KB brotli",
            index.name,
            kb(index.brotli)
        );
    }
    let catalogs = bundle_sizes(&dist_dir()?.join("catalogs"), &["json"])?;
    if let Some(largest) = catalogs.first() {
        println!(
            "  plus, in a language other than English, its catalogue: at most {:.1} KB brotli ({})",
            kb(largest.brotli),
            largest.name
        );
    }

    let (areas_raw, areas_brotli) = sum(&areas);
    let (shared_raw, shared_brotli) = sum(&shared);
    if !areas.is_empty() {
        println!(
            "The app's chunks (each area's, the pages few visits need, the palette), each \
             fetched when first needed or ahead"
        );
        for file in &areas {
            row(&file.name, file.raw, file.brotli);
        }
        row("every chunk of its own", areas_raw, areas_brotli);
        println!("  shared by several chunks, each file fetched with the first that needs it");
        for file in &shared {
            row(&file.name, file.raw, file.brotli);
        }
    }
    let total = main_brotli + areas_brotli + shared_brotli;
    row("everything", main_raw + areas_raw + shared_raw, total);
    Ok(Sizes {
        main: kb(main_brotli),
        total: kb(total),
        areas: areas
            .iter()
            .map(|f| (f.name.clone(), kb(f.brotli)))
            .collect(),
    })
}
