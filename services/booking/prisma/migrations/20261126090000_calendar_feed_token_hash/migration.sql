-- The calendar feed token is a bearer credential: keep only its SHA-256 (hex), like identity keeps session and
-- link tokens. Existing tokens are hashed here, so feed URLs already in people's calendar apps keep working.
-- sha256() is core PostgreSQL (11+); pgcrypto is not needed.

ALTER TABLE "calendar_feed" ADD COLUMN "token_hash" TEXT;
UPDATE "calendar_feed" SET "token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex');
ALTER TABLE "calendar_feed" ALTER COLUMN "token_hash" SET NOT NULL;
DROP INDEX "calendar_feed_token_key";
ALTER TABLE "calendar_feed" DROP COLUMN "token";
CREATE UNIQUE INDEX "calendar_feed_token_hash_key" ON "calendar_feed" ("token_hash");
