# wobble: the commands a newcomer types. `make demo` and `make test` work on a fresh machine
# (Debian/Ubuntu, as root or with sudo): they install what is missing first.
SHELL := /bin/bash
CARGO ?= cargo
WOBBLE := target/release/wobble
JOBS ?= $(shell nproc)

.PHONY: setup tools tools-papers releases build test test-times test-hermetic test-e2e slurm-tools slurm-test demo example example-outputs bench bench-real clean

## setup: install the real verifiers and a second Z3 release when missing, build the release binary
setup: tools releases build

## tools: apt-get install boogie z3 cvc4 cvc5 why3 dafny (and xmllint, libxml2-utils, which validates
## `wobble check`'s JUnit XML) when any is missing; configure why3's provers; compile Boogie's and
## Dafny's mono assemblies ahead of time once (scripts/mono-aot.sh: a Boogie run starts in 0.2 s
## instead of 0.5 s)
tools:
	@missing=""; for t in boogie z3 cvc4 cvc5 why3 dafny xmllint; do command -v $$t >/dev/null || missing="$$missing $$t"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=""; else SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq boogie z3 cvc4 cvc5 why3 dafny libxml2-utils >/dev/null; \
	fi
	@for t in boogie z3 cvc4 cvc5 why3 dafny xmllint; do command -v $$t >/dev/null || { echo "tools: $$t is still missing" >&2; exit 1; }; done
	@why3 config list-provers 2>/dev/null | grep -qi z3 || why3 config detect >/dev/null 2>&1 || true
	@bash scripts/mono-aot.sh

