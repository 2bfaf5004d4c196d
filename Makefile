# wobble: the commands a newcomer types. `make demo` and `make test` work on a fresh machine
# (Debian/Ubuntu, as root or with sudo): they install what is missing first.
SHELL := /bin/bash
CARGO ?= cargo
WOBBLE := target/release/wobble
JOBS ?= $(shell nproc)

.PHONY: setup tools releases build test test-hermetic test-e2e slurm-tools slurm-test demo example bench clean

## setup: install the real verifiers and a second Z3 release when missing, build the release binary
setup: tools releases build

## tools: apt-get install boogie z3 cvc4 cvc5 why3 dafny when any is missing; configure why3's provers
tools:
	@missing=""; for t in boogie z3 cvc4 cvc5 why3 dafny; do command -v $$t >/dev/null || missing="$$missing $$t"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=""; else SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq boogie z3 cvc4 cvc5 why3 dafny >/dev/null; \
	fi
	@for t in boogie z3 cvc4 cvc5 why3 dafny; do command -v $$t >/dev/null || { echo "tools: $$t is still missing" >&2; exit 1; }; done
	@why3 config list-provers 2>/dev/null | grep -qi z3 || why3 config detect >/dev/null 2>&1 || true

## releases: pinned Z3 releases 4.13.0 and 5.4.1 (the newest z3-solver wheel) from PyPI under .releases/,
## each checked with Boogie, and .releases/wobble.toml with a boogie-z3-VERSION configuration per release
releases:
	@bash scripts/releases.sh

build:
	$(CARGO) build --release

## test: both tiers (unit tests, the hermetic tier, the end-to-end tier with the real verifiers,
## Slurm included: slurm-tools installs slurm-wlm and munge)
test: tools releases slurm-tools
	PATH="$$PATH:/usr/sbin" $(CARGO) test --release --no-fail-fast -- --test-threads=2

## test-hermetic: unit tests and the hermetic tier; needs no verifier and installs nothing
test-hermetic:
	$(CARGO) test --release --no-fail-fast --lib --bins --test hermetic -- --test-threads=2

## test-e2e: the end-to-end tier with the real verifiers (installs them first)
test-e2e: tools releases slurm-tools
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

## example: a small paper-style campaign (four seed groups, 3 mutants in M*, 1 per M_J) and its
## tables, committed as results/example/
example: setup
	$(WOBBLE) -j $(JOBS) campaign seeds/A-algorithms seeds/E-triggers seeds/T-textbook seeds/failing \
	  --tools boogie --star-mutants 3 --op-mutants 1 --confirm-timeouts 1 --timeout 10 \
	  --out results/example --overwrite --quiet || [ $$? -eq 1 ]
	$(WOBBLE) table results/example --out results/example --format both

## bench: throughput figures (front-end share of a run, mutants/s, runner overhead, minimizer calls)
bench: setup
	$(CARGO) bench

clean:
	$(CARGO) clean
