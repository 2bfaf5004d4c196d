#!/usr/bin/env bash
# `make test-times`: the N slowest tests (default 20) of the last `make test` run, by wall time, from
# cargo-nextest's JUnit report (target/nextest/default/junit.xml), with the total. Run `make test`
# first; the times are wall clock, two tests at a time, so they include waiting for a core.
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-20}
xml=target/nextest/default/junit.xml
if [ ! -f "$xml" ]; then
  echo "test-times: no $xml: run \`make test\` (with cargo-nextest installed) first" >&2
  exit 2
fi
# One <testcase name=".." classname=".." time=".."> per test.
grep -o '<testcase [^>]*>' "$xml" |
  sed -E 's/.*name="([^"]*)".*classname="([^"]*)".*time="([^"]*)".*/\3 \2 \1/' |
  sort -rn |
  awk -v n="$n" '{ total += $1; count++; if (count <= n) printf "%8.1f s  %s %s\n", $1, $2, $3 }
                 END { printf "%8.1f s  in all, %d tests (the %d slowest above)\n", total, count, (n < count ? n : count) }'
