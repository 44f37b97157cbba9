-- "Poveži me" messages and questionnaire answers (with the ranking, whose reasons repeat the concerns) are health
-- data: from now on they are stored only as envelope ciphertext (src/domain/health-data.ts).
--
-- SQL cannot encrypt with the service's keys, and there is no production data yet, so the plaintext columns are
-- dropped rather than migrated: rows that exist only in development and demo databases are deleted with them.
DELETE FROM "connection_requests";
ALTER TABLE "connection_requests"
  DROP COLUMN "message",
  DROP COLUMN "answers",
  ADD COLUMN "sealed" BYTEA NOT NULL;

DELETE FROM "match_results";
ALTER TABLE "match_results"
  DROP COLUMN "answers",
  DROP COLUMN "ranked",
  ADD COLUMN "sealed" BYTEA NOT NULL,
  -- sha256 of the secret a visitor's browser holds; a signed-in person's result has none.
  ADD COLUMN "secret_hash" BYTEA,
  ADD CONSTRAINT "match_results_owner_or_secret_check"
    CHECK ("client_user_id" IS NOT NULL OR "secret_hash" IS NOT NULL);

-- The expiry sweep (flows/matching.ts) looks only at visitors' results, oldest first.
CREATE INDEX "match_results_anonymous_created_at_idx" ON "match_results" ("created_at")
  WHERE "client_user_id" IS NULL;
