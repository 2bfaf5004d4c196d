#!/usr/bin/env bash
# `make test`'s runner: every test of every tier (unit, hermetic, end-to-end) with the release build.
# With cargo-nextest (installed on our machines; `cargo install cargo-nextest` elsewhere) each test
# runs in a process of its own, two at a time across all test binaries, and the per-test wall times
# land in target/nextest/default/junit.xml (`make test-times` prints the slowest). Without it, cargo's
# own harness runs the binaries one after another, two tests at a time within each.
# Arguments are passed on as a test-name filter, e.g. `scripts/test.sh minimizer_`.
set -euo pipefail
cd "$(dirname "$0")/.."
if cargo nextest --version >/dev/null 2>&1; then
  cargo nextest run --release --no-fail-fast "$@"
  # nextest does not run doctests.
  if [ $# -eq 0 ]; then cargo test --release --doc; fi
else
  echo "test: cargo-nextest is not installed; running cargo test (no per-test times)" >&2
  cargo test --release --no-fail-fast -- --test-threads=2 "$@"
fi
