-- Issue 13, notices: identity turns other services' facts into e-mail (src/notices). Everything here names a
-- person by their user id only; erasure removes it (src/store/erasure.ts), most of it by cascade from users.

-- The optional kinds a person turned on or off; no row means on (the default).
CREATE TABLE "notice_preferences" (
  "user_id"    UUID NOT NULL,
  "kind"       TEXT NOT NULL,
  "enabled"    BOOLEAN NOT NULL,
  "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "notice_preferences_pkey" PRIMARY KEY ("user_id", "kind"),
  CONSTRAINT "notice_preferences_kind_check" CHECK ("kind" IN ('reminders', 'new_message', 'review_request')),
  CONSTRAINT "notice_preferences_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- One unsubscribe token per person and kind (RFC 8058 links). Looked up by its sha256; the token itself is sealed
-- with the person's data key so the next mail can carry the same link, and it opens nothing once the key is gone.
CREATE TABLE "notice_unsubscribe_tokens" (
  "user_id"      UUID NOT NULL,
  "kind"         TEXT NOT NULL,
  "token_hash"   TEXT NOT NULL,
  "token_sealed" BYTEA NOT NULL,
  "created_at"   TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "notice_unsubscribe_tokens_pkey" PRIMARY KEY ("user_id", "kind"),
  CONSTRAINT "notice_unsubscribe_tokens_kind_check" CHECK ("kind" IN ('reminders', 'new_message', 'review_request')),
  CONSTRAINT "notice_unsubscribe_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "notice_unsubscribe_tokens_token_hash_key" ON "notice_unsubscribe_tokens"("token_hash");

-- The reminders of confirmed sessions (24 h and 1 h before), written by the booking consumers and sent by the
-- scheduler, which claims due rows with FOR UPDATE SKIP LOCKED and marks them sent in the mail's transaction.
CREATE TABLE "notice_reminders" (
  "booking_id"        UUID NOT NULL,
  "lead"              TEXT NOT NULL,
  "due_at"            TIMESTAMPTZ(6) NOT NULL,
  "starts_at"         TIMESTAMPTZ(6) NOT NULL,
  "client_user_id"    UUID NOT NULL,
  "therapist_user_id" UUID NOT NULL,
  "relationship_id"   UUID,
  "sent_at"           TIMESTAMPTZ(6),
  CONSTRAINT "notice_reminders_pkey" PRIMARY KEY ("booking_id", "lead"),
  CONSTRAINT "notice_reminders_lead_check" CHECK ("lead" IN ('24h', '1h'))
);
-- The scheduler's only query: unsent reminders that are due.
CREATE INDEX "notice_reminders_due_idx" ON "notice_reminders"("due_at") WHERE "sent_at" IS NULL;
CREATE INDEX "notice_reminders_client_user_id_idx" ON "notice_reminders"("client_user_id");
CREATE INDEX "notice_reminders_therapist_user_id_idx" ON "notice_reminders"("therapist_user_id");

-- The newest fact seen about each booking (confirmed, rescheduled, cancelled): a fact older than it (redelivered
-- after a failure, behind a newer one) changes no reminder and sends no mail, and a cancelled booking stays
-- cancelled, so a late confirmation cannot bring its reminders back. Only a booking id and times: nothing personal.
CREATE TABLE "notice_bookings" (
  "booking_id"   UUID NOT NULL,
  "starts_at"    TIMESTAMPTZ(6) NOT NULL,
  "fact_at"      TIMESTAMPTZ(6) NOT NULL,
  "cancelled_at" TIMESTAMPTZ(6),
  CONSTRAINT "notice_bookings_pkey" PRIMARY KEY ("booking_id")
);

-- When a person was last e-mailed about a conversation: at most one new-message mail per conversation per hour.
CREATE TABLE "notice_message_throttle" (
  "conversation_id" UUID NOT NULL,
  "user_id"         UUID NOT NULL,
  "last_sent_at"    TIMESTAMPTZ(6) NOT NULL,
  CONSTRAINT "notice_message_throttle_pkey" PRIMARY KEY ("conversation_id", "user_id"),
  CONSTRAINT "notice_message_throttle_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- Read model from booking.relationship.partner_joined.v1: the partner of a couples relationship gets its reminders.
CREATE TABLE "notice_relationship_partners" (
  "relationship_id" UUID NOT NULL,
  "partner_user_id" UUID NOT NULL,
  "joined_at"       TIMESTAMPTZ(6) NOT NULL,
  CONSTRAINT "notice_relationship_partners_pkey" PRIMARY KEY ("relationship_id", "partner_user_id")
);
CREATE INDEX "notice_relationship_partners_partner_user_id_idx" ON "notice_relationship_partners"("partner_user_id");

-- Read model from therapists.profile.updated.v1 (public facts only): the name a client's mail names, the zone the
-- therapist's times are shown in, and the slug of the public page where reviews are written.
CREATE TABLE "notice_therapists" (
  "user_id"      UUID NOT NULL,
  "profile_id"   UUID NOT NULL,
  "display_name" TEXT NOT NULL,
  "slug"         TEXT NOT NULL,
  "time_zone"    TEXT NOT NULL,
  "updated_at"   TIMESTAMPTZ(6) NOT NULL,
  CONSTRAINT "notice_therapists_pkey" PRIMARY KEY ("user_id")
);

-- Staff actions in identity that are not a role grant (which user_roles.granted_by records): today a mail resend.
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
