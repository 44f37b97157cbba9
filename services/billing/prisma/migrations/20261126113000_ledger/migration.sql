-- Therapist money (issue 11): the ledger per therapist, the payout account (its number sealed) and monthly payouts.

-- Envelope encryption keys, as in services/kit/sql/crypto.sql: the payout account number is sealed with the
-- therapist's data key; erasure deletes the key, so the sealed number can never be read again.
-- @kit crypto.sql from line 5

CREATE TYPE "ledger_kind" AS ENUM ('session_earned', 'commission', 'refund', 'payout');
CREATE TYPE "payout_method" AS ENUM ('stripe_connect', 'bank_transfer');
CREATE TYPE "payout_status" AS ENUM ('pending', 'paid', 'failed');

-- Append-only: a money fact writes its entries in its own transaction and nothing updates them. The balance is the
-- sum. entry_key names the fact and the kind ("payment:<id>:session_earned", "refund:<id>:commission",
-- "payout:<id>"), so a fact retried writes its entries once.
CREATE TABLE "ledger_entry" (
  "id"                UUID PRIMARY KEY,
  "therapist_user_id" UUID NOT NULL,
  "kind"              "ledger_kind" NOT NULL,
  "amount_minor"      BIGINT NOT NULL,
  "currency"          TEXT NOT NULL CHECK ("currency" ~ '^[A-Z]{3}$'),
  "booking_id"        UUID,
  "payment_id"        UUID,
  "refund_id"         UUID,
  "payout_id"         UUID,
  "entry_key"         TEXT NOT NULL,
  "occurred_at"       TIMESTAMPTZ(6) NOT NULL,
  -- The sign belongs to the kind: earnings add, refunds and payouts take; the commission takes on a payment and
  -- gives back on a refund. A zero entry is never written.
  CONSTRAINT "ledger_entry_sign_check" CHECK (
    ("kind" = 'session_earned' AND "amount_minor" > 0) OR
    ("kind" IN ('refund', 'payout') AND "amount_minor" < 0) OR
    ("kind" = 'commission' AND "amount_minor" <> 0)
  ),
  CONSTRAINT "ledger_entry_source_check" CHECK (
    ("kind" = 'payout' AND "payout_id" IS NOT NULL) OR ("kind" <> 'payout' AND "payment_id" IS NOT NULL)
  )
);
CREATE UNIQUE INDEX "ledger_entry_entry_key_key" ON "ledger_entry" ("entry_key");
CREATE INDEX "ledger_entry_therapist_user_id_occurred_at_idx" ON "ledger_entry" ("therapist_user_id", "occurred_at");

-- One per therapist. Only the last four digits are readable; the whole number is sealed (account_sealed).
CREATE TABLE "payout_account" (
  "therapist_user_id" UUID PRIMARY KEY,
  "country"           TEXT NOT NULL CHECK ("country" ~ '^[A-Z]{2}$'),
  "account_holder"    TEXT NOT NULL CHECK (length("account_holder") BETWEEN 2 AND 120),
  "account_sealed"    BYTEA NOT NULL,
  "account_last4"     TEXT NOT NULL CHECK ("account_last4" ~ '^[A-Z0-9]{4}$'),
  "method"            "payout_method" NOT NULL,
  -- Stripe Connect: the connected account made for it ("acct_…").
  "stripe_account_id" TEXT,
  "created_at"        TIMESTAMPTZ(6) NOT NULL,
  "updated_at"        TIMESTAMPTZ(6) NOT NULL,
  CONSTRAINT "payout_account_connect_check" CHECK ("method" = 'stripe_connect' OR "stripe_account_id" IS NULL)
);

-- One payout per therapist, month and currency: a round run twice (or by two replicas) finds the row and sends
-- nothing new. The Stripe transfer's idempotency key is the payout id. Staff marking a bank transfer paid is
-- recorded on the row itself (who, when, the bank's reference): the staff audit_log names payments only.
CREATE TABLE "payout" (
  "id"                 UUID PRIMARY KEY,
  "therapist_user_id"  UUID NOT NULL,
  "period"             TEXT NOT NULL CHECK ("period" ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  "amount_minor"       BIGINT NOT NULL CHECK ("amount_minor" > 0),
  "currency"           TEXT NOT NULL CHECK ("currency" ~ '^[A-Z]{3}$'),
  "method"             "payout_method" NOT NULL,
  "status"             "payout_status" NOT NULL,
  "stripe_transfer_id" TEXT,
  "reference"          TEXT NOT NULL DEFAULT '',
  "attempts"           INTEGER NOT NULL DEFAULT 0,
  "last_error"         TEXT NOT NULL DEFAULT '',
  "paid_by_user_id"    UUID,
  "created_at"         TIMESTAMPTZ(6) NOT NULL,
  "paid_at"            TIMESTAMPTZ(6),
  "updated_at"         TIMESTAMPTZ(6) NOT NULL,
  CONSTRAINT "payout_paid_check" CHECK ("status" <> 'paid' OR ("paid_at" IS NOT NULL AND "reference" <> '')),
  CONSTRAINT "payout_bank_paid_by_check" CHECK (
    "status" <> 'paid' OR "method" <> 'bank_transfer' OR "paid_by_user_id" IS NOT NULL
  )
);
CREATE UNIQUE INDEX "payout_therapist_user_id_period_currency_key"
  ON "payout" ("therapist_user_id", "period", "currency");
CREATE INDEX "payout_status_created_at_idx" ON "payout" ("status", "created_at");
