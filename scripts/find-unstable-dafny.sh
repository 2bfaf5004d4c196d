#!/usr/bin/env bash
# Finds unstable Dafny-generated Boogie programs among Dafny 2.3.0's own tests, for the real-corpora
# bench (benches/repairs_real.rs): a fixed, seeded sample of COUNT programs of the corpus is
# translated with Debian's `dafny /compile:0 /noVerify /print:P.bpl` (the Boogie program Dafny would
# verify, prelude included) and each program is measured with `wobble stability` (its default
# methods rename and reseed, `--timeout` TIMEOUT, under TOOL). A program that does not translate, or
# whose measurement runs past BUDGET seconds, is recorded as such. Dafny writes one Boogie program
# per module when a file has several; each is measured and listed as PROGRAM#MODULE. Appends one line per searched
# program to LIST (program, category of its `all` row, runs, successes, per-method counts; names and
# counts only, never corpus text) and skips programs LIST already has, so the search runs in parts.
# The generated .bpl files and the measurements stay under WORK (default: target/find-unstable-dafny),
# outside the repository's tracked files.
#
# With TRIAGE=N (N > 0), each program is first run N times per method and query (`--samples N`),
# and measured in full only when those runs gave both outcomes; otherwise it is listed as
# `triaged-stable` (every run passed) or `triaged-failing` (none did) with the triage's counts. This
# searches several times more programs per hour and misses programs whose failures are rare (a
# query failing 10% of its runs shows a failure in 4 runs with probability 1 - 0.9^4 = 34%).
#
# Usage: scripts/find-unstable-dafny.sh [COUNT] [SEED]   (defaults: 20 programs, seed 1)
# Environment: CORPUS (default ../shared/corpus/dafny-2.3.0-tests), LIST (default
# results/dafny-unstable.txt), WORK, TOOL (a `wobble stability --tools` value, default z3; e.g.
# boogie-z3-4.13.0 with CONFIG=.releases/wobble.toml), CONFIG, TIMEOUT (default 10), BUDGET
# (seconds per program, default 600), WOBBLE (default target/release/wobble), JOBS (default 2),
# TRIAGE (runs per method and query before a full measurement, default 0: none).
# Run it under `nice -n 19` on a shared machine.
set -euo pipefail

cd "$(dirname "$0")/.."
count=${1:-20}
seed=${2:-1}
corpus=${CORPUS:-../shared/corpus/dafny-2.3.0-tests}
list=${LIST:-results/dafny-unstable.txt}
work=${WORK:-target/find-unstable-dafny}
tool=${TOOL:-z3}
timeout_s=${TIMEOUT:-10}
budget=${BUDGET:-600}
wobble=${WOBBLE:-target/release/wobble}
jobs=${JOBS:-2}
triage=${TRIAGE:-0}

if [ ! -d "$corpus" ]; then
  echo "find-unstable-dafny: no corpus at $corpus (see ../shared/corpus/README.md); nothing to do"
  exit 0
fi
for t in dafny boogie "$wobble"; do
  command -v "$t" >/dev/null || { echo "find-unstable-dafny: $t is needed" >&2; exit 2; }
done
config_args=()
if [ -n "${CONFIG:-}" ]; then config_args=(--config "$CONFIG"); fi
mkdir -p "$work/stab" "$(dirname "$list")"
if [ ! -f "$list" ]; then
  {
    echo "# Written by scripts/find-unstable-dafny.sh: one line per searched program of"
    echo "# ../shared/corpus/dafny-2.3.0-tests (names and measured counts only)."
    echo "# program<TAB>tool<TAB>category<TAB>runs<TAB>successes<TAB>per_method"
  } >"$list"
fi

# The seeded sample: the corpus's programs in a fixed order, shuffled by a seeded stream.
total=$(cd "$corpus" && find . -name '*.dfy' | wc -l)
mapfile -t sample < <(cd "$corpus" && find . -name '*.dfy' | sed 's|^\./||' | LC_ALL=C sort \
  | shuf --random-source=<(yes "wobble-$seed") -n "$count")

