# Manim Agent: two commands. `make demo` generates and renders a scene; `make test` runs every test.
# Both install what is missing first (Debian packages, .venv, the embedded models) and are idempotent.

SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
VPY := $(VENV)/bin/python
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev \
	texlive-latex-base texlive-latex-extra texlive-latex-recommended \
	texlive-fonts-recommended dvisvgm
TEST_APT_PACKAGES := neovim
# llama-cpp-python builds llama.cpp for this CPU (-march=native). On Xeons with AMX the AMX
# weight-repack path crashes in llama_decode (segfault, seen on these machines), so it is compiled
# out; every other instruction set of the CPU stays in use.
LLAMA_CMAKE_ARGS := -DCMAKE_C_FLAGS='-mno-amx-tile -mno-amx-int8 -mno-amx-bf16' \
	-DCMAKE_CXX_FLAGS='-mno-amx-tile -mno-amx-int8 -mno-amx-bf16'
DEMO_DESCRIPTION ?= A blue circle appears in the centre, turns into a red square, and then the text 'Hello, Manim' fades in below it.
DEMO_DIR := demo_output

.PHONY: help demo test install sysdeps test-sysdeps venv model model-small lint typecheck pytest \
	extension-test vsix bench bench-ssim train-smoke clean

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

test: test-sysdeps venv model model-small lint typecheck pytest extension-test

lint:
	$(VPY) -m ruff check server kb training tests bench
	$(VPY) -m ruff format --check server kb training tests bench

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

vsix:
	npm ci --no-audit --no-fund --loglevel=error && npm run package

bench: venv model
	$(VPY) bench/generate.py

bench-ssim: venv
	$(VPY) bench/ssim.py

# the whole training chain on a tiny random model, in minutes on CPU (see docs/training.md)
train-smoke: venv model-small
	$(VPY) -m training --config smoke --out runs/smoke --force

clean:
	rm -rf $(DEMO_DIR) .pytest_cache .mypy_cache .ruff_cache extension/dist node_modules
