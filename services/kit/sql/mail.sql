-- Transactional mail outbox (src/mail/). Every service that sends e-mail has this table in its own schema (same
-- model in its schema.prisma); a migration takes it with the line `-- @kit mail.sql`.
-- A mail is written in the caller's transaction, so it exists exactly when the change it tells about does. The
-- whole message (address, subject, text, html, headers) is sealed with the service's envelope keys: it can hold a
-- working sign-in link, and a dump of this table must open no account. After a successful send the sealed body
-- is deleted; the row stays as the staff log (kind, status, attempts, times, a hash of the address).
CREATE TABLE IF NOT EXISTS "mail_outbox" (
  "id"              UUID NOT NULL,
  "kind"            TEXT NOT NULL,
  "recipient_hash"  TEXT NOT NULL,
  "sealed"          BYTEA,
  "status"          TEXT NOT NULL DEFAULT 'pending',
  "attempts"        INTEGER NOT NULL DEFAULT 0,
  "next_attempt_at" TIMESTAMPTZ(6) NOT NULL,
  "last_error"      TEXT,
  "created_at"      TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "sent_at"         TIMESTAMPTZ(6),
  CONSTRAINT "mail_outbox_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "mail_outbox_status_check" CHECK ("status" IN ('pending', 'sent', 'dead')),
  -- Only a mail still to be sent may hold its body; a sent one keeps nothing readable.
  CONSTRAINT "mail_outbox_sealed_check" CHECK (("status" = 'pending') <= ("sealed" IS NOT NULL)),
  CONSTRAINT "mail_outbox_sent_check" CHECK (("status" = 'sent') = ("sent_at" IS NOT NULL AND "sealed" IS NULL)),
  CONSTRAINT "mail_outbox_attempts_check" CHECK ("attempts" >= 0)
);

-- The sender's only query: pending mail that is due, oldest first. Stays small because sent and dead rows leave it.
CREATE INDEX IF NOT EXISTS "mail_outbox_due_idx" ON "mail_outbox" ("next_attempt_at") WHERE "status" = 'pending';
-- The staff log and erasure look rows up by the hashed address.
CREATE INDEX IF NOT EXISTS "mail_outbox_recipient_hash_idx" ON "mail_outbox" ("recipient_hash");
