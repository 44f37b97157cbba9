-- Invoices and credit notes, numbered per series and calendar year (Belgrade) without gaps; the buyer details a
-- client saves; on a payment, who its invoice will name and the session it pays for (taken when it starts).

ALTER TABLE "payment"
  ADD COLUMN "buyer_name"        TEXT NOT NULL DEFAULT '',
  ADD COLUMN "buyer_pib"         TEXT NOT NULL DEFAULT '',
  ADD COLUMN "service_starts_at" TIMESTAMPTZ(6),
  ADD COLUMN "service_minutes"   INTEGER NOT NULL DEFAULT 0;

CREATE TYPE "invoice_kind" AS ENUM ('invoice', 'credit_note');

-- One row per (series, year): `next` is the number the next issue takes, incremented by an upsert in the issuing
-- transaction (the row lock serialises concurrent issues; a rollback gives the number back).
CREATE TABLE "invoice_counter" (
  "series" TEXT NOT NULL,
  "year"   INTEGER NOT NULL,
  "next"   INTEGER NOT NULL CHECK ("next" > 0),
  PRIMARY KEY ("series", "year")
);

CREATE TABLE "invoice" (
  "id"                  UUID PRIMARY KEY,
  "kind"                "invoice_kind" NOT NULL,
  "series"              TEXT NOT NULL,
  "year"                INTEGER NOT NULL,
  "seq"                 INTEGER NOT NULL CHECK ("seq" > 0),
  "number"              TEXT NOT NULL,
  "payment_id"          UUID NOT NULL,
  "refund_id"           UUID,
  "corrects_invoice_id" UUID,
  "corrects_number"     TEXT NOT NULL DEFAULT '',
  "booking_id"          UUID NOT NULL,
  "client_user_id"      UUID NOT NULL,
  "issuer_name"         TEXT NOT NULL,
  "issuer_address"      TEXT NOT NULL,
  "issuer_pib"          TEXT NOT NULL,
  "issuer_mb"           TEXT NOT NULL,
  "buyer_name"          TEXT NOT NULL,
  "buyer_pib"           TEXT NOT NULL DEFAULT '',
  "service_text"        TEXT NOT NULL,
  "service_date"        TEXT NOT NULL,
  "amount_minor"        BIGINT NOT NULL CHECK ("amount_minor" > 0),
  "currency"            TEXT NOT NULL CHECK ("currency" ~ '^[A-Z]{3}$'),
  "vat_note"            TEXT NOT NULL,
  "issue_place"         TEXT NOT NULL,
  "issued_at"           TIMESTAMPTZ(6) NOT NULL
);
CREATE UNIQUE INDEX "invoice_number_key" ON "invoice" ("number");
CREATE UNIQUE INDEX "invoice_series_year_seq_key" ON "invoice" ("series", "year", "seq");
CREATE UNIQUE INDEX "invoice_refund_id_key" ON "invoice" ("refund_id");
CREATE INDEX "invoice_client_user_id_issued_at_idx" ON "invoice" ("client_user_id", "issued_at");
CREATE INDEX "invoice_payment_id_idx" ON "invoice" ("payment_id");
-- One invoice per payment, whatever the redelivery.
CREATE UNIQUE INDEX "invoice_one_per_payment" ON "invoice" ("payment_id") WHERE "kind" = 'invoice';

CREATE TABLE "billing_details" (
  "user_id"    UUID PRIMARY KEY,
  "buyer_name" TEXT NOT NULL,
  "buyer_pib"  TEXT NOT NULL DEFAULT '',
  "updated_at" TIMESTAMPTZ(6) NOT NULL
);
