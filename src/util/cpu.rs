//! Core-seconds of the tools: the CPU time (user + system) of the child processes this process
//! has waited for (Boogie with its mono and z3, z3 alone, ...), read with
//! `getrusage(RUSAGE_CHILDREN)`. Unlike wall-clock time it does not grow with the machine's load.

/// User + system seconds of every child process waited for so far.
pub fn children_cpu_s() -> f64 {
    // SAFETY: an all-zero `rusage` is a valid value, and getrusage only writes into it.
    let mut u: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: RUSAGE_CHILDREN with a valid pointer; failure leaves the zeros.
    unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut u) };
    let s = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    s(u.ru_utime) + s(u.ru_stime)
}

#[cfg(test)]
mod tests {
    #[test]
    fn grows_when_a_child_works() {
        let before = super::children_cpu_s();
        let ok = std::process::Command::new("sh")
            .args(["-c", "i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done"])
            .status()
            .map(|s| s.success())
            .unwrap_or(false);
        assert!(ok);
        assert!(super::children_cpu_s() > before);
    }
}
