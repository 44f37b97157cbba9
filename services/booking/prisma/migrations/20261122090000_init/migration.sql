-- Booking's first schema. The exclusion constraint on "booking" is the last guard against double-booking: whatever
-- the application checked before, two active bookings (held, offered, awaiting payment, confirmed) of one therapist
-- can never overlap, buffers included. Concurrent attempts on one slot give exactly one winner.

CREATE EXTENSION IF NOT EXISTS btree_gist;

CREATE TYPE "booking_status" AS ENUM (
  'held', 'offered', 'awaiting_payment', 'confirmed', 'completed', 'no_show', 'cancelled', 'expired'
);

CREATE TABLE "therapist" (
  "profile_id"           UUID PRIMARY KEY,
  "user_id"              UUID NOT NULL,
  "slug"                 TEXT NOT NULL,
  "display_name"         TEXT NOT NULL,
  "title"                TEXT NOT NULL,
  "time_zone"            TEXT NOT NULL,
  "session_types"        JSONB NOT NULL,
  "specialties"          TEXT[],
  "languages"            TEXT[],
  "individual_rsd_minor" BIGINT,
  "public"               BOOLEAN NOT NULL,
  "source_at"            TIMESTAMPTZ(6) NOT NULL,
  "first_free_slot_at"   TIMESTAMPTZ(6),
  "free_checked_at"      TIMESTAMPTZ(6)
);
CREATE UNIQUE INDEX "therapist_user_id_key" ON "therapist" ("user_id");
CREATE UNIQUE INDEX "therapist_slug_key" ON "therapist" ("slug");

CREATE TABLE "availability" (
  "therapist_user_id"       UUID PRIMARY KEY,
  "time_zone"               TEXT NOT NULL,
  "weekly"                  JSONB NOT NULL,
  "breaks"                  JSONB NOT NULL,
  "overrides"               JSONB NOT NULL,
  "buffer_before_minutes"   INTEGER NOT NULL CHECK ("buffer_before_minutes" BETWEEN 0 AND 240),
  "buffer_after_minutes"    INTEGER NOT NULL CHECK ("buffer_after_minutes" BETWEEN 0 AND 240),
  "minimum_notice_minutes"  INTEGER NOT NULL CHECK ("minimum_notice_minutes" >= 0),
  "horizon_days"            INTEGER NOT NULL CHECK ("horizon_days" BETWEEN 1 AND 366),
  "slot_step_minutes"       INTEGER NOT NULL CHECK ("slot_step_minutes" > 0),
  "cancel_window_hours"     INTEGER NOT NULL CHECK ("cancel_window_hours" >= 0),
  "reschedule_window_hours" INTEGER NOT NULL CHECK ("reschedule_window_hours" >= 0),
  "late_cancel"             TEXT NOT NULL CHECK ("late_cancel" IN ('not_allowed', 'no_refund', 'half_refund')),
  "updated_at"              TIMESTAMPTZ(6) NOT NULL DEFAULT now()
);

CREATE TABLE "booking" (
  "id"                      UUID PRIMARY KEY,
  "therapist_profile_id"    UUID NOT NULL,
  "therapist_user_id"       UUID NOT NULL,
  "client_user_id"          UUID NOT NULL,
  "client_name"             TEXT NOT NULL,
  "kind"                    TEXT NOT NULL CHECK ("kind" IN ('individual', 'couples', 'first_consultation')),
  "status"                  "booking_status" NOT NULL,
  "starts_at"               TIMESTAMPTZ(6) NOT NULL,
  "ends_at"                 TIMESTAMPTZ(6) NOT NULL,
  "blocked_start"           TIMESTAMPTZ(6) NOT NULL,
  "blocked_end"             TIMESTAMPTZ(6) NOT NULL,
  "expires_at"              TIMESTAMPTZ(6),
  "price_minor"             BIGINT NOT NULL CHECK ("price_minor" >= 0),
  "currency"                TEXT NOT NULL CHECK ("currency" IN ('RSD', 'EUR')),
  "cancel_window_hours"     INTEGER NOT NULL,
  "reschedule_window_hours" INTEGER NOT NULL,
  "late_cancel"             TEXT NOT NULL,
  "relationship_id"         UUID,
  "cancelled_by"            TEXT,
  "refund_percent"          INTEGER NOT NULL DEFAULT 0 CHECK ("refund_percent" BETWEEN 0 AND 100),
  "waitlist_entry_id"       UUID,
  "created_at"              TIMESTAMPTZ(6) NOT NULL DEFAULT now(),
  "updated_at"              TIMESTAMPTZ(6) NOT NULL DEFAULT now(),
  CHECK ("ends_at" > "starts_at"),
  CHECK ("blocked_start" <= "starts_at" AND "blocked_end" >= "ends_at"),
  -- Holds and offers always expire; nothing else does.
  CHECK (("status" IN ('held', 'offered', 'awaiting_payment')) = ("expires_at" IS NOT NULL)),
  CONSTRAINT "booking_no_overlap" EXCLUDE USING gist (
    "therapist_user_id" WITH =,
    tstzrange("blocked_start", "blocked_end", '[)') WITH &&
  ) WHERE ("status" IN ('held', 'offered', 'awaiting_payment', 'confirmed'))
);
CREATE INDEX "booking_therapist_user_id_starts_at_idx" ON "booking" ("therapist_user_id", "starts_at");
CREATE INDEX "booking_client_user_id_starts_at_idx" ON "booking" ("client_user_id", "starts_at");
-- The sweeper's query: what is about to expire.
CREATE INDEX "booking_expiring_idx" ON "booking" ("expires_at")
  WHERE "status" IN ('held', 'offered', 'awaiting_payment');

