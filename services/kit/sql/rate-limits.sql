-- Fixed-window rate-limit counters (src/rate-limit). A service that limits attempts has this table in its own
-- schema (model RateLimit in its schema.prisma, as identity and admin have it); copy this file into its migration.
-- One row per key and window; the primary key makes concurrent hits of one key queue on the row, so the count
-- never overshoots. Housekeeping deletes windows that have ended.
CREATE TABLE IF NOT EXISTS "rate_limits" (
  "key"          TEXT NOT NULL,
  "window_start" TIMESTAMPTZ(6) NOT NULL,
  "count"        INTEGER NOT NULL DEFAULT 0,
  CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key", "window_start"),
  CONSTRAINT "rate_limits_count_check" CHECK ("count" >= 0)
);
CREATE INDEX IF NOT EXISTS "rate_limits_window_start_idx" ON "rate_limits"("window_start");
