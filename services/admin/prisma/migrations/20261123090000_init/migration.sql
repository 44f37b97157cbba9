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
-- @kit crypto.sql

-- Transactional outbox and inbox, copied from services/kit/sql/outbox.sql.
-- @kit outbox.sql
