-- Saved cards (issue 11): the one Stripe Customer of each client, made lazily the first time they add a card or
-- pay by card. Only the pairing is ours: the cards themselves live at Stripe and are read from it on demand.
-- One customer per person (primary key) and one person per customer (unique), so a race that made two rows
-- could never split someone's cards; Stripe's idempotency key on the create makes the racers agree anyway.

CREATE TABLE "stripe_customer" (
  "user_id"            UUID PRIMARY KEY,
  "stripe_customer_id" TEXT NOT NULL CHECK ("stripe_customer_id" ~ '^cus_[A-Za-z0-9]+$'),
  "created_at"         TIMESTAMPTZ(6) NOT NULL
);
CREATE UNIQUE INDEX "stripe_customer_stripe_customer_id_key" ON "stripe_customer" ("stripe_customer_id");