for prog in "${sample[@]}"; do
  if awk -F'\t' -v p="$prog" -v t="$tool" '($1 == p || index($1, p "#") == 1) && $2 == t {f = 1} END {exit !f}' "$list"; then
    continue
  fi
  stem=$(echo "$prog" | tr '/' '_' | sed 's/\.dfy$//')
  dir="$work/bpl/$stem"
  rm -rf "$dir" && mkdir -p "$dir"
  echo "[$prog] translating" >&2
  # Dafny prints one Boogie program per module when there are several: out.bpl, or out_MODULE.bpl.
  (cd "$(dirname "$corpus/$prog")" && timeout 300 dafny /compile:0 /noVerify /nologo /print:"$OLDPWD/$dir/out.bpl" \
    "$(basename "$prog")" </dev/null >"$OLDPWD/$dir/dafny.log" 2>&1) || true
  mapfile -t printed < <(find "$dir" -name 'out*.bpl' -size +0 | LC_ALL=C sort)
  if [ ${#printed[@]} -eq 0 ]; then
    printf '%s\t%s\tnot-translated\t0\t0\t-\n' "$prog" "$tool" >>"$list"
    continue
  fi
  for bpl in "${printed[@]}"; do
    base=$(basename "$bpl" .bpl)
    name=$prog
    if [ "$base" != out ]; then name="$prog#${base#out_}"; fi
    out="$work/stab/$stem-$base-$tool"
    if [ "$triage" -gt 0 ]; then
      echo "[$name] triage with $tool, $triage runs a method" >&2
      tri="$out-triage"
      timeout --signal=INT -k 30 "$budget" "$wobble" stability "$bpl" --tools "$tool" "${config_args[@]}" \
        --timeout "$timeout_s" --samples "$triage" --rng-seed 1 -j "$jobs" -q --out "$tri" >/dev/null 2>"$tri.log" || true
      seen=$(python3 - "$tri/stability.csv" <<'PY' 2>/dev/null || echo "error 0 0 -"
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
r = [r for r in rows if r.get("query") == "all"][0]
runs, ok = int(r["runs"]), int(r["successes"])
# A query with both outcomes (not the program as a whole: a test meant to fail has queries that
# always fail beside ones that always pass).
mixed = any(0 < int(q["successes"]) < int(q["runs"]) for q in rows if q.get("query") != "all")
verdict = "no-queries" if runs == 0 else "mixed" if mixed else "triaged-stable" if ok == runs else "triaged-failing"
print(verdict, runs, ok, r["per_method"])
PY
)
      read -r verdict truns tok tper <<<"$seen"
      if [ "$verdict" != mixed ]; then
        printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$tool" "$verdict" "$truns" "$tok" "$tper" >>"$list"
        continue
      fi
    fi
    echo "[$name] measuring with $tool" >&2
    rc=0
    timeout --signal=INT -k 30 "$budget" "$wobble" stability "$bpl" --tools "$tool" "${config_args[@]}" \
      --timeout "$timeout_s" --rng-seed 1 -j "$jobs" -q --out "$out" >/dev/null 2>"$out.log" || rc=$?
    if [ ! -f "$out/stability.csv" ]; then
      why=error
      if [ "$rc" -eq 124 ] || [ "$rc" -eq 130 ]; then why=over-budget; fi
      printf '%s\t%s\t%s\t0\t0\t-\n' "$name" "$tool" "$why" >>"$list"
      continue
    fi
    python3 - "$out/stability.csv" "$name" "$tool" >>"$list" <<'PY'
import csv, sys
path, name, tool = sys.argv[1:4]
rows = [r for r in csv.DictReader(open(path)) if r.get("query") == "all"]
if not rows:
    print(f"{name}\t{tool}\tno-queries\t0\t0\t-")
else:
    r = rows[0]
    print(f"{name}\t{tool}\t{r['category']}\t{r['runs']}\t{r['successes']}\t{r['per_method']}")
PY
  done
done

searched=$(grep -v '^#' "$list" | cut -f1 | sed 's/#.*//' | sort -u | wc -l)
unstable=$(awk -F'\t' '!/^#/ && $3 == "unstable"' "$list" | wc -l)
echo "find-unstable-dafny: $searched of $total programs searched so far (list: $list), $unstable Boogie programs unstable:"
awk -F'\t' '!/^#/ && $3 == "unstable" {print "  " $1 " (" $2 ": " $6 ")"}' "$list"
