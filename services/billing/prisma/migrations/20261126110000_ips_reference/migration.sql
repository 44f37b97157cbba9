-- IPS QR bank payments (issue 11): the model 97 reference a transfer must carry ("97" is not stored: two check
-- digits and the number), unique, so a statement line names at most one payment. Numbers come from a sequence.

ALTER TABLE "payment" ADD COLUMN "ips_reference" TEXT;
CREATE UNIQUE INDEX "payment_ips_reference_key" ON "payment" ("ips_reference");
ALTER TABLE "payment" ADD CONSTRAINT "payment_ips_reference_check"
  CHECK (("method" = 'ips') = ("ips_reference" IS NOT NULL) AND ("ips_reference" IS NULL OR "ips_reference" ~ '^\d{3,22}$'));
CREATE SEQUENCE "ips_reference_seq" START 100001;