## tools-papers: the paper tier's tools when missing: pdflatex (texlive-latex-base and
## texlive-latex-recommended, for booktabs), pdftoppm (poppler-utils), chromium (renders the HTML
## report) and the figure font (fonts-dejavu-core); `make test` and `make example` depend on it
tools-papers:
	@pkgs=""; command -v pdflatex >/dev/null || pkgs="$$pkgs texlive-latex-base texlive-latex-recommended"; \
	command -v pdftoppm >/dev/null || pkgs="$$pkgs poppler-utils"; \
	command -v chromium >/dev/null || pkgs="$$pkgs chromium"; \
	[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || pkgs="$$pkgs fonts-dejavu-core"; \
	if [ -n "$$pkgs" ]; then \
	  echo "installing:$$pkgs"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=""; else SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$pkgs >/dev/null; \
	fi

## releases: pinned Z3 releases 4.13.0 and 5.4.1 (the newest z3-solver wheel) from PyPI under .releases/,
## each checked with Boogie, and .releases/wobble.toml with a boogie-z3-VERSION configuration per release
releases:
	@bash scripts/releases.sh

build:
	$(CARGO) build --release

## test: both tiers (unit tests, the hermetic tier, the end-to-end tier with the real verifiers,
## the paper tier (pdflatex, chromium) and the Slurm tier (slurm-wlm, munge) included), each test in
## a process of its own with cargo-nextest when installed (scripts/test.sh), two at a time
test: tools releases tools-papers slurm-tools
	PATH="$$PATH:/usr/sbin" scripts/test.sh

## test-times: the 20 slowest tests of the last `make test`, by wall time (docs/development.md)
test-times:
	@scripts/test-times.sh 20

## test-hermetic: unit tests and the hermetic tier; needs no verifier and installs nothing
test-hermetic:
	$(CARGO) test --release --no-fail-fast --lib --bins --test hermetic -- --test-threads=2

## test-e2e: the end-to-end tier with the real verifiers (installs them first)
test-e2e: tools releases tools-papers slurm-tools
	PATH="$$PATH:/usr/sbin" $(CARGO) test --release --no-fail-fast --test e2e -- --test-threads=2

## slurm-tools: apt-get install slurm-wlm and munge (the Slurm tier's optional tools) when missing
slurm-tools:
	@if ! command -v sbatch >/dev/null || ! command -v slurmctld >/dev/null || ! command -v munged >/dev/null; then \
	  echo "installing: slurm-wlm munge"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=""; else SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq slurm-wlm munge >/dev/null; \
	fi

## slurm-test: the Slurm tier: a 4-shard campaign through sbatch on a local single-node cluster
## (scripts/slurm/local-cluster.sh, started and torn down by the test); installs what it needs
slurm-test: tools releases slurm-tools
	PATH="$$PATH:/usr/sbin" $(CARGO) test --release --no-fail-fast --test e2e -- --test-threads=2 slurm_

## demo: the main job in a few minutes on 2 cores: fuzz Fig. 1 and an algorithm with Boogie, CVC4
## and Why3 (a seed's mutants run only under the tools that verify the seed), then the paper's
## Fig. 1 experiment (all 120 declaration orders with Boogie and Why3)
demo: setup
	$(WOBBLE) -j $(JOBS) fuzz seeds/E-triggers/fig1.bpl seeds/A-algorithms/max_array.bpl \
	  --tools boogie,cvc4,why3 --mutants 6 --timeout 10 --confirm-timeouts 1 --out results/demo --overwrite || [ $$? -eq 1 ]
	$(WOBBLE) -j $(JOBS) campaign seeds/E-triggers/fig1.bpl --enumerate-orders --tools boogie,why3 \
	  --timeout 20 --confirm-timeouts 1 --out results/demo-fig1-orders --overwrite --quiet

## example: a small paper-style campaign (four seed groups, 3 mutants in M*, 1 per M_J), the
## stability of the same seeds (z3 on Boogie's VCs, rename and reseed, at most 60 runs per query
## and method, Mariposa's budget) and everything made from them, committed as
## results/example/: tables (CSV, LaTeX), figures (SVG, PNG), the HTML report and its screenshot
example: setup tools-papers
	$(WOBBLE) -j $(JOBS) campaign seeds/A-algorithms seeds/E-triggers seeds/T-textbook seeds/failing \
	  --tools boogie --star-mutants 3 --op-mutants 1 --confirm-timeouts 1 --timeout 10 --classify \
	  --out results/example --overwrite --quiet || [ $$? -eq 1 ]
	$(WOBBLE) -j $(JOBS) stability seeds/A-algorithms seeds/E-triggers seeds/T-textbook seeds/failing \
	  --tools z3 --methods rename,reseed --rng-seed 1 --timeout 10 --out results/example --quiet
	$(MAKE) example-outputs

## example-outputs: only the tables, figures, report and screenshot of results/example/ (from the
## committed results.csv and stability.csv; diffs need the campaign's mutants, which are not committed)
example-outputs: build
	$(WOBBLE) table results/example --out results/example --format all
	$(WOBBLE) plot results/example --out results/example
	$(WOBBLE) report results/example --out results/example/report/index.html
	profile=$$(mktemp -d); chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
	  --disable-background-networking --disable-component-update --disable-sync --hide-scrollbars \
	  --user-data-dir=$$profile --screenshot=$(CURDIR)/results/example/report.png --window-size=1200,2000 \
	  file://$(CURDIR)/results/example/report/index.html 2>/dev/null; rm -rf $$profile

## bench: throughput figures (front-end share of a run, parse lines/s on the largest seed, mutants/s,
## runner overhead, minimizer calls)
## and the cost of the stability layer (benches/stability.rs: SMT-layer checks/s vs Boogie, runs
## saved by sequential stopping, query-cache hits, mutants with the seed's VCs; 3 to 10 minutes
## of it with real boogie and z3) and of classifying findings (benches/effect.rs: the two-sample
## test's runs against a fixed 60+60 per method, agreement of the verdicts; benches/classify_errors.rs:
## the family-wise error per correction and the power by simulation, seconds) and of query-level fuzzing
## (benches/querylevel.rs: core-seconds (CPU time) of fuzz --level boogie/smt against one Boogie pass, reuse and
## yield per operator, about 4 minutes) and of `wobble check` re-runs (benches/check.rs: solver time of a
## re-run after a one-procedure change against a full run on seeds/D-dafny) and of guided fuzzing
## (benches/guided.rs: fuzz --guided vs blind with --classify at the same mutant count and --rlimit, 3 RNG
## seeds: core-s against the ceiling of 4 Boogie passes per 10 mutants, counted findings, cost findings and
## flips per core-hour, about 1,300 core-seconds) and of `wobble explain` (benches/explain.rs: time
## and solver runs on seeds/unstable/Buckets.bpl and on its 240 KB /proverLog query, a few minutes) and of classifying
## a timeout flip (benches/classify_slow.rs: disc.bpl's L5 flip with the bounds --rlimit-factor/--time-factor
## off/off, 10/off, 10/5: wall, plain-run and classification seconds, core-s, runs, class; 8 to 25 minutes) and the
## repair rate of `wobble explain` on its regression set (benches/repairs.rs: every unstable program, query and counted
## finding of ours under seeds/, per subject its failure kind, wall and core seconds, solver runs and first repair, then
## the rate with its Wilson interval; docs/explain.md "Repair rate"; about 20 minutes); figures only (what each was
## measured on: docs/cost.md; one bench alone: cargo bench --bench NAME). The real-corpora bench is not part of it:
## make bench-real.
bench: setup
	WOBBLE_BENCH_REAL_SKIP=1 $(CARGO) bench

## bench-real: the repair rate of `wobble explain` on real corpora (benches/repairs_real.rs: unstable queries of
## ../shared/corpus/mariposa-unstable-core under z3 4.13.0 (make releases) and the unstable Dafny programs that
## scripts/find-unstable-dafny.sh found; docs/explain.md "Measured on real corpora"), at the lowest CPU priority;
## hours in all, resumed per subject (results in target/repairs-real/)
bench-real: setup
	nice -n 19 $(CARGO) bench --bench repairs_real

clean:
	$(CARGO) clean
