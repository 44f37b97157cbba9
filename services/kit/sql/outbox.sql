-- Transactional outbox and consumer inbox. Every service's schema has these two tables (same models in
-- its schema.prisma); copy this file into the service's first migration.

CREATE TABLE IF NOT EXISTS "outbox" (
  "id"           UUID PRIMARY KEY,
  "subject"      TEXT NOT NULL,
  "aggregate_id" TEXT NOT NULL,
  "type"         TEXT NOT NULL,
  "payload"      BYTEA NOT NULL,
  "headers"      JSONB NOT NULL DEFAULT '{}',
  "created_at"   TIMESTAMPTZ NOT NULL DEFAULT now(),
  "published_at" TIMESTAMPTZ
);

-- The relay's only query: unpublished rows in id (UUIDv7 = time) order. Stays tiny because published rows leave it.
CREATE INDEX IF NOT EXISTS "outbox_unpublished_idx" ON "outbox" ("id") WHERE "published_at" IS NULL;

CREATE TABLE IF NOT EXISTS "inbox" (
  "consumer"   TEXT NOT NULL,
  "message_id" TEXT NOT NULL,
  "handled_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY ("consumer", "message_id")
);

-- Wakes the relay as soon as a transaction that wrote events commits (NOTIFY is delivered at commit).
CREATE OR REPLACE FUNCTION "outbox_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('oslonac_outbox', '');
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS "outbox_notify" ON "outbox";
CREATE TRIGGER "outbox_notify" AFTER INSERT ON "outbox" FOR EACH STATEMENT EXECUTE FUNCTION "outbox_notify"();
