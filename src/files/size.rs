//! A byte count as people read it (B, KB, MB), without floating point.

/// `512 B`, `1.5 KB`, `10.0 MB` (binary units, one decimal, rounded down).
pub fn size_text(bytes: u64) -> String {
    const KB: u64 = 1024;
    const MB: u64 = KB * KB;
    let (unit, per) = match bytes {
        b if b < KB => return format!("{b} B"),
        b if b < MB => ("KB", KB),
        _ => ("MB", MB),
    };
    let tenths = bytes * 10 / per;
    format!("{}.{} {unit}", tenths / 10, tenths % 10)
}

#[cfg(test)]
mod tests {
    use super::size_text;

    #[test]
    fn units() {
        assert_eq!(size_text(0), "0 B");
        assert_eq!(size_text(1023), "1023 B");
        assert_eq!(size_text(1536), "1.5 KB");
        assert_eq!(size_text(10 * 1024 * 1024), "10.0 MB");
        assert_eq!(size_text(25 * 1024 * 1024 - 1), "24.9 MB");
    }
}
