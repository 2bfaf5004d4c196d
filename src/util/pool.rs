//! rayon thread pools of a given size (`-j`), built in one way everywhere.

use rayon::{ThreadPool, ThreadPoolBuildError, ThreadPoolBuilder};

/// A pool of `threads` worker threads (at least one).
pub fn pool(threads: usize) -> Result<ThreadPool, ThreadPoolBuildError> {
    ThreadPoolBuilder::new().num_threads(threads.max(1)).build()
}

/// A pool of `threads` worker threads (at least one) named `PREFIX-0`, `PREFIX-1`, ...
pub fn named_pool(threads: usize, prefix: &'static str) -> Result<ThreadPool, ThreadPoolBuildError> {
    ThreadPoolBuilder::new().num_threads(threads.max(1)).thread_name(move |i| format!("{prefix}-{i}")).build()
}

/// Runs `work` inside a pool of `threads` workers; when no pool can be started, on the calling
/// thread (rayon's parallel iterators then use the global pool).
pub fn install<R: Send>(threads: usize, work: impl FnOnce() -> R + Send) -> R {
    match pool(threads) {
        Ok(p) => p.install(work),
        Err(_) => work(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pools_have_the_asked_size_and_names() {
        assert_eq!(pool(3).unwrap().current_num_threads(), 3);
        assert_eq!(pool(0).unwrap().current_num_threads(), 1);
        let p = named_pool(2, "wobble-test").unwrap();
        let name = p.install(|| std::thread::current().name().map(str::to_string));
        assert!(name.is_some_and(|n| n.starts_with("wobble-test-")));
        assert_eq!(install(2, rayon::current_num_threads), 2);
    }
}