CREATE TABLE "booking_change" (
  "id"             UUID PRIMARY KEY,
  "booking_id"     UUID NOT NULL REFERENCES "booking" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
  "at"             TIMESTAMPTZ(6) NOT NULL,
  "by"             TEXT NOT NULL,
  "action"         TEXT NOT NULL,
  "from_starts_at" TIMESTAMPTZ(6),
  "to_starts_at"   TIMESTAMPTZ(6),
  "reason"         TEXT NOT NULL DEFAULT ''
);
CREATE INDEX "booking_change_booking_id_at_idx" ON "booking_change" ("booking_id", "at");

CREATE TABLE "relationship" (
  "id"                   UUID PRIMARY KEY,
  "therapist_profile_id" UUID NOT NULL,
  "therapist_user_id"    UUID NOT NULL,
  "client_user_id"       UUID NOT NULL,
  "client_name"          TEXT NOT NULL,
  "partner_user_id"      UUID,
  "partner_name"         TEXT,
  "created_at"           TIMESTAMPTZ(6) NOT NULL DEFAULT now(),
  CHECK ("partner_user_id" IS NULL OR "partner_user_id" <> "client_user_id")
);
CREATE UNIQUE INDEX "relationship_client_user_id_therapist_user_id_key"
  ON "relationship" ("client_user_id", "therapist_user_id");
CREATE INDEX "relationship_partner_user_id_idx" ON "relationship" ("partner_user_id");
CREATE INDEX "relationship_therapist_user_id_idx" ON "relationship" ("therapist_user_id");

CREATE TABLE "partner_invitation" (
  "relationship_id" UUID PRIMARY KEY REFERENCES "relationship" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
  "token_hash"      BYTEA NOT NULL,
  "status"          TEXT NOT NULL CHECK ("status" IN ('pending', 'accepted', 'revoked')),
  "expires_at"      TIMESTAMPTZ(6) NOT NULL,
  "created_at"      TIMESTAMPTZ(6) NOT NULL DEFAULT now(),
  "accepted_at"     TIMESTAMPTZ(6)
);

CREATE TABLE "waitlist_entry" (
  "id"                   UUID PRIMARY KEY,
  "therapist_profile_id" UUID NOT NULL,
  "client_user_id"       UUID NOT NULL,
  "client_name"          TEXT NOT NULL,
  "kind"                 TEXT NOT NULL,
  "created_at"           TIMESTAMPTZ(6) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX "waitlist_entry_therapist_profile_id_client_user_id_key"
  ON "waitlist_entry" ("therapist_profile_id", "client_user_id");
CREATE INDEX "waitlist_entry_client_user_id_idx" ON "waitlist_entry" ("client_user_id");

CREATE TABLE "calendar_feed" (
  "user_id"    UUID PRIMARY KEY,
  "token"      TEXT NOT NULL,
  "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX "calendar_feed_token_key" ON "calendar_feed" ("token");

-- Transactional outbox and inbox, copied from services/kit/sql/outbox.sql.

-- @kit outbox.sql from line 4
