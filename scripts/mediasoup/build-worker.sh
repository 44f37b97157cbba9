#!/usr/bin/env bash
# Builds mediasoup-worker once per machine from the C++ source inside the npm package, against Debian's libraries,
# and keeps it in a cache outside node_modules (npm ci wipes node_modules; the package's own install script, which
# downloads a prebuilt binary or pip packages, is denied in package.json#allowScripts because neither host is reachable).
# Prints the binary's path on stdout; everything else goes to stderr.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
here="$root/scripts/mediasoup"
pkg="$root/node_modules/mediasoup"
[ -f "$pkg/package.json" ] || { echo "mediasoup is not installed: run npm ci first" >&2; exit 1; }
version="$(node -p "require('$pkg/package.json').version")"
recipe="$(cat "$here/build-worker.sh" "$here/patch-worker.mjs" "$here"/standins/*/* | sha256sum | cut -c1-12)"
cache="${OSLONAC_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/oslonac}/mediasoup-worker/$version-$recipe"
bin="$cache/mediasoup-worker"
if [ -x "$bin" ]; then echo "$bin"; exit 0; fi

mkdir -p "${cache%/*}"
exec 9>"${cache%/*}.lock"
flock 9
if [ -x "$bin" ]; then echo "$bin"; exit 0; fi

debs=(meson ninja-build pkg-config g++ libssl-dev libuv1-dev libsrtp2-dev libusrsctp-dev libabsl-dev libflatbuffers-dev flatbuffers-compiler)
missing=()
for deb in "${debs[@]}"; do dpkg -s "$deb" >/dev/null 2>&1 || missing+=("$deb"); done
if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "mediasoup-worker: installing ${missing[*]}" >&2
    (apt-get install -y -qq "${missing[@]}" || { apt-get update -qq && apt-get install -y -qq "${missing[@]}"; }) >&2
  else
    echo "mediasoup-worker needs these Debian packages: ${missing[*]}" >&2
    exit 1
  fi
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -r "$pkg/worker" "$work/worker"
rm -f "$work"/worker/subprojects/*.wrap
cp -r "$here"/standins/* "$work/worker/subprojects/"
node "$here/patch-worker.mjs" "$work/worker"

echo "mediasoup-worker $version: building (about 4 minutes on 2 cores, once per machine)" >&2
cd "$work/worker"
meson setup build --buildtype=release --wrap-mode=nodownload -Dms_disable_liburing=true >&2
# The FlatBuffers headers first: several sources include them without a declared dependency.
ninja -C build fbs/FBS >&2 2>/dev/null || ninja -C build "$(ninja -C build -t targets all | grep -o '^[^:]*FBS[^:]*' | head -1)" >&2
ninja -C build mediasoup-worker >&2
mkdir -p "$cache"
install -m 0755 build/mediasoup-worker "$bin.tmp"
mv "$bin.tmp" "$bin"
echo "$bin"
