//! One stable sort for the whole portal, compiled once whatever is sorted.

/// The positions `0..len` ordered by `key`, ties keeping their order. Sorting positions by a
/// number keeps a single copy of the standard library's sort in the download; sorting each
/// item type with its own key type compiled a copy apiece.
pub fn stable_order(len: usize, key: &dyn Fn(usize) -> i64) -> Vec<usize> {
    let mut order: Vec<usize> = (0..len).collect();
    order.sort_by_key(|&at| key(at));
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
    fn positions_follow_the_key() {
        assert_eq!(stable_order(4, &|at| [3, 1, 3, 0][at]), [3, 1, 0, 2]);
        assert!(stable_order(0, &|_| 0).is_empty());
    }
}
