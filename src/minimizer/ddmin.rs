//! Zeller's delta-debugging minimization (ddmin) over a list of elements, with an oracle that
//! says whether a sub-list still shows the failure ("still flips").
//!
//! The algorithm keeps a current list `c` (on which the oracle holds) and a granularity `n`:
//! it splits `c` into `n` chunks, tests each chunk, then each complement (all chunks but one),
//! and continues with the first one that still fails (granularity back to 2 for a chunk,
//! `n - 1` for a complement); when none does, it doubles `n`, and stops when `n` exceeds the
//! size of `c`. The result is 1-minimal: removing any single element makes the oracle fail.
//!
//! Candidates of one round may be tested in parallel (`jobs` at a time, on the current rayon
//! pool); the first success *in candidate order* is taken, so the result never depends on
//! timing — only the number of oracle calls may grow with `jobs` (a batch may test candidates
//! that a sequential run would have skipped).
//!
//! The oracle is never asked about the empty list (assumed not to fail) or the full input
//! (assumed to fail: the caller checked it).

use rayon::prelude::*;

/// Counters of one ddmin run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DdminStats {
    /// Oracle calls made.
    pub tests: usize,
    /// Successful reductions (the current list got smaller).
    pub reductions: usize,
}

/// Splits `len` elements into `n` nearly equal consecutive ranges (the first `len % n` one longer).
fn chunk_bounds(len: usize, n: usize) -> Vec<(usize, usize)> {
    let n = n.clamp(1, len.max(1));
    let base = len / n;
    let extra = len % n;
    let mut out = Vec::with_capacity(n);
    let mut start = 0;
    for k in 0..n {
        let size = base + usize::from(k < extra);
        out.push((start, start + size));
        start += size;
    }
    out
}

/// Index of the first candidate (in order) on which `test` holds, testing `jobs` at a time.
fn first_success<T, F>(candidates: &[Vec<T>], jobs: usize, test: &F, stats: &mut DdminStats) -> Option<usize>
where
    T: Sync,
    F: Fn(&[T]) -> bool + Sync,
{
    let jobs = jobs.max(1);
    let mut start = 0;
    while start < candidates.len() {
        let end = (start + jobs).min(candidates.len());
        let batch = &candidates[start..end];
        stats.tests += batch.len();
        let verdicts: Vec<bool> =
            if batch.len() == 1 { vec![test(&batch[0])] } else { batch.par_iter().map(|c| test(c)).collect() };
        if let Some(k) = verdicts.iter().position(|&v| v) {
            return Some(start + k);
        }
        start = end;
    }
    None
}

