# The two commands in the README are `make up` and `make test`; the rest are their parts.
.PHONY: up test proto chart bench e2e install lint format typecheck

node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund

install: node_modules/.package-lock.json

up: install
	./node_modules/.bin/tsx scripts/dev/up.ts

test: install
	bash scripts/test.sh

proto: install
	bash scripts/proto.sh

chart: install
	NODE_OPTIONS=--experimental-vm-modules ./node_modules/.bin/jest --selectProjects scripts

e2e: install
	./node_modules/.bin/tsx -e "import('./scripts/stack/build.ts').then((m) => m.buildBff())"
	./node_modules/.bin/tsx scripts/stack/bundle-services.ts
	OSLONAC_SERVICE_BUNDLES=1 NODE_OPTIONS=--experimental-vm-modules ./node_modules/.bin/jest --selectProjects e2e --maxWorkers=2

bench: install
	./node_modules/.bin/tsx scripts/load/bench.ts
	./node_modules/.bin/tsx scripts/load/search-bench.ts
	./node_modules/.bin/tsx scripts/load/catalog-bench.ts
	./node_modules/.bin/tsx scripts/load/booking-bench.ts
	./node_modules/.bin/tsx scripts/load/payment-bench.ts
	./node_modules/.bin/tsx scripts/load/messaging-bench.ts
	./node_modules/.bin/tsx scripts/load/sessions-bench.ts

lint: install
	./node_modules/.bin/biome ci .

format: install
	./node_modules/.bin/biome check --write .

# The projects come from the service registry (scripts/stack/projects.ts), not from a list here.
typecheck: install
	bash scripts/prisma-generate.sh
	./node_modules/.bin/tsx scripts/ci/typecheck.ts
