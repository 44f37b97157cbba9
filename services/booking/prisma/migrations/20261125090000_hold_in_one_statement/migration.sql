-- A hold is written in one statement (one round trip, its own transaction): the client's live-holds limit, the
-- lapsed holds in the way, the booking, its first history line and its event. The exclusion constraint stays the
-- guard against double-booking: a lost race raises 23P01 (or a deadlock) out of this function as before.
--
-- The limit is counted under a transaction-level advisory lock keyed on the client, taken in a statement of its
-- own: the count that follows sees every hold of that client committed before the lock was granted, so parallel
-- holds of one client queue here and no more than the limit get through. Answers false when the limit is reached
-- (nothing is written); the rows arrive as jsonb with their column names (jsonb_populate_record).

CREATE FUNCTION "booking_hold"(
  "p_booking" JSONB,
  "p_change" JSONB,
  "p_event" JSONB,
  "p_max_live_holds" INTEGER,
  "p_now" TIMESTAMPTZ
) RETURNS BOOLEAN LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  b "booking" := jsonb_populate_record(NULL::"booking", "p_booking");
  live INTEGER;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('booking.live_holds'), hashtext(b."client_user_id"::text));
  SELECT count(*) INTO live FROM (
    SELECT 1 FROM "booking"
    WHERE "client_user_id" = b."client_user_id" AND "status" IN ('held', 'awaiting_payment')
      AND "expires_at" > "p_now"
    LIMIT "p_max_live_holds"
  ) held;
  IF live >= "p_max_live_holds" THEN
    RETURN FALSE;
  END IF;

  -- Unpaid bookings of this therapist past their deadline that overlap the new one step aside (as the sweeper
  -- would), so the constraint lets the new hold take their place.
  UPDATE "booking" SET "status" = 'expired', "expires_at" = NULL, "updated_at" = "p_now"
  WHERE "therapist_user_id" = b."therapist_user_id"
    AND "status" IN ('held', 'offered', 'awaiting_payment') AND "expires_at" <= "p_now"
    AND tstzrange("blocked_start", "blocked_end", '[)') && tstzrange(b."blocked_start", b."blocked_end", '[)');

  INSERT INTO "booking" (
    "id", "therapist_profile_id", "therapist_user_id", "client_user_id", "client_name", "kind", "status",
    "starts_at", "ends_at", "blocked_start", "blocked_end", "expires_at", "price_minor", "currency",
    "cancel_window_hours", "reschedule_window_hours", "late_cancel", "relationship_id", "cancelled_by",
    "refund_percent", "waitlist_entry_id", "created_at", "updated_at"
  ) VALUES (
    b."id", b."therapist_profile_id", b."therapist_user_id", b."client_user_id", b."client_name", b."kind",
    b."status", b."starts_at", b."ends_at", b."blocked_start", b."blocked_end", b."expires_at", b."price_minor",
    b."currency", b."cancel_window_hours", b."reschedule_window_hours", b."late_cancel", b."relationship_id",
    b."cancelled_by", b."refund_percent", b."waitlist_entry_id", b."created_at", b."updated_at"
  );

  INSERT INTO "booking_change" ("id", "booking_id", "at", "by", "action", "from_starts_at", "to_starts_at", "reason")
  SELECT "id", "booking_id", "at", "by", "action", "from_starts_at", "to_starts_at", "reason"
  FROM jsonb_populate_record(NULL::"booking_change", "p_change");

  INSERT INTO "outbox" ("id", "subject", "aggregate_id", "type", "payload", "headers")
  SELECT "id", "subject", "aggregate_id", "type", "payload", "headers"
  FROM jsonb_populate_record(NULL::"outbox", "p_event");

  RETURN TRUE;
END
$$;
