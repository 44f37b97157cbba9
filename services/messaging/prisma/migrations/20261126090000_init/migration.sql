-- The messaging service's first slice: conversations per relationship, sealed messages and attachments, read
-- receipts, presence, therapists' reply promises, reports with their audit log, envelope keys, outbox/inbox.

CREATE TYPE "member_role" AS ENUM ('client', 'partner', 'therapist');
CREATE TYPE "report_status" AS ENUM ('open', 'resolved');

CREATE TABLE "conversations" (
  "id"              UUID NOT NULL,
  "relationship_id" UUID NOT NULL,
  "closed_at"       TIMESTAMPTZ(6),
  "state_at"        TIMESTAMPTZ(6) NOT NULL,
  "last_message_at" TIMESTAMPTZ(6),
  "created_at"      TIMESTAMPTZ(6) NOT NULL,
  CONSTRAINT "conversations_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "conversations_relationship_id_key" ON "conversations"("relationship_id");

CREATE TABLE "conversation_members" (
  "conversation_id"      UUID NOT NULL,
  "user_id"              UUID NOT NULL,
  "role"                 "member_role" NOT NULL,
  "last_read_message_id" UUID,
  "joined_at"            TIMESTAMPTZ(6) NOT NULL,
  CONSTRAINT "conversation_members_pkey" PRIMARY KEY ("conversation_id", "user_id")
);
CREATE INDEX "conversation_members_user_id_idx" ON "conversation_members"("user_id");
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_conversation_id_fkey"
  FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "messages" (
  "id"                UUID NOT NULL,
  "conversation_id"   UUID NOT NULL,
  "sender_user_id"    UUID NOT NULL,
  "client_message_id" TEXT NOT NULL,
  "text_ciphertext"   BYTEA NOT NULL,
  "sent_at"           TIMESTAMPTZ(6) NOT NULL,
  CONSTRAINT "messages_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "messages_sender_user_id_client_message_id_key" ON "messages"("sender_user_id", "client_message_id");
CREATE INDEX "messages_conversation_id_id_idx" ON "messages"("conversation_id", "id");
CREATE INDEX "messages_sender_user_id_sent_at_idx" ON "messages"("sender_user_id", "sent_at");
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_fkey"
  FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- The domain checks these first with clear messages; the database refuses anything that slipped past.
ALTER TABLE "messages" ADD CONSTRAINT "messages_client_message_id_check" CHECK (char_length("client_message_id") BETWEEN 1 AND 100);

CREATE TABLE "attachments" (
  "id"                   UUID NOT NULL,
  "conversation_id"      UUID NOT NULL,
  "uploader_user_id"     UUID NOT NULL,
  "message_id"           UUID,
  "file_name_ciphertext" BYTEA NOT NULL,
  "content_type"         TEXT NOT NULL,
  "size_bytes"           INTEGER NOT NULL,
  "content_ciphertext"   BYTEA NOT NULL,
  "created_at"           TIMESTAMPTZ(6) NOT NULL,
  CONSTRAINT "attachments_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "attachments_message_id_idx" ON "attachments"("message_id");
CREATE INDEX "attachments_uploader_user_id_created_at_idx" ON "attachments"("uploader_user_id", "created_at");
CREATE INDEX "attachments_created_at_idx" ON "attachments"("created_at");
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_conversation_id_fkey"
  FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_message_id_fkey"
  FOREIGN KEY ("message_id") REFERENCES "messages"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_content_type_check"
  CHECK ("content_type" IN ('image/png', 'image/jpeg', 'image/webp', 'application/pdf'));
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_size_bytes_check" CHECK ("size_bytes" BETWEEN 1 AND 10485760);

CREATE TABLE "message_reports" (
  "id"                         UUID NOT NULL,
  "message_id"                 UUID NOT NULL,
  "conversation_id"            UUID NOT NULL,
  "reporter_user_id"           UUID NOT NULL,
  "sender_user_id"             UUID NOT NULL,
  "status"                     "report_status" NOT NULL DEFAULT 'open',
  "reason_ciphertext"          BYTEA NOT NULL,
  "resolution_note_ciphertext" BYTEA,
  "resolved_by_user_id"        UUID,
  "created_at"                 TIMESTAMPTZ(6) NOT NULL,
  "resolved_at"                TIMESTAMPTZ(6),
  CONSTRAINT "message_reports_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "message_reports_status_created_at_idx" ON "message_reports"("status", "created_at");
CREATE INDEX "message_reports_message_id_reporter_user_id_idx" ON "message_reports"("message_id", "reporter_user_id");
CREATE INDEX "message_reports_reporter_user_id_idx" ON "message_reports"("reporter_user_id");
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_message_id_fkey"
  FOREIGN KEY ("message_id") REFERENCES "messages"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_not_own_check" CHECK ("reporter_user_id" <> "sender_user_id");

CREATE TABLE "presence" (
  "user_id"      UUID NOT NULL,
  "online_until" TIMESTAMPTZ(6) NOT NULL,
  CONSTRAINT "presence_pkey" PRIMARY KEY ("user_id")
);

CREATE TABLE "reply_promises" (
  "therapist_user_id"   UUID NOT NULL,
  "answer_within_hours" INTEGER NOT NULL,
  "days"                INTEGER[],
  "start_minute"        INTEGER NOT NULL,
  "end_minute"          INTEGER NOT NULL,
  "time_zone"           TEXT NOT NULL,
  "updated_at"          TIMESTAMPTZ(6) NOT NULL,
  CONSTRAINT "reply_promises_pkey" PRIMARY KEY ("therapist_user_id")
);
ALTER TABLE "reply_promises" ADD CONSTRAINT "reply_promises_hours_check" CHECK ("answer_within_hours" BETWEEN 1 AND 168);
ALTER TABLE "reply_promises" ADD CONSTRAINT "reply_promises_minutes_check"
  CHECK ("start_minute" >= 0 AND "start_minute" < "end_minute" AND "end_minute" <= 1440);

CREATE TABLE "audit_log" (
  "id"            UUID NOT NULL,
  "actor_user_id" UUID NOT NULL,
  "action"        TEXT NOT NULL,
  "subject_type"  TEXT NOT NULL,
  "subject_id"    TEXT NOT NULL,
  "detail"        TEXT NOT NULL DEFAULT '',
  "at"            TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "audit_log_subject_type_subject_id_idx" ON "audit_log"("subject_type", "subject_id");

-- Envelope encryption keys, copied from services/kit/sql/crypto.sql.
-- @kit crypto.sql

-- Transactional outbox and inbox, copied from services/kit/sql/outbox.sql.
-- @kit outbox.sql
