-- Billing's first schema: payments (card through Stripe Checkout first), the Stripe events already handled, and
-- the kit's outbox and inbox. A payment names nobody: ids, amounts, statuses and Stripe's ids only.

CREATE TYPE "payment_status" AS ENUM ('pending', 'succeeded', 'cancelled', 'refunded', 'partially_refunded');
CREATE TYPE "payment_method" AS ENUM ('card', 'ips');

CREATE TABLE "payment" (
  "id"                          UUID PRIMARY KEY,
  "booking_id"                  UUID NOT NULL,
  "client_user_id"              UUID NOT NULL,
  "therapist_user_id"           UUID NOT NULL,
  "method"                      "payment_method" NOT NULL,
  "status"                      "payment_status" NOT NULL,
  "amount_minor"                BIGINT NOT NULL CHECK ("amount_minor" > 0),
  "currency"                    TEXT NOT NULL CHECK ("currency" ~ '^[A-Z]{3}$'),
  "stripe_checkout_session_id"  TEXT,
  "stripe_checkout_url"         TEXT,
  "stripe_checkout_expires_at"  TIMESTAMPTZ(6),
  "stripe_payment_intent_id"    TEXT,
  "failure_code"                TEXT NOT NULL DEFAULT '',
  "refunded_minor"              BIGINT NOT NULL DEFAULT 0 CHECK ("refunded_minor" >= 0),
  "created_at"                  TIMESTAMPTZ(6) NOT NULL,
  "paid_at"                     TIMESTAMPTZ(6),
  "updated_at"                  TIMESTAMPTZ(6) NOT NULL
);
CREATE UNIQUE INDEX "payment_stripe_checkout_session_id_key" ON "payment" ("stripe_checkout_session_id");
CREATE INDEX "payment_booking_id_created_at_idx" ON "payment" ("booking_id", "created_at");
CREATE INDEX "payment_client_user_id_created_at_idx" ON "payment" ("client_user_id", "created_at");
CREATE INDEX "payment_stripe_payment_intent_id_idx" ON "payment" ("stripe_payment_intent_id");
-- One open card payment per booking: two concurrent starts cannot both open a checkout that counts.
CREATE UNIQUE INDEX "payment_one_open_card_per_booking" ON "payment" ("booking_id")
  WHERE "method" = 'card' AND "status" = 'pending';

CREATE TABLE "stripe_event" (
  "id"          TEXT PRIMARY KEY,
  "type"        TEXT NOT NULL,
  "received_at" TIMESTAMPTZ(6) NOT NULL
);

-- Transactional outbox and inbox, from services/kit/sql/outbox.sql.

-- @kit outbox.sql
