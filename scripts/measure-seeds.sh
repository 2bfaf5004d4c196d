#!/usr/bin/env bash
# Measures how a Boogie program's verdict depends on Z3's random seed: runs
#   boogie /proverOpt:O:smt.random_seed=K /proverOpt:O:sat.random_seed=K /timeLimit:T [EXTRA...] FILE
# for K = 1..N (at most J runs at a time), prints one line per K and the success rate.
# (`/proverOpt:O:` is the form every Boogie release accepts; `/z3opt` is gone since Boogie 2.5.0.)
#
# Usage: scripts/measure-seeds.sh [-n N] [-t T] [-j J] [-k FIRST] [-b BOOGIE] FILE.bpl [EXTRA BOOGIE ARGS OR FILES...]
#   -n N      number of seeds (default 20)        -t T  Boogie /timeLimit in seconds (default 10)
#   -j J      parallel runs (default 1; the machine is shared, keep it at 1 or 2)
#   -k FIRST  first seed (default 1: seeds FIRST..FIRST+N-1)   -b BOOGIE  the boogie command (default boogie)
#
# Outcome per K, from Boogie's summary line `finished with N verified, M errors[, T time outs]...`
# and its exit status (never from the word "error": every run prints a harmless model_compress
# prover error), in the order wobble's classifier uses:
#   failed   M > 0                     timeout  no errors, some time outs
#   unknown  inconclusive/out of memory/out of resource    verified  none of these
#   tool-error  no summary line (crash, parse/type errors), or the wall-clock guard (20*T+60 s) hit
# Exit status: 0 when every run was classified, 1 on bad usage.
set -u
N=20 T=10 J=1 FIRST=1 BOOGIE=boogie
while getopts "n:t:j:k:b:h" o; do
  case $o in
    n) N=$OPTARG ;; t) T=$OPTARG ;; j) J=$OPTARG ;; k) FIRST=$OPTARG ;; b) BOOGIE=$OPTARG ;;
    *) sed -n '2,18p' "$0"; exit 1 ;;
  esac
done
shift $((OPTIND - 1))
[ $# -ge 1 ] || { sed -n '2,18p' "$0"; exit 1; }
FILE=$1; shift
[ -f "$FILE" ] || { echo "no such file: $FILE" >&2; exit 1; }
FILE=$(cd "$(dirname "$FILE")" && pwd)/$(basename "$FILE")
# Runs happen in scratch directories: extra arguments that name existing files (more .bpl files of a
# multi-file program) are made absolute.
EXTRA=()
for a in "$@"; do
  if [ -f "$a" ]; then EXTRA+=("$(cd "$(dirname "$a")" && pwd)/$(basename "$a")"); else EXTRA+=("$a"); fi
done
set -- ${EXTRA[@]+"${EXTRA[@]}"}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

run_one() { # K -> writes $WORK/K.line
  local k=$1 d="$WORK/run$1" start end code out summary v e to inc outcome
  shift
  mkdir -p "$d"
  start=$(date +%s.%N)
  # Each run in its own directory: Boogie and Z3 may write files next to the working directory.
  out=$(cd "$d" && timeout -k 5 $((20 * T + 60)) "$BOOGIE" "/proverOpt:O:smt.random_seed=$k" "/proverOpt:O:sat.random_seed=$k" \
        "/timeLimit:$T" "$@" "$FILE" 2>&1)
  code=$?
  end=$(date +%s.%N)
  summary=$(printf '%s\n' "$out" | grep -E '^Boogie program verifier finished with ' | tail -1)
  v=0 e=0 to=0 inc=0 oth=0
  if [ -n "$summary" ]; then
    v=$(printf '%s' "$summary" | grep -oE '[0-9]+ verified' | grep -oE '[0-9]+' || true)
    e=$(printf '%s' "$summary" | grep -oE '[0-9]+ errors?' | grep -oE '[0-9]+' || true)
    to=$(printf '%s' "$summary" | grep -oE '[0-9]+ time outs?' | grep -oE '[0-9]+' || true)
    inc=$(printf '%s' "$summary" | grep -oE '[0-9]+ (inconclusive|out of memory|out of resource)' | grep -oE '^[0-9]+' | paste -sd+ | bc 2>/dev/null || true)
    v=${v:-0} e=${e:-0} to=${to:-0} inc=${inc:-0}
    if [ "$e" -gt 0 ]; then outcome=failed
    elif [ "$to" -gt 0 ]; then outcome=timeout
    elif [ "$inc" -gt 0 ]; then outcome=unknown
    else outcome=verified; fi
  else
    outcome=tool-error
  fi
  [ "$code" -eq 124 ] || [ "$code" -eq 137 ] && outcome=tool-error
  printf 'K=%-4s %-10s %3s verified %3s errors %3s time-outs  exit %-3s %7.2f s\n' \
    "$k" "$outcome" "$v" "$e" "$to" "$code" "$(echo "$end - $start" | bc)" > "$WORK/$k.line"
}

echo "# $BOOGIE /proverOpt:O:smt.random_seed=K /proverOpt:O:sat.random_seed=K /timeLimit:$T $* $FILE, K=$FIRST..$((FIRST + N - 1))"
LAST=$((FIRST + N - 1))
k=$FIRST
while [ "$k" -le "$LAST" ]; do
  pids=()
  for _ in $(seq 1 "$J"); do
    [ "$k" -le "$LAST" ] || break
    run_one "$k" "$@" & pids+=($!)
    k=$((k + 1))
  done
  wait "${pids[@]}"
done
ok=0
for k in $(seq "$FIRST" "$LAST"); do
  cat "$WORK/$k.line"
  grep -q '^K=[0-9]* *verified ' "$WORK/$k.line" && ok=$((ok + 1))
done
counts=$(cat "$WORK"/*.line | awk '{print $2}' | sort | uniq -c | awk '{printf "%s %s, ", $1, $2}')
echo "rate: $ok/$N verified ($(echo "scale=1; 100 * $ok / $N" | bc)%); ${counts%, }"