/// A 1-minimal sub-list of `input` (order preserved) on which `test` still holds.
/// `test(input)` is assumed to hold and is not called.
pub fn ddmin<T, F>(input: &[T], jobs: usize, test: F) -> (Vec<T>, DdminStats)
where
    T: Clone + Sync,
    F: Fn(&[T]) -> bool + Sync,
{
    let mut stats = DdminStats::default();
    let mut current: Vec<T> = input.to_vec();
    let mut n = 2usize;
    while current.len() >= 2 {
        let bounds = chunk_bounds(current.len(), n);
        let chunks: Vec<Vec<T>> = bounds.iter().map(|&(a, b)| current[a..b].to_vec()).collect();
        if let Some(k) = first_success(&chunks, jobs, &test, &mut stats) {
            current = chunks[k].clone();
            stats.reductions += 1;
            n = 2;
            continue;
        }
        // With two chunks, the complements are the chunks themselves: already tested.
        if bounds.len() > 2 {
            let complements: Vec<Vec<T>> = bounds
                .iter()
                .map(|&(a, b)| current[..a].iter().chain(current[b..].iter()).cloned().collect())
                .collect();
            if let Some(k) = first_success(&complements, jobs, &test, &mut stats) {
                current = complements[k].clone();
                stats.reductions += 1;
                n = (bounds.len() - 1).max(2);
                continue;
            }
        }
        if bounds.len() >= current.len() {
            break;
        }
        n = (bounds.len() * 2).min(current.len());
    }
    (current, stats)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Mutex;

    fn contains_all(set: &[u32], needed: &[u32]) -> bool {
        needed.iter().all(|x| set.contains(x))
    }

    #[test]
    fn chunks_cover_the_list() {
        assert_eq!(chunk_bounds(5, 2), vec![(0, 3), (3, 5)]);
        assert_eq!(chunk_bounds(4, 4), vec![(0, 1), (1, 2), (2, 3), (3, 4)]);
        assert_eq!(chunk_bounds(3, 8), vec![(0, 1), (1, 2), (2, 3)]);
    }

    #[test]
    fn finds_exactly_the_two_needed_elements() {
        let input: Vec<u32> = (0..40).collect();
        let calls = AtomicUsize::new(0);
        let (out, stats) = ddmin(&input, 1, |s| {
            calls.fetch_add(1, Ordering::Relaxed);
            contains_all(s, &[3, 17])
        });
        assert_eq!(out, vec![3, 17]);
        assert_eq!(stats.tests, calls.load(Ordering::Relaxed));
        // ddmin needs O(k log n) tests for k needed elements out of n; far fewer than 2^40.
        assert!(stats.tests < 60, "{} tests", stats.tests);
        assert!(stats.tests > 5);
    }

    #[test]
    fn single_needed_element_and_order_is_kept() {
        let input: Vec<u32> = (0..100).rev().collect();
        let (out, stats) = ddmin(&input, 1, |s| s.contains(&42));
        assert_eq!(out, vec![42]);
        assert!(stats.tests <= 2 * 7 + 2, "{} tests", stats.tests);
        let (out, _) = ddmin(&input, 1, |s| contains_all(s, &[90, 10, 50]));
        assert_eq!(out, vec![90, 50, 10], "input order is preserved");
    }

    #[test]
    fn all_elements_needed_gives_the_input() {
        let input: Vec<u32> = (0..6).collect();
        let (out, stats) = ddmin(&input, 1, |s| s.len() == 6);
        assert_eq!(out, input);
        // Every granularity up to 6 was tried: 1-minimality is proved by testing all complements.
        assert!(stats.tests >= 6);
        assert_eq!(stats.reductions, 0);
    }

    #[test]
    fn result_is_one_minimal_for_a_non_monotone_oracle() {
        // Holds when the sum is exactly 30: the result must not allow removing any single element.
        let input: Vec<u32> = vec![5, 7, 10, 3, 8, 12, 1, 4];
        let sum = |s: &[u32]| s.iter().sum::<u32>();
        let (out, _) = ddmin(&input, 1, |s| sum(s) == sum(&input));
        assert_eq!(out, input);
        let target = 22;
        let (out, _) = ddmin(&input, 1, |s| sum(s) >= target);
        assert!(sum(&out) >= target);
        for k in 0..out.len() {
            let mut fewer = out.clone();
            fewer.remove(k);
            assert!(sum(&fewer) < target, "{out:?} is not 1-minimal");
        }
    }

    #[test]
    fn parallel_runs_give_the_sequential_result() {
        let input: Vec<u32> = (0..64).collect();
        let oracle = |s: &[u32]| contains_all(s, &[5, 33, 34, 60]) || contains_all(s, &[1, 2]);
        let (seq, seq_stats) = ddmin(&input, 1, oracle);
        for jobs in [2, 3, 8] {
            let order = Mutex::new(Vec::new());
            let (par, par_stats) = ddmin(&input, jobs, |s: &[u32]| {
                if let Ok(mut o) = order.lock() {
                    o.push(s.len());
                }
                oracle(s)
            });
            assert_eq!(par, seq, "jobs = {jobs}");
            assert!(par_stats.tests >= seq_stats.tests);
        }
        assert_eq!(seq, vec![1, 2]);
    }

    #[test]
    fn tiny_inputs_need_no_tests() {
        let (out, stats) = ddmin(&[7u32], 4, |_| panic!("not called"));
        assert_eq!(out, vec![7]);
        assert_eq!(stats.tests, 0);
        let (out, _) = ddmin::<u32, _>(&[], 4, |_| panic!("not called"));
        assert!(out.is_empty());
    }
}
