-- Booking's booking.availability.changed.v1 fills availability_summary (src/flows/availability.ts). Events can
-- arrive out of order (redelivery, a replayed stream), so the row keeps the occurred_at of the event it holds and
-- an older event never overwrites a newer one. NULL: booking has not reported on this therapist yet.
ALTER TABLE "availability_summary" ADD COLUMN "availability_updated_at" TIMESTAMPTZ(6);

-- "Available within N days" only ever looks at known slots (an unknown one never matches), so the index leaves
-- the unknown rows out.
DROP INDEX "availability_summary_first_free_slot_idx";
CREATE INDEX "availability_summary_known_slot_idx" ON "availability_summary" ("first_free_slot", "profile_id")
  WHERE "first_free_slot" IS NOT NULL;
