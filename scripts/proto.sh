#!/usr/bin/env bash
# Lints the contracts and regenerates proto/gen from them. `--check` fails when the committed
# generated code differs from what the contracts produce (drift), and runs buf breaking against
# main once main has contracts.
set -euo pipefail
cd "$(dirname "$0")/../proto"
buf=../node_modules/.bin/buf
"$buf" lint
if [ "${1:-}" = "--check" ]; then
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  "$buf" generate --template buf.gen.yaml -o "$tmp"
  if ! diff -r "$tmp/gen" gen >/dev/null; then
    diff -r "$tmp/gen" gen | head -40
    echo "proto/gen is out of date: run 'make proto' and commit the result." >&2
    exit 1
  fi
  repo=$(git rev-parse --show-toplevel)
  if git -C "$repo" rev-parse --verify -q main >/dev/null && git -C "$repo" ls-tree -r --name-only main -- proto | grep -q '\.proto$'; then
    "$buf" breaking --against "$repo/.git#branch=main,subdir=proto"
  fi
  echo "contracts: lint ok, generated code up to date"
  exit 0
fi
rm -rf gen
"$buf" generate --template buf.gen.yaml
echo "proto/gen regenerated"
