#!/usr/bin/env bash
# Regenerates the Dafny-generated seeds: for every seeds/D-dafny/src/NAME.dfy (or only the NAMEs given),
#   1. `dafny /compile:0 src/NAME.dfy` must verify it (Dafny 2.3.0, 0 errors);
#   2. `dafny /compile:0 /noVerify /nologo /print:NAME.bpl src/NAME.dfy` translates it (run in a scratch copy of
#      seeds/D-dafny, so the recorded command line is the same wherever this script runs);
#   3. a two-line header is prepended: the command, and the source's description, taken from the .dfy's first
#      line `// Dafny seed: DESCRIPTION` (so the .dfy is the one place to edit it);
#   4. plain `boogie NAME.bpl` (no options) must verify it: `N verified, 0 errors`, no time outs.
# Then it writes seeds/D-dafny/NAME.bpl (or, with -c, only checks that the file there is identical).
# Prints one line per program: name, lines, procedures, boogie wall time, verdict.
#
# Usage: scripts/dafny-seeds.sh [-c] [-d DAFNY] [-b BOOGIE] [NAME...]
#   -c  check only: fail when a translation differs from the committed seeds/D-dafny/NAME.bpl
# Exit status: 0 when every program verified (and, with -c, matched), 1 otherwise, 2 on bad usage.
# Runs one program at a time (the machine is shared).
set -u
CHECK=0 DAFNY=dafny BOOGIE=boogie
while getopts "cd:b:h" o; do
  case $o in
    c) CHECK=1 ;; d) DAFNY=$OPTARG ;; b) BOOGIE=$OPTARG ;;
    *) sed -n '2,14p' "$0"; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
ROOT=$(cd "$(dirname "$0")/.." && pwd)
DIR=$ROOT/seeds/D-dafny
NAMES=("$@")
if [ ${#NAMES[@]} -eq 0 ]; then
  for f in "$DIR"/src/*.dfy; do NAMES+=("$(basename "$f" .dfy)"); done
fi
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
status=0
printf '%-14s %6s %5s %8s  %s\n' program lines procs boogie_s verdict
for name in "${NAMES[@]}"; do
  src=$DIR/src/$name.dfy
  if [ ! -f "$src" ]; then echo "$name: no such file: $src" >&2; status=1; continue; fi
  desc=$(head -1 "$src" | sed -n 's|^// Dafny seed: *||p')
  if [ -z "$desc" ]; then echo "$name: $src must start with '// Dafny seed: DESCRIPTION'" >&2; status=1; continue; fi
  d=$WORK/$name
  mkdir -p "$d/src"
  cp "$src" "$d/src/"
  verify=$(cd "$d" && "$DAFNY" /compile:0 "src/$name.dfy" 2>&1 | grep -E '^Dafny program verifier finished with ')
  if ! printf '%s' "$verify" | grep -qE 'finished with [0-9]+ verified, 0 errors$'; then
    echo "$name: dafny does not verify src/$name.dfy: ${verify:-no summary line}" >&2; status=1; continue
  fi
  cmd="dafny /compile:0 /noVerify /nologo /print:$name.bpl src/$name.dfy"
  if ! (cd "$d" && "$DAFNY" /compile:0 /noVerify /nologo "/print:$name.bpl" "src/$name.dfy" >/dev/null 2>&1) \
     || [ ! -s "$d/$name.bpl" ]; then
    echo "$name: translation failed: $cmd" >&2; status=1; continue
  fi
  {
    echo "// Dafny-generated seed (large-program group): src/$name.dfy translated with \`$cmd\`."
    echo "// Source: $desc Verifies with plain \`boogie $name.bpl\` (no options needed)."
    cat "$d/$name.bpl"
  } > "$d/out.bpl"
  mv "$d/out.bpl" "$d/$name.bpl"
  start=$(date +%s.%N)
  out=$(cd "$d" && "$BOOGIE" "$name.bpl" 2>&1)
  end=$(date +%s.%N)
  secs=$(echo "$end - $start" | bc)
  summary=$(printf '%s\n' "$out" | grep -E '^Boogie program verifier finished with ' | tail -1)
  lines=$(wc -l < "$d/$name.bpl")
  procs=$(grep -c '^procedure' "$d/$name.bpl")
  verdict=verified
  if ! printf '%s' "$summary" | grep -qE 'finished with [0-9]+ verified, 0 errors$'; then
    verdict="NOT VERIFIED (${summary:-no summary line})"; status=1
  elif [ $CHECK -eq 1 ]; then
    if cmp -s "$d/$name.bpl" "$DIR/$name.bpl"; then verdict="verified, matches $name.bpl"
    else verdict="verified, DIFFERS from seeds/D-dafny/$name.bpl"; status=1; fi
  else
    cp "$d/$name.bpl" "$DIR/$name.bpl"
  fi
  printf '%-14s %6s %5s %8.2f  %s\n' "$name" "$lines" "$procs" "$secs" "$verdict"
done
exit $status
