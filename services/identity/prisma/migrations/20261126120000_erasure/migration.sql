-- Issue 9, erasure (GDPR Art. 17): what identity keeps of a deleted account. Nothing here names the person: the
-- user id is a random UUID that no longer leads to an e-mail address or a name anywhere in identity.

-- One row per DeleteMyAccount: the services expected to report (ERASURE_SERVICES at the time of the request).
CREATE TABLE "erasures" (
  "id"                UUID NOT NULL,
  "user_id"           UUID NOT NULL,
  "requested_at"      TIMESTAMPTZ(6) NOT NULL,
  "expected_services" TEXT[],
  "completed_at"      TIMESTAMPTZ(6),
  CONSTRAINT "erasures_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "erasures_user_id_idx" ON "erasures"("user_id");

-- A service's <service>.user.erased.v1 for that erasure (identity's own is written with the request).
CREATE TABLE "erasure_reports" (
  "erasure_id"   UUID NOT NULL,
  "service"      TEXT NOT NULL,
  "erased_at"    TIMESTAMPTZ(6) NOT NULL,
  "kept_records" INTEGER NOT NULL DEFAULT 0,
  CONSTRAINT "erasure_reports_pkey" PRIMARY KEY ("erasure_id", "service"),
  CONSTRAINT "erasure_reports_erasure_id_fkey" FOREIGN KEY ("erasure_id") REFERENCES "erasures"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
