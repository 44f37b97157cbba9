-- The sessions service's first slice: the read model of confirmed bookings, couples partners, who entered each
-- call, the therapist's sealed notes, envelope keys, outbox/inbox.

CREATE TYPE "session_status" AS ENUM ('scheduled', 'open', 'ended', 'cancelled');
CREATE TYPE "participant_role" AS ENUM ('client', 'partner', 'therapist');

CREATE TABLE "sessions" (
  "id"                UUID NOT NULL,
  "relationship_id"   UUID,
  "therapist_user_id" UUID NOT NULL,
  "client_user_id"    UUID NOT NULL,
  "starts_at"         TIMESTAMPTZ(6) NOT NULL,
  "ends_at"           TIMESTAMPTZ(6) NOT NULL,
  "status"            "session_status" NOT NULL DEFAULT 'scheduled',
  "opened_at"         TIMESTAMPTZ(6),
  "ended_at"          TIMESTAMPTZ(6),
  "ended_by"          TEXT,
  "client_joined"     BOOLEAN NOT NULL DEFAULT false,
  "source_updated_at" TIMESTAMPTZ(6),
  "created_at"        TIMESTAMPTZ(6) NOT NULL,
  CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "sessions_therapist_user_id_idx" ON "sessions"("therapist_user_id");
CREATE INDEX "sessions_client_user_id_idx" ON "sessions"("client_user_id");
CREATE INDEX "sessions_relationship_id_idx" ON "sessions"("relationship_id");
CREATE INDEX "sessions_status_ends_at_idx" ON "sessions"("status", "ends_at");
-- The flows keep these; the database refuses anything that slipped past.
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_times_check" CHECK ("ends_at" >= "starts_at");
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_ended_check"
  CHECK (("status" = 'ended') = ("ended_at" IS NOT NULL AND "ended_by" IN ('therapist', 'time')));

CREATE TABLE "relationship_partners" (
  "relationship_id" UUID NOT NULL,
  "partner_user_id" UUID NOT NULL,
  "joined_at"       TIMESTAMPTZ(6) NOT NULL,
  CONSTRAINT "relationship_partners_pkey" PRIMARY KEY ("relationship_id")
);
CREATE INDEX "relationship_partners_partner_user_id_idx" ON "relationship_partners"("partner_user_id");

CREATE TABLE "participations" (
  "id"         UUID NOT NULL,
  "session_id" UUID NOT NULL,
  "user_id"    UUID NOT NULL,
  "role"       "participant_role" NOT NULL,
  "joined_at"  TIMESTAMPTZ(6) NOT NULL,
  "left_at"    TIMESTAMPTZ(6),
  CONSTRAINT "participations_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "participations_session_id_user_id_idx" ON "participations"("session_id", "user_id");
CREATE INDEX "participations_user_id_idx" ON "participations"("user_id");
ALTER TABLE "participations" ADD CONSTRAINT "participations_session_id_fkey"
  FOREIGN KEY ("session_id") REFERENCES "sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "session_notes" (
  "session_id"        UUID NOT NULL,
  "therapist_user_id" UUID NOT NULL,
  "text_ciphertext"   BYTEA NOT NULL,
  "version"           INTEGER NOT NULL,
  "updated_at"        TIMESTAMPTZ(6) NOT NULL,
  CONSTRAINT "session_notes_pkey" PRIMARY KEY ("session_id")
);
CREATE INDEX "session_notes_therapist_user_id_idx" ON "session_notes"("therapist_user_id");
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_session_id_fkey"
  FOREIGN KEY ("session_id") REFERENCES "sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_version_check" CHECK ("version" >= 1);

-- Envelope encryption keys, copied from services/kit/sql/crypto.sql.
-- @kit crypto.sql

-- Transactional outbox and inbox, copied from services/kit/sql/outbox.sql.
-- @kit outbox.sql
