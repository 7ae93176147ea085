//! Sizes of the built bundle and medians of timings, for the benchmark.

use std::io::Write;
use std::path::Path;

use anyhow::Result;

/// One downloaded file: raw and brotli-compressed size in bytes.
pub struct FileSize {
    /// File name inside `dist/`.
    pub name: String,
    /// Bytes as stored.
    pub raw: usize,
    /// Bytes after brotli at quality 11 (what a CDN serves).
    pub brotli: usize,
}

/// Brotli size of `bytes` at the highest quality.
pub fn brotli_size(bytes: &[u8]) -> Result<usize> {
    let mut out = Vec::new();
    {
        let mut writer = brotli::CompressorWriter::new(&mut out, 4096, 11, 22);
        writer.write_all(bytes)?;
    }
    Ok(out.len())
}

/// The files of `dist` with one of the extensions `kinds`, largest (brotli) first.
pub fn bundle_sizes(dist: &Path, kinds: &[&str]) -> Result<Vec<FileSize>> {
    let mut sizes = Vec::new();
    for entry in std::fs::read_dir(dist)? {
        let path = entry?.path();
        let wanted = path
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| kinds.contains(&e));
        if !wanted {
            continue;
        }
        let bytes = std::fs::read(&path)?;
        sizes.push(FileSize {
            name: path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default(),
            raw: bytes.len(),
            brotli: brotli_size(&bytes)?,
        });
    }
    sizes.sort_by_key(|f| std::cmp::Reverse(f.brotli));
    Ok(sizes)
}

/// The median of some samples (the mean of the middle two for an even count).
pub fn median(samples: &[f64]) -> f64 {
    if samples.is_empty() {
        return f64::NAN;
    }
    let mut sorted = samples.to_vec();
    sorted.sort_by(f64::total_cmp);
    let mid = sorted.len() / 2;
    if sorted.len().is_multiple_of(2) {
        (sorted[mid - 1] + sorted[mid]) / 2.0
    } else {
        sorted[mid]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn median_of_odd_and_even_counts() {
        assert_eq!(median(&[5.0, 1.0, 3.0]), 3.0);
        assert_eq!(median(&[4.0, 1.0, 3.0, 2.0]), 2.5);
        assert!(median(&[]).is_nan());
    }

    #[test]
    fn brotli_shrinks_repetitive_bytes() {
        let bytes = vec![b'a'; 10_000];
        let size = brotli_size(&bytes).expect("compresses");
        assert!(size > 0 && size < 100, "{size}");
    }
}
