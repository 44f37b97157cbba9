-- Staff's side of billing (issue 11): refunds staff give outside the cancellation policy, with the reason they
-- wrote, and the audit log of every change staff make to money (a transfer matched or confirmed by hand, a refund
-- asked for, a bank refund sent). The audit row is written in the transaction of the change it records.

ALTER TABLE "refund" DROP CONSTRAINT "refund_reason_check";
ALTER TABLE "refund" ADD CONSTRAINT "refund_reason_check"
  CHECK ("reason" IN ('booking_cancelled', 'payment_rejected', 'staff'));
-- What staff wrote as the reason of their refund (required for them, empty for the policy's refunds).
ALTER TABLE "refund" ADD COLUMN "note" TEXT NOT NULL DEFAULT '';
ALTER TABLE "refund" ADD CONSTRAINT "refund_staff_note_check" CHECK ("reason" <> 'staff' OR length("note") >= 10);

-- Append-only: nothing updates or deletes a row. Ids only (no names): the actor is identity's user id.
CREATE TABLE "audit_log" (
  "id"            UUID PRIMARY KEY,
  "actor_user_id" UUID NOT NULL,
  "action"        TEXT NOT NULL CHECK ("action" IN ('ips_matched', 'ips_reconciled', 'refund_requested', 'bank_refund_sent')),
  "payment_id"    UUID NOT NULL,
  "note"          TEXT NOT NULL DEFAULT '',
  "at"            TIMESTAMPTZ(6) NOT NULL
);
CREATE INDEX "audit_log_payment_id_at_idx" ON "audit_log" ("payment_id", "at");
