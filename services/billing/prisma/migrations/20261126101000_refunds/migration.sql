-- Refunds (issue 11): money going back for a payment, one row per asking event. 'requested' is written before
-- Stripe is called and 'issued' after; a 'requested' row is retried with the same idempotency key.

CREATE TYPE "refund_status" AS ENUM ('requested', 'issued', 'failed');

CREATE TABLE "refund" (
  "id"               UUID PRIMARY KEY,
  "payment_id"       UUID NOT NULL REFERENCES "payment" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
  "booking_id"       UUID NOT NULL,
  "reason"           TEXT NOT NULL CHECK ("reason" IN ('booking_cancelled', 'payment_rejected')),
  "idempotency_key"  TEXT NOT NULL,
  "amount_minor"     BIGINT NOT NULL CHECK ("amount_minor" > 0),
  "currency"         TEXT NOT NULL CHECK ("currency" ~ '^[A-Z]{3}$'),
  "status"           "refund_status" NOT NULL,
  "stripe_refund_id" TEXT,
  "attempts"         INTEGER NOT NULL DEFAULT 0,
  "last_error"       TEXT NOT NULL DEFAULT '',
  "created_at"       TIMESTAMPTZ(6) NOT NULL,
  "issued_at"        TIMESTAMPTZ(6),
  "updated_at"       TIMESTAMPTZ(6) NOT NULL
);
CREATE UNIQUE INDEX "refund_idempotency_key_key" ON "refund" ("idempotency_key");
CREATE INDEX "refund_payment_id_idx" ON "refund" ("payment_id");
CREATE INDEX "refund_status_created_at_idx" ON "refund" ("status", "created_at");
