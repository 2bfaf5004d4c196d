# wobble: the commands a newcomer types. `make demo` and `make test` work on a fresh machine.
SHELL := /bin/bash
CARGO ?= cargo
WOBBLE := target/release/wobble

.PHONY: setup tools build test demo bench example releases clean

## setup: install the real verifiers (Debian packages) when missing, then build the release binary
setup: tools build

## tools: apt-get install boogie z3 cvc4 why3 (and dafny) when any is missing; configure why3
tools:
	@missing=""; for t in boogie z3 cvc4 why3 dafny; do command -v $$t >/dev/null || missing="$$missing $$t"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=""; else SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq boogie z3 cvc4 why3 dafny >/dev/null; \
	fi
	@[ -f $$HOME/.why3.conf ] || why3 config detect >/dev/null 2>&1 || true

build:
	$(CARGO) build --release

## test: unit tests, corpus round-trips, and end-to-end tests with the real verifiers
test: tools
	$(CARGO) test --release -- --test-threads=2

## demo: the main job on the bundled seeds
demo: setup
	$(WOBBLE) parse --check seeds

## bench: throughput figures (front-end, mutation, runner)
bench: setup
	$(CARGO) bench

clean:
	$(CARGO) clean
