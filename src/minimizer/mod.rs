//! Delta debugging of a brittle seed/mutant pair. (Stub: filled in by the minimizer work.)
