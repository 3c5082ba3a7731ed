# Two commands do all the set-up on a fresh machine:
#   make train   create/reuse the venv, install, train the built-in default, evaluate it
#   make test    create/reuse the venv, install, Debian's Chromium for the browser tests
#                (root with apt-get; otherwise it says the command), run the test suite
#   make docs    build the documentation site into site/ (make serve-docs: serve it)
# TORCH pins the CPU build that lies on this machine's disk; on a CUDA machine use e.g.
#   make train TORCH=torch
VENV ?= .venv
PYTHON ?= python3
TORCH ?= torch==2.13.0
RUN ?= outputs/default-$(shell date +%Y%m%d-%H%M%S)
# test files run in parallel, one per worker, each on one torch thread: two busy workers
# with two OpenMP threads each on two cores wait on each other and run many times slower
TEST_WORKERS ?= 2
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: install browser train test lint docs serve-docs clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet "$(TORCH)"
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	touch $(STAMP)

install: $(STAMP)

train: install
	$(BIN)/nmt-train hydra.run.dir=$(RUN)
	$(BIN)/nmt-evaluate checkpoint=$(RUN)/best.pt hydra.run.dir=$(RUN)/evaluate

# the browser tests (tests/test_serve_web.py) drive Debian's Chromium through Playwright:
# installed here when we can (root with apt-get), else the suite does not start
CHROMIUM := /usr/bin/chromium
browser:
	@if [ ! -x $(CHROMIUM) ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    apt-get update && apt-get install -y chromium; \
	  else \
	    echo "make test: the browser tests need Chromium at $(CHROMIUM); install it with" >&2; \
	    echo "  sudo apt-get install -y chromium" >&2; \
	    exit 2; \
	  fi; \
	fi

# --durations: the slowest tests in every log, to watch the suite's budget of ~10 minutes
test: install browser
	OMP_NUM_THREADS=1 $(BIN)/python -m pytest -q -n $(TEST_WORKERS) --dist loadfile --durations=20

# ruff, and the import contracts of pyproject.toml's [tool.importlinter] (layers, rooms that
# must not know each other, no import cycles)
lint: install
	$(BIN)/ruff check nmt tests scripts
	$(BIN)/lint-imports

# the documentation site, offline; --strict: a broken link, a missing page or an unresolved
# API reference fails the build
docs: install
	NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs build --strict

serve-docs: install
	NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs serve --dev-addr 127.0.0.1:8001

clean:
	rm -rf build dist site *.egg-info .pytest_cache .ruff_cache
