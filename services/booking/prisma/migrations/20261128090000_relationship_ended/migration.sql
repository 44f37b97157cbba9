-- Either party may end a therapy relationship once no session is booked or held in it (the inbox becomes
-- read-only); a new confirmed session reopens it by clearing the column. NULL: the relationship is open.

ALTER TABLE "relationship" ADD COLUMN "ended_at" TIMESTAMPTZ(6);
