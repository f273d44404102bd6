# aaflow: check, draw and compare Assistive Access flows.
#
#   make demo   build, then check, draw and compare the example flows in flows/
#   make test   build and run every test
#
# Both install what is missing first (make deps): the Graphviz C library and
# pkg-config, through apt-get on Debian and Ubuntu or Homebrew on macOS.

SWIFT    ?= swift
DEMO_OUT ?= .build/demo
BIN       = .build/debug/aaflow

.PHONY: all deps build release test demo docs clean

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

test: deps
	$(SWIFT) test

demo: build
	@mkdir -p $(DEMO_OUT)
	@echo "== aaflow check flows   (status 1 is expected: flows/send.flow shows mistakes on purpose)"
	@$(BIN) check flows; status=$$?; [ $$status -le 1 ] || exit $$status
	@echo
	@echo "== aaflow compare flows/news.flow"
	@$(BIN) compare flows/news.flow
	@for f in flows/*.flow; do \
		name=$$(basename $$f .flow); \
		$(BIN) render $$f --scene standard -o $(DEMO_OUT)/$$name-standard.svg || exit 2; \
		$(BIN) render $$f --scene assistive -o $(DEMO_OUT)/$$name-assistive.svg || exit 2; \
		$(BIN) compare $$f -o $(DEMO_OUT)/$$name-compare.svg >/dev/null || [ $$? -le 1 ] || exit 2; \
	done
	@echo
	@echo "Diagrams written to $(DEMO_OUT)/:"
	@ls $(DEMO_OUT)

clean:
	rm -rf .build
