#!/usr/bin/env bash
# Generates each service's Prisma client (gitignored TypeScript under src/generated). Prisma 7's CLI wants to
# download a native schema engine at every command; generation does not use it, so any executable stands in.
# A client generated from the same schema by the same Prisma is kept: `npm ci` generates them all, and `make test`
# calls this again only to catch a schema changed since.
set -euo pipefail
cd "$(dirname "$0")/.."
export PRISMA_SCHEMA_ENGINE_BINARY=${PRISMA_SCHEMA_ENGINE_BINARY:-/bin/true}
export PRISMA_HIDE_UPDATE_MESSAGE=1
prisma_version=$(node -p "require('./node_modules/prisma/package.json').version")
for schema in services/*/prisma/schema.prisma; do
  [ -e "$schema" ] || continue
  service=$(dirname "$(dirname "$schema")")
  stamp="$service/src/generated/prisma/.generated-from"
  want=$( (cat "$schema" "$service/prisma.config.ts"; echo "prisma $prisma_version") | sha256sum | cut -d' ' -f1)
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
    echo "prisma client up to date for $service"
    continue
  fi
  (cd "$service" && ../../node_modules/.bin/prisma generate >/dev/null)
  echo "$want" >"$stamp"
  echo "prisma client generated for $service"
done
