-- The admin service's first slice: support tickets, their audit log and rate limits, envelope keys, outbox/inbox.

CREATE TYPE "support_topic" AS ENUM ('account', 'booking', 'payment', 'therapist', 'privacy', 'other');
CREATE TYPE "ticket_status" AS ENUM ('open', 'answered', 'closed');

CREATE TABLE "support_tickets" (
  "id"                 UUID NOT NULL,
  "name"               TEXT NOT NULL,
  "email"              TEXT NOT NULL,
  "topic"              "support_topic" NOT NULL,
  "status"             "ticket_status" NOT NULL DEFAULT 'open',
  "user_id"            UUID,
  "message_ciphertext" BYTEA NOT NULL,
  "note_ciphertext"    BYTEA,
  "handled_by_user_id" UUID,
  "created_at"         TIMESTAMPTZ(6) NOT NULL,
  "updated_at"         TIMESTAMPTZ(6) NOT NULL,
  CONSTRAINT "support_tickets_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "support_tickets_status_created_at_idx" ON "support_tickets"("status", "created_at");
CREATE INDEX "support_tickets_created_at_idx" ON "support_tickets"("created_at");
-- The domain checks these first with clear messages; the database refuses anything that slipped past.
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_name_check" CHECK (char_length("name") BETWEEN 1 AND 120);
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_email_check" CHECK (char_length("email") BETWEEN 3 AND 254);

CREATE TABLE "audit_log" (
  "id"            UUID NOT NULL,
  "actor_user_id" UUID NOT NULL,
  "action"        TEXT NOT NULL,
  "subject_type"  TEXT NOT NULL,
  "subject_id"    TEXT NOT NULL,
  "at"            TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "audit_log_subject_type_subject_id_idx" ON "audit_log"("subject_type", "subject_id");

CREATE TABLE "rate_limits" (
  "key"          TEXT NOT NULL,
  "window_start" TIMESTAMPTZ(6) NOT NULL,
  "count"        INTEGER NOT NULL DEFAULT 0,
  CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key", "window_start")
);
CREATE INDEX "rate_limits_window_start_idx" ON "rate_limits"("window_start");
ALTER TABLE "rate_limits" ADD CONSTRAINT "rate_limits_count_check" CHECK ("count" >= 0);

-- Envelope encryption keys, copied from services/kit/sql/crypto.sql.
-- Envelope encryption keys (src/crypto/envelope.ts). Every service that encrypts personal data at rest has this
-- table in its own schema (same model in its schema.prisma); copy this file into the service's migration.
-- One row per owner and key version: the data key wrapped (AES-256-GCM) by the master key named by
-- master_key_id. Deleting an owner's rows makes everything encrypted for them unreadable (crypto-erasure).
CREATE TABLE IF NOT EXISTS "data_keys" (
  "id"            UUID NOT NULL,
  "owner_id"      TEXT NOT NULL,
  "version"       INTEGER NOT NULL,
  "master_key_id" TEXT NOT NULL,
  "wrapped_key"   BYTEA NOT NULL,
  "created_at"    TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "data_keys_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX IF NOT EXISTS "data_keys_owner_id_version_key" ON "data_keys"("owner_id", "version");

-- Transactional outbox and inbox, copied from services/kit/sql/outbox.sql.
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
