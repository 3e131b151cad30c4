//! One stable sort for the whole app. The standard library's sort is built anew for every
//! type and comparison it is called with (some twenty copies, ~80 KB of the page's code);
//! here it is built once, for indices, and each call site adds only its comparison and a
//! swap loop. Stable, as `sort_by` is: equal elements keep their order, so what a sort in
//! the engine decides is exactly what it decided before.

use std::cmp::Ordering;

/// Sorts `items` by `cmp`, stably.
pub fn sort_by<T>(items: &mut [T], cmp: impl Fn(&T, &T) -> Ordering) {
    let order = sorted_indices(items.len(), &|a, b| cmp(&items[a], &items[b]));
    permute(items, &order);
}

/// Sorts `items` by `key`, stably.
pub fn sort_by_key<T, K: Ord>(items: &mut [T], key: impl Fn(&T) -> K) {
    sort_by(items, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `items` in their own order.
pub fn sort<T: Ord>(items: &mut [T]) {
    sort_by(items, T::cmp);
}

/// The indices `0..len` in the order `cmp` gives them, ties in their own order.
fn sorted_indices(len: usize, cmp: &dyn Fn(usize, usize) -> Ordering) -> Vec<usize> {
    let mut order: Vec<usize> = (0..len).collect();
    order.sort_by(|a, b| cmp(*a, *b));
    order
}

/// Puts `items[order[i]]` at `i`, for every `i`, following each cycle of the permutation.
fn permute<T>(items: &mut [T], order: &[usize]) {
    let mut placed = vec![false; order.len()];
    for start in 0..order.len() {
        let mut at = start;
        while !placed[at] {
            placed[at] = true;
            let from = order[at];
            if from == start {
                break;
            }
            items.swap(at, from);
            at = from;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // The same order as the standard library's stable sort, ties included, on every
    // arrangement of a small list with repeats, and on longer pseudo-random ones.
    #[test]
    fn sorts_exactly_as_the_standard_stable_sort() {
        let mut seed = 7u64;
        let mut next = move || {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (seed >> 33) as u32
        };
        for len in 0..200 {
            let items: Vec<(u32, usize)> = (0..len).map(|i| (next() % 7, i)).collect();
            let mut ours = items.clone();
            sort_by_key(&mut ours, |x| x.0);
            let mut theirs = items.clone();
            theirs.sort_by_key(|x| x.0);
            assert_eq!(ours, theirs, "length {len}");
            let mut ours = items.clone();
            sort_by(&mut ours, |a, b| (b.0 % 3).cmp(&(a.0 % 3)).then(a.0.cmp(&b.0)));
            let mut theirs = items;
            theirs.sort_by(|a, b| (b.0 % 3).cmp(&(a.0 % 3)).then(a.0.cmp(&b.0)));
            assert_eq!(ours, theirs, "length {len}, by two keys");
        }
        let mut words = vec!["pear", "apple", "fig", "apple"];
        sort(&mut words);
        assert_eq!(words, ["apple", "apple", "fig", "pear"]);
    }
}
