#!/usr/bin/env bash
# Per-quantifier instantiation profiles of a Boogie program's VCs under Z3 reseeding: logs the VCs
# once with `boogie /timeLimit:T /proverLog:DIR/@PROC@.smt2 FILE`, then for every VC and K runs
#   z3 AUTO_CONFIG=false -smt2 smt.random_seed=K sat.random_seed=K smt.qi.profile=true VC
# (the logged text plus `(get-info :reason-unknown)` and `(get-info :all-statistics)` after its first
# `(check-sat)`; the log's own `(set-option :TIMEOUT T*1000)` stops z3, so a run that times out still
# prints its statistics and profile) and prints one line per run:
#   VC K answer reason rlimit-count seconds qid=instances ...
# (instances summed over z3's `[quantifier_instances] QID : N : ...` lines, qids with 0 left out),
# then per VC: the answer counts and, per qid, the instances of the unsat runs against the others.
#
# Usage: scripts/qi-profile.sh [-n N] [-k FIRST] [-t T] [-j J] [-p PROC] [-z Z3] FILE.bpl [EXTRA BOOGIE ARGS...]
#   -n N      number of seeds (default 20)        -k FIRST  first seed (default 1: seeds FIRST..FIRST+N-1)
#   -t T      Boogie /timeLimit and z3's limit in seconds (default 5)
#   -j J      parallel z3 runs (default 1)         -p PROC   only VCs whose file name contains PROC
#   -z Z3     the z3 binary (default z3)
# Exit status: 0 when the VCs were logged and every run classified, 1 on bad usage or no VC.
set -u
N=20 FIRST=1 T=5 J=1 PROC="" Z3=z3
while getopts "n:k:t:j:p:z:h" o; do
  case $o in
    n) N=$OPTARG ;; k) FIRST=$OPTARG ;; t) T=$OPTARG ;; j) J=$OPTARG ;; p) PROC=$OPTARG ;; z) Z3=$OPTARG ;;
    *) sed -n '2,17p' "$0"; exit 1 ;;
  esac
done
shift $((OPTIND - 1))
[ $# -ge 1 ] || { sed -n '2,17p' "$0"; exit 1; }
FILE=$1; shift
[ -f "$FILE" ] || { echo "no such file: $FILE" >&2; exit 1; }
FILE=$(cd "$(dirname "$FILE")" && pwd)/$(basename "$FILE")
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# The file keeps its name: Boogie names quantifiers after it (`:qid |NAMEbpl.LINE:COL|`).
(cd "$WORK" && boogie "/timeLimit:$T" "/proverLog:$WORK/@PROC@.smt2" "$@" "$FILE" > "$WORK/boogie.out" 2>&1)
echo "# $(grep -E '^Boogie program verifier finished' "$WORK/boogie.out" || echo 'boogie: no summary line')"
vcs=()
for q in "$WORK"/*.smt2; do
  [ -f "$q" ] || continue
  case "$(basename "$q")" in *"$PROC"*) vcs+=("$q") ;; esac
done
[ ${#vcs[@]} -gt 0 ] || { echo "no VC logged (or none matches -p $PROC)" >&2; exit 1; }

run_one() { # VC K -> $WORK/out/VC.K.line
  local q=$1 k=$2 vc out err start end answer reason rl prof
  vc=$(basename "$q" .smt2)
  out="$WORK/out/$vc.$k"
  start=$(date +%s.%N)
  timeout -k 5 $((2 * T + 30)) "$Z3" AUTO_CONFIG=false -smt2 "smt.random_seed=$k" "sat.random_seed=$k" \
    smt.qi.profile=true "$WORK/in/$vc.smt2" > "$out.stdout" 2> "$out.stderr"
  end=$(date +%s.%N)
  answer=$(grep -m1 -E '^(sat|unsat|unknown|timeout)$' "$out.stdout" || echo none)
  reason=-
  [ "$answer" = unsat ] || reason=$(grep -m1 -o ':reason-unknown "[^"]*"' "$out.stdout" | sed 's/:reason-unknown "//; s/"$//; s/ /_/g')
  rl=$(grep -m1 -o ':rlimit-count *[0-9]*' "$out.stdout" | awk '{print $2}')
  prof=$(grep '^\[quantifier_instances\]' "$out.stderr" |
    awk '{n[$2] += $4} END {for (q in n) if (n[q] > 0) printf "%s=%d\n", q, n[q]}' | sort | tr '\n' ' ')
  printf '%s %s %s %s %s %.2f %s\n' "$vc" "$k" "$answer" "${reason:--}" "${rl:--}" \
    "$(echo "$end - $start" | bc)" "$prof" > "$out.line"
}

mkdir -p "$WORK/in" "$WORK/out"
for q in "${vcs[@]}"; do
  awk '{print} /^\(check-sat\)/ && !done {print "(get-info :reason-unknown)"; print "(get-info :all-statistics)"; done = 1}' \
    "$q" > "$WORK/in/$(basename "$q")"
done
echo "# $Z3 AUTO_CONFIG=false -smt2 smt.random_seed=K sat.random_seed=K smt.qi.profile=true VC, K=$FIRST..$((FIRST + N - 1)), limit ${T} s"
echo "# VC K answer reason rlimit-count seconds qid=instances..."
for q in "${vcs[@]}"; do
  k=$FIRST
  while [ "$k" -le $((FIRST + N - 1)) ]; do
    pids=()
    for _ in $(seq 1 "$J"); do
      [ "$k" -le $((FIRST + N - 1)) ] || break
      run_one "$q" "$k" & pids+=($!)
      k=$((k + 1))
    done
    wait "${pids[@]}"
  done
  vc=$(basename "$q" .smt2)
  for k in $(seq "$FIRST" $((FIRST + N - 1))); do cat "$WORK/out/$vc.$k.line"; done
  # Summary: answers, then per qid min-max instances over the unsat runs and over the others.
  for k in $(seq "$FIRST" $((FIRST + N - 1))); do cat "$WORK/out/$vc.$k.line"; done | awk -v vc="$vc" '
    { runs++; a[$3]++; side = ($3 == "unsat") ? "unsat" : "other"; n[side]++
      for (i = 7; i <= NF; i++) { split($i, p, "="); seen[p[1]] = 1; v[side, p[1], n[side]] = p[2] } }
    END {
      printf "# %s: %d runs:", vc, runs; for (x in a) printf " %s %d", x, a[x]; print ""
      for (q in seen) {
        line = sprintf("#   %s", q)
        for (s = 1; s <= 2; s++) {
          side = (s == 1) ? "unsat" : "other"
          if (n[side] == 0) continue
          lo = -1; hi = 0
          for (r = 1; r <= n[side]; r++) { c = v[side, q, r] + 0; if (lo < 0 || c < lo) lo = c; if (c > hi) hi = c }
          line = line sprintf("  %s runs (%d): %d-%d", side, n[side], lo, hi)
        }
        print line
      }
    }'
done
