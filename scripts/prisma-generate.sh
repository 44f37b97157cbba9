#!/usr/bin/env bash
# Generates each service's Prisma client (gitignored TypeScript under src/generated). Prisma 7's CLI wants to
# download a native schema engine at every command; generation does not use it, so any executable stands in.
set -euo pipefail
cd "$(dirname "$0")/.."
export PRISMA_SCHEMA_ENGINE_BINARY=${PRISMA_SCHEMA_ENGINE_BINARY:-/bin/true}
export PRISMA_HIDE_UPDATE_MESSAGE=1
for schema in services/*/prisma/schema.prisma; do
  [ -e "$schema" ] || continue
  service=$(dirname "$(dirname "$schema")")
  (cd "$service" && ../../node_modules/.bin/prisma generate >/dev/null)
  echo "prisma client generated for $service"
done
