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
/// process tree; a second signal exits at once with status 130.
pub fn install_interrupt_handler() -> Result<(), String> {
    INSTALLED
        .get_or_init(|| {
            ctrlc::set_handler(|| {
                INTERRUPTED.store(true, Ordering::SeqCst);
                if SIGNALS.fetch_add(1, Ordering::SeqCst) > 0 {
                    std::process::exit(130);
                }
                kill_running_tools();
            })
            .map_err(|e| format!("cannot install the Ctrl-C handler: {e}"))
        })
        .clone()
}

/// True once Ctrl-C / SIGTERM was received (after [`install_interrupt_handler`]).
pub fn interrupted() -> bool {
    INTERRUPTED.load(Ordering::SeqCst)
}

/// Kills the process trees of all verifier runs in flight.
pub(crate) fn kill_running_tools() {
    // Filled in once the backends' process registry is merged.
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
