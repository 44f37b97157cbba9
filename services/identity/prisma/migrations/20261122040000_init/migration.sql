-- Identity's first schema. Hand-written to match prisma/schema.prisma exactly (names follow Prisma's own
-- conventions: <table>_pkey, <table>_<cols>_key, <table>_<cols>_idx, <table>_<col>_fkey);
-- test/schema-drift.int.test.ts checks the result against the schema. Checks that Prisma cannot express
-- are added at the end.

CREATE EXTENSION IF NOT EXISTS citext;

CREATE TYPE "role" AS ENUM ('client', 'therapist', 'partner', 'admin', 'superuser');

CREATE TYPE "onboarding_step" AS ENUM ('choose_path', 'client_details', 'therapist_details', 'done');

CREATE TABLE "users" (
  "id"                UUID NOT NULL,
  "email"             CITEXT NOT NULL,
  "email_verified_at" TIMESTAMPTZ(6),
  "display_name"      TEXT NOT NULL,
  "locale"            TEXT NOT NULL DEFAULT 'sr-Latn',
  "onboarding_step"   "onboarding_step" NOT NULL DEFAULT 'choose_path',
  "password_hash"     TEXT,
  "created_at"        TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updated_at"        TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

CREATE TABLE "user_roles" (
  "user_id"    UUID NOT NULL,
  "role"       "role" NOT NULL,
  "granted_by" UUID,
  "granted_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "user_roles_pkey" PRIMARY KEY ("user_id", "role")
);
CREATE INDEX "user_roles_role_idx" ON "user_roles"("role");

CREATE TABLE "sessions" (
  "id"           UUID NOT NULL,
  "user_id"      UUID NOT NULL,
  "token_hash"   TEXT NOT NULL,
  "user_agent"   TEXT NOT NULL DEFAULT '',
  "ip"           TEXT NOT NULL DEFAULT '',
  "created_at"   TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "last_seen_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "expires_at"   TIMESTAMPTZ(6) NOT NULL,
  "ended_at"     TIMESTAMPTZ(6),
  CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions"("token_hash");
CREATE INDEX "sessions_user_id_idx" ON "sessions"("user_id");

CREATE TABLE "email_links" (
  "id"         UUID NOT NULL,
  "user_id"    UUID NOT NULL,
  "email"      CITEXT NOT NULL,
  "token_hash" TEXT NOT NULL,
  "next_path"  TEXT,
  "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "expires_at" TIMESTAMPTZ(6) NOT NULL,
  "used_at"    TIMESTAMPTZ(6),
  CONSTRAINT "email_links_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "email_links_token_hash_key" ON "email_links"("token_hash");
CREATE INDEX "email_links_user_id_idx" ON "email_links"("user_id");

CREATE TABLE "mobile_handoffs" (
  "id"         UUID NOT NULL,
  "user_id"    UUID NOT NULL,
  "code_hash"  TEXT NOT NULL,
  "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "expires_at" TIMESTAMPTZ(6) NOT NULL,
  "used_at"    TIMESTAMPTZ(6),
  CONSTRAINT "mobile_handoffs_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "mobile_handoffs_code_hash_key" ON "mobile_handoffs"("code_hash");
CREATE INDEX "mobile_handoffs_user_id_idx" ON "mobile_handoffs"("user_id");

CREATE TABLE "rate_limits" (
  "key"          TEXT NOT NULL,
  "window_start" TIMESTAMPTZ(6) NOT NULL,
  "count"        INTEGER NOT NULL DEFAULT 0,
  CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key", "window_start")
);
CREATE INDEX "rate_limits_window_start_idx" ON "rate_limits"("window_start");

CREATE TABLE "outgoing_mail" (
  "id"         UUID NOT NULL,
  "to"         CITEXT NOT NULL,
  "subject"    TEXT NOT NULL,
  "text"       TEXT NOT NULL,
  "link"       TEXT,
  "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "outgoing_mail_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "outgoing_mail_to_created_at_idx" ON "outgoing_mail"("to", "created_at");

ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_fkey"
  FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey"
  FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "email_links" ADD CONSTRAINT "email_links_user_id_fkey"
  FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "mobile_handoffs" ADD CONSTRAINT "mobile_handoffs_user_id_fkey"
  FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Beyond Prisma: rules the database keeps even if code forgets them.
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("locale" IN ('sr-Latn', 'sr-Cyrl', 'en'));
ALTER TABLE "users" ADD CONSTRAINT "users_display_name_check" CHECK (char_length("display_name") BETWEEN 1 AND 80);
ALTER TABLE "rate_limits" ADD CONSTRAINT "rate_limits_count_check" CHECK ("count" >= 0);
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_expiry_check" CHECK ("expires_at" > "created_at");

-- Transactional outbox and inbox, copied from services/kit/sql/outbox.sql.
-- @kit outbox.sql from line 4
