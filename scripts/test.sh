#!/usr/bin/env bash
# The README's test command runs this (through `make test`).
set -euo pipefail
cd "$(dirname "$0")/.."
exec ./node_modules/.bin/tsx scripts/ci/test.ts
