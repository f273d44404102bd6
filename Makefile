# aaflow: check, draw and compare Assistive Access flows.
#
#   make demo   build, then check, draw and compare the example flows in flows/,
#               and scaffold SwiftUI from flows/drawing.flow into .build/demo/scaffold,
#               and write report.html, the review page of all of them
#   make test   build and run every test, the browser suite of the page included
#
# Both install what is missing first (make deps): the Graphviz C library and
# pkg-config, through apt-get on Debian and Ubuntu or Homebrew on macOS.

SWIFT    ?= swift
DEMO_OUT ?= .build/demo
BIN       = .build/debug/aaflow

.PHONY: all deps build release test test-core test-lsp test-browser demo docs bench bench-profile fuzz sanitize clean

all: build

deps:
	@if pkg-config --exists libgvc 2>/dev/null; then :; \
	elif command -v apt-get >/dev/null 2>&1; then \
		echo "Installing the Graphviz C library (libgraphviz-dev) and pkg-config"; \
		SUDO=$$( [ "$$(id -u)" -eq 0 ] || echo sudo ); \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq libgraphviz-dev pkg-config >/dev/null; \
	elif command -v brew >/dev/null 2>&1; then \
		echo "Installing Graphviz and pkg-config with Homebrew"; \
		brew install graphviz pkg-config; \
	else \
		echo "aaflow needs the Graphviz C library: install libgraphviz-dev (or graphviz) and pkg-config" >&2; exit 1; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

# The SARIF test validates against the official schema with Python's
# jsonschema; where python3 is missing it is skipped, and says so.
# Then the browser suite of `aaflow report` (scripts/browser-tests.sh
# installs Chromium, its driver and the Python packages when missing).
test: deps
	@if command -v python3 >/dev/null 2>&1; then \
		python3 -c "import jsonschema" 2>/dev/null || python3 -m pip install --quiet --disable-pip-version-check jsonschema; \
		AAFLOW_REQUIRE_SARIF_VALIDATION=1 $(SWIFT) test; \
	else \
		$(SWIFT) test; \
	fi
	@$(MAKE) --no-print-directory test-core
	@$(MAKE) --no-print-directory test-lsp
	@$(MAKE) --no-print-directory test-browser

# The core library (AAFlow) and its tests, built and run where Graphviz's
# headers cannot be found (scripts/core-without-graphviz.sh says how).
test-core:
	@SWIFT="$(SWIFT)" sh scripts/core-without-graphviz.sh

# The language server driven by a real client (pytest-lsp on pygls) over
# pipes, and the TextMate grammar of editors/ run on every token class.
# Installs pytest-lsp with pip when missing. pytest's status 5 (no
# test ran) fails the build too.
test-lsp: build
	@command -v python3 >/dev/null 2>&1 || { \
		SUDO=$$( [ "$$(id -u)" -eq 0 ] || echo sudo ); \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq python3 python3-pip >/dev/null; }
	@python3 -c "import pytest_lsp" 2>/dev/null || { \
		echo "Installing pytest-lsp (a Language Server Protocol test client) with pip"; \
		python3 -m pip install --quiet --disable-pip-version-check pytest-lsp 2>/dev/null \
		|| python3 -m pip install --quiet --disable-pip-version-check --break-system-packages pytest-lsp; }
	@AAFLOW_BIN=$(CURDIR)/$(BIN) python3 -m pytest -q -p no:cacheprovider Tests/lsp Tests/editors; status=$$?; \
	if [ $$status -eq 5 ]; then echo "make test-lsp: no language server test ran" >&2; exit 1; fi; exit $$status

# The browser suite of `aaflow report`: Chromium, Selenium and axe-core.
# scripts/browser-tests.sh installs chromium, chromium-driver and the
# Python packages when missing; on macOS without apt it uses an installed
# Chrome or skips, saying what to install. pytest's status 5 fails.
test-browser: build
	@bash scripts/browser-tests.sh $(BIN)

demo: build
	@bash scripts/demo.sh $(BIN) $(DEMO_OUT)

# The rule reference and the diagrams the README shows, made by aaflow itself.
docs: build
	$(BIN) rules --markdown > docs/rules.md
	$(BIN) render flows/send.flow --scene assistive -o docs/send-assistive.svg || [ $$? -le 1 ]
	$(BIN) compare flows/news.flow -o docs/news-compare.svg > /dev/null
	AAFLOW_DOCS_SCREENSHOT=1 bash scripts/browser-tests.sh $(BIN) -k screenshots

# Benchmarks: builds in release mode, installs graphviz and networkx (into
# bench/.venv) when missing, measures and writes bench/results.md.
bench:
	python3 bench/run.py

bench-profile:
	python3 bench/run.py --callgrind

# Fuzzing: builds the libFuzzer target and runs it for FUZZ_SECONDS from the
# corpus kept in fuzz/corpus; findings go to fuzz/out/crashes/.
FUZZ_SECONDS ?= 300

fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) fuzz/run.sh

# The test suite under AddressSanitizer, then ThreadSanitizer (.build-asan, .build-tsan).
sanitize: deps
	scripts/sanitize.sh

clean:
	rm -rf .build .build-core .build-core-tests
