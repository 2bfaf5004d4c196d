//! Stopping runs early: the process-wide Ctrl-C / SIGTERM handler (installed once) and
//! [`CancelFlag`], a per-invocation flag a caller (or a test) can raise. Either makes
//! [`super::run_jobs`] stop scheduling, keep the rows of finished runs, and return
//! [`super::RunError::Interrupted`].

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{Arc, OnceLock};

static INTERRUPTED: AtomicBool = AtomicBool::new(false);
static SIGNALS: AtomicU32 = AtomicU32::new(0);
static INSTALLED: OnceLock<Result<(), String>> = OnceLock::new();

/// Installs the Ctrl-C / SIGTERM handler (once per process; later calls return the first
/// call's result). The first signal sets the interrupted flag and kills every running verifier
/// process tree; a second signal ends the process at once as SIGINT's default action does
/// (status 130 in the shell).
pub fn install_interrupt_handler() -> Result<(), String> {
    INSTALLED
        .get_or_init(|| {
            ctrlc::set_handler(|| {
                INTERRUPTED.store(true, Ordering::SeqCst);
                if SIGNALS.fetch_add(1, Ordering::SeqCst) > 0 {
                    die_by_sigint();
                }
                kill_running_tools();
            })
            .map_err(|e| format!("cannot install the Ctrl-C handler: {e}"))
        })
        .clone()
}

/// Restores SIGINT's default action and raises it: the process ends as if the handler had never
/// been installed.
fn die_by_sigint() {
    // SAFETY: `signal` with `SIG_DFL` and `raise` are async-signal-safe and take no pointers; this
    // runs on the handler's own thread, not in signal context.
    unsafe {
        libc::signal(libc::SIGINT, libc::SIG_DFL);
        libc::raise(libc::SIGINT);
    }
}

/// True once Ctrl-C / SIGTERM was received (after [`install_interrupt_handler`]).
pub fn interrupted() -> bool {
    INTERRUPTED.load(Ordering::SeqCst)
}

/// Kills the process trees of all verifier runs in flight.
pub(crate) fn kill_running_tools() {
    crate::verifiers::process::kill_all_children();
}

/// A cancellation flag shared between a caller and one [`super::run_jobs`] call.
#[derive(Clone, Debug, Default)]
pub struct CancelFlag(Arc<AtomicBool>);

impl CancelFlag {
    pub fn new() -> CancelFlag {
        CancelFlag::default()
    }

    /// Asks the run to stop: no new runs start; runs in flight finish but are not recorded.
    pub fn cancel(&self) {
        self.0.store(true, Ordering::SeqCst);
    }

    /// True if this flag was raised or the process received Ctrl-C / SIGTERM.
    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::SeqCst) || interrupted()
    }
}
