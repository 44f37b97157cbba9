-- What a therapist charges one client for one kind of session, from therapists' individual_price events. A removed
-- price stays as a row without a price (price_rsd_minor NULL) so that its source_at still turns away an older event
-- that arrives late; the hold charges the public price then. Erasure deletes the rows of either party.

CREATE TABLE "individual_price" (
  "therapist_user_id" UUID NOT NULL,
  "client_user_id"    UUID NOT NULL,
  "kind"              TEXT NOT NULL,
  "price_rsd_minor"   BIGINT CHECK ("price_rsd_minor" > 0),
  "source_at"         TIMESTAMPTZ(6) NOT NULL,
  CONSTRAINT "individual_price_pkey" PRIMARY KEY ("therapist_user_id", "client_user_id", "kind")
);
CREATE INDEX "individual_price_client_user_id_idx" ON "individual_price" ("client_user_id");
