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
	NODE_OPTIONS=--experimental-vm-modules ./node_modules/.bin/jest --selectProjects e2e --runInBand

bench: install
	./node_modules/.bin/tsx scripts/load/bench.ts
	./node_modules/.bin/tsx scripts/load/search-bench.ts
	./node_modules/.bin/tsx scripts/load/catalog-bench.ts
	./node_modules/.bin/tsx scripts/load/booking-bench.ts

lint: install
	./node_modules/.bin/biome ci .

format: install
	./node_modules/.bin/biome check --write .

typecheck: install
	bash scripts/prisma-generate.sh
	for p in packages/lang services/kit services/identity services/therapists services/booking services/admin web bff scripts; do ./node_modules/.bin/tsc -p $$p/tsconfig.json || exit 1; done
