-- Issue 9, staff sign-in with a second factor: TOTP per account (secret sealed with the account's data key),
-- one-time recovery codes (hashes only), and whether each session passed the second factor.

-- Envelope encryption keys, as in services/kit/sql/crypto.sql.
-- @kit crypto.sql from line 5

CREATE TABLE "totp_factors" (
  "user_id"       UUID NOT NULL,
  "secret_sealed" BYTEA NOT NULL,
  "created_at"    TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "confirmed_at"  TIMESTAMPTZ(6),
  "last_step"     BIGINT,
  CONSTRAINT "totp_factors_pkey" PRIMARY KEY ("user_id"),
  CONSTRAINT "totp_factors_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE TABLE "recovery_codes" (
  "id"         UUID NOT NULL,
  "user_id"    UUID NOT NULL,
  "code_hash"  TEXT NOT NULL,
  "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "used_at"    TIMESTAMPTZ(6),
  CONSTRAINT "recovery_codes_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "recovery_codes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "recovery_codes_code_hash_key" ON "recovery_codes"("code_hash");
CREATE INDEX "recovery_codes_user_id_idx" ON "recovery_codes"("user_id");

ALTER TABLE "sessions" ADD COLUMN "second_factor_at" TIMESTAMPTZ(6);
