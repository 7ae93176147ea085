//! One stable sort for the whole portal, written once and compiled once whatever is sorted.

/// The positions `0..len` ordered by `key`, ties keeping their order (see
/// [`stable_order_by`]).
pub fn stable_order(len: usize, key: &dyn Fn(usize) -> i64) -> Vec<usize> {
    stable_order_by(len, &|a, b| key(a).cmp(&key(b)))
}

/// The positions `0..len` ordered by `compare`, ties keeping their order: a merge sort of
/// positions written once, the portal's only sort. The standard library's sort is compiled
/// again for each item type and comparison; this one is in the download once.
pub fn stable_order_by(
    len: usize,
    compare: &dyn Fn(usize, usize) -> std::cmp::Ordering,
) -> Vec<usize> {
    let mut order: Vec<usize> = (0..len).collect();
    let mut merged = order.clone();
    let mut width = 1;
    while width < len {
        let mut start = 0;
        while start < len {
            let middle = (start + width).min(len);
            let end = (start + 2 * width).min(len);
            let (mut left, mut right) = (start, middle);
            for slot in &mut merged[start..end] {
                // The right run's row goes first only when it is strictly before: stable.
                let take_right =
                    left >= middle || right < end && compare(order[right], order[left]).is_lt();
                if take_right {
                    *slot = order[right];
                    right += 1;
                } else {
                    *slot = order[left];
                    left += 1;
                }
            }
            start = end;
        }
        std::mem::swap(&mut order, &mut merged);
        width *= 2;
    }
    order
}

/// `items` reordered by `key`, ties keeping their order.
pub fn sorted_by_key<T>(items: Vec<T>, key: impl Fn(&T) -> i64) -> Vec<T> {
    let order = stable_order(items.len(), &|at| key(&items[at]));
    let mut slots: Vec<Option<T>> = items.into_iter().map(Some).collect();
    order
        .into_iter()
        .filter_map(|at| slots[at].take())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orders_by_key_and_keeps_ties_in_place() {
        let items = vec![("b", 2), ("a", 1), ("c", 2), ("d", 0)];
        let sorted = sorted_by_key(items, |(_, rank)| *rank);
        assert_eq!(sorted, [("d", 0), ("a", 1), ("b", 2), ("c", 2)]);
    }

    #[test]
    fn positions_follow_a_comparison_and_keep_ties() {
        let words = ["b", "a", "c", "a", "b", "d", "a"];
        let order = stable_order_by(words.len(), &|x, y| words[x].cmp(words[y]));
        assert_eq!(order, [1, 3, 6, 0, 4, 2, 5]);
        assert!(stable_order_by(0, &|_, _| std::cmp::Ordering::Equal).is_empty());
        assert_eq!(stable_order_by(1, &|_, _| std::cmp::Ordering::Equal), [0]);
    }

    #[test]
    fn positions_follow_the_key() {
        assert_eq!(stable_order(4, &|at| [3, 1, 3, 0][at]), [3, 1, 0, 2]);
        assert!(stable_order(0, &|_| 0).is_empty());
    }
}
