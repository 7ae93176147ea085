//! Reproducible pseudo-random numbers for the demo data (SplitMix64).

/// SplitMix64: the same numbers on every seed, so the demo data is reproducible.
pub struct Numbers(u64);

impl Numbers {
    /// The sequence that starts from `seed`.
    pub fn new(seed: u64) -> Self {
        Self(seed)
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (`n` > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    /// An index into weights that sum to 100.
    pub fn weighted(&mut self, weights: impl IntoIterator<Item = u64>) -> usize {
        let mut roll = self.below(100);
        let mut last = 0;
        for (i, weight) in weights.into_iter().enumerate() {
            if roll < weight {
                return i;
            }
            roll -= weight;
            last = i;
        }
        last
    }

    /// One of `items`, which must not be empty.
    pub fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len() as u64) as usize]
    }
}
