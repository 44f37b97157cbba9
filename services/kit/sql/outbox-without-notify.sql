-- The outbox stops NOTIFYing. PostgreSQL serialises every committing transaction that sent a NOTIFY under one
-- cluster-wide lock held until its commit is flushed, so each commit that wrote an event waited for every other
-- one, in every database of the cluster (holds ran at a tenth of a plain insert's rate). The relay is woken in
-- process by the code that writes the event and polls for writes from other processes (services/kit/src/events).
DROP TRIGGER IF EXISTS "outbox_notify" ON "outbox";
DROP FUNCTION IF EXISTS "outbox_notify"();
